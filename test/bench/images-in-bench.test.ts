import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagesInTargets } from '../../bench/bench-targets.js';
import { runImagesInBench } from '../../bench/images-in-bench.js';
import { formatImagesInReport, imagesInFigures } from '../../bench/images-in-report.js';
import { botDeployment } from '../e2e/helpers/bot-process.js';

describe('npm run bench:images-in (smoke)', () => {
  // The run's build of the bot (as `npm start` runs it, without compiling its own), its
  // classifier's process and both emulators on two loaded cores.
  it('runs generations, edits, masked edits and 2× zoom outs through the bot on the OpenAI emulator and reports every figure', async () => {
    const result = await runImagesInBench({
      rounds: 1,
      jobs: 1,
      pairs: 1,
      timeScale: 0.02,
      together: [2],
      noBuild: true,
      launch: { entry: join(botDeployment(), 'dist', 'src', 'index.js'), nodeArgs: [] },
    });
    // Warm-up 5 (one of each kind), memory 1 of each of 4 kinds + 2 at once, one round of 5 kinds
    // × 1; every kind but the generation is an edit (a masked edit or zoom out sending a mask).
    expect(result.served).toEqual({ generations: 16, edits: 13 });
    expect(result.together.map((each) => each.count)).toEqual([2]);
    expect(result.together[0]?.peak).toBeGreaterThan(50e6);
    expect(result.uploads).toHaveLength(4);
    for (const upload of result.uploads) {
      expect(upload.sent).toBeGreaterThan(0);
      // Metadata is cut from the file, nothing encoded again: no larger than the picture.
      expect(upload.sent).toBeLessThanOrEqual(upload.original);
    }
    expect(result.inputs.jpeg).toMatchObject({ width: 1024, height: 1024 });
    expect(result.inputs.big.bytes).toBeGreaterThan(20 * 1024 * 1024 * 0.98);
    expect(result.inputs.big.bytes).toBeLessThanOrEqual(20 * 1024 * 1024);
    for (const kind of [
      'generation',
      'edit-jpeg',
      'edit-png',
      'edit-mask',
      'zoom-out-2x',
    ] as const) {
      expect(result.cpuPerJob[kind]).toHaveLength(1);
      expect(result.cpuPerJob[kind][0]).toBeGreaterThan(0);
    }
    expect(result.reference.png[0]?.classifierMs).toBeGreaterThan(0);
    expect(result.reference.png[0]?.encodeMs).toBeGreaterThan(0);
    expect(result.peaks.generation[0]).toBeGreaterThan(50e6);
    for (const kind of ['edit-mask', 'zoom-out-2x', 'edit20'] as const) {
      expect(result.peaks[kind]).toHaveLength(1);
      expect(result.peaks[kind][0]).toBeGreaterThan(50e6);
    }
    expect(result.inputs.mask).toMatchObject({ width: 1024, height: 1024 });
    const targets = imagesInTargets(imagesInFigures(result));
    expect(targets.map((t) => t.name)).toEqual([
      "edit's extra CPU, 1024×1024 JPEG",
      "edit's extra CPU, 1024×1024 PNG",
      'peak RSS added by a 20 MiB input',
      'an input cleaned of its metadata, sent no larger than its picture',
    ]);
    expect(targets.at(-1)?.pass).toBe(true);
    const report = formatImagesInReport(result, 'test');
    expect(report).toMatch(/load .+ → .+/);
    expect(report).toMatch(/edit-mask +[\d.]+, [+−][\d.]+ /);
    expect(report).toMatch(/zoom-out-2x +[\d.]+, [+−][\d.]+ /);
    expect(report).toMatch(/edit with a mask +[\d., ]+; added /);
    expect(report).toMatch(/zoom out 2× +[\d., ]+; added /);
  }, 600_000);
});
