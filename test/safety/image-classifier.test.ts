import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { createLogger } from '../../src/core/logger.js';
import { classifierEnv } from '../../src/safety/classifier-process.js';
import {
  createImageClassifier,
  type ImageClassifier,
  MAX_CHECKED_PIXELS,
} from '../../src/safety/image-classifier.js';
import { modelFilePath } from '../../src/safety/model-file.js';
import {
  animatedPng,
  animatedWebpHeader,
  blankPng,
  encodedPicture,
  gif,
  SVG,
} from '../helpers/image-files.js';
import { exitOf, memoryOf } from '../helpers/process-memory.js';

/**
 * How far a score of an image shrunk by libvips (its filter reading every source pixel; a JPEG
 * decoded smaller first) may be from the whole decode's (Skia's bilinear draw).
 */
const SHRUNK_SCORE_TOLERANCE = 0.03;

/**
 * An 1800×1800 PNG (13 MB decoded; a member's large input, over the default
 * downscaleAbovePixels), a 300×300 render enlarged: the emulator's renders are full of
 * single-pixel detail, which Skia's bilinear draw (no mipmaps) samples sparsely and libvips
 * averages, so that the two shrinks of a large render are different pictures to the model.
 */
const largePicture = async () =>
  sharp(await renderImage({ width: 300, height: 300, prompt: 'a harbour', seed: 3 }))
    .resize(1800, 1800, { kernel: 'cubic' })
    .png()
    .toBuffer();

const logs: string[] = [];
/** Every image decoded whole in the classifier's process, a large PNG included. */
const classifier = createImageClassifier({
  logger: createLogger({ level: 'warn', write: (line) => logs.push(line) }),
  downscaleAbovePixels: Number.POSITIVE_INFINITY,
});
afterAll(() => classifier.close());

describe('the image classifier (nsfwjs in a process of its own, the real model)', () => {
  it('scores a picture with the five classes, and answers "not checked" for bytes that are none', async () => {
    const picture = await renderImage({ width: 256, height: 256, prompt: 'a lake', seed: 1 });
    const check = await classifier.check(picture);
    if (!check.checked) throw new Error(check.problem);
    const { drawing, hentai, neutral, porn, sexy } = check.scores;
    expect(drawing + hentai + neutral + porn + sexy).toBeCloseTo(1, 3);
    expect(check.cpuMs).toBeGreaterThan(0);
    const garbage = await classifier.check(new Uint8Array([1, 2, 3, 4]));
    expect(garbage).toEqual({ checked: false, problem: expect.any(String) });
  }, 60_000);

  it('checks a still JPEG, WebP and GIF, and a PNG at the pixel cap', async () => {
    const side = Math.sqrt(MAX_CHECKED_PIXELS);
    const images = [
      await encodedPicture('jpeg'),
      await encodedPicture('webp'),
      gif(1),
      await blankPng(side, side),
    ];
    for (const image of images) expect((await classifier.check(image)).checked).toBe(true);
  }, 60_000);

  it('gives back an image’s decoded pixels after its check (half its size is slack), not when the collector runs', async () => {
    const side = Math.sqrt(MAX_CHECKED_PIXELS);
    const capped = await blankPng(side, side);
    expect((await classifier.check(capped)).checked).toBe(true);
    const pid = classifier.processId?.() ?? 0;
    const before = await memoryOf(pid);
    for (let round = 0; round < 3; round++)
      expect((await classifier.check(capped)).checked).toBe(true);
    expect(classifier.processId?.()).toBe(pid);
    expect((await memoryOf(pid)).rss - before.rss).toBeLessThan(MAX_CHECKED_PIXELS * 2);
  }, 60_000);

  it.each([
    ['PNG', (png: Buffer) => Promise.resolve(png)],
    ['JPEG', (png: Buffer) => sharp(png).jpeg({ quality: 90 }).toBuffer()],
  ] as const)(
    'shrinks a %s over downscaleAbovePixels as it reads it (nothing decoded whole, nor sent), scored as a whole decode is',
    async (_, encode) => {
      const picture = await encode(await largePicture());
      const shrinking = createImageClassifier({ logger: createLogger({ level: 'silent' }) });
      try {
        const small = await renderImage({ width: 256, height: 256, prompt: 'a bay', seed: 2 });
        expect((await shrinking.check(small)).checked).toBe(true);
        const pid = shrinking.processId?.() ?? 0;
        await writeFile(`/proc/${pid}/clear_refs`, '5'); // its peak from now on
        const before = await memoryOf(pid);
        const shrunk = await shrinking.check(picture);
        const after = await memoryOf(pid);
        const whole = await classifier.check(picture);
        if (!shrunk.checked || !whole.checked) throw new Error('not checked');
        for (const [name, score] of Object.entries(whole.scores))
          expect(Math.abs(shrunk.scores[name as keyof typeof shrunk.scores] - score)).toBeLessThan(
            SHRUNK_SCORE_TOLERANCE,
          );
        // 1800×1800 decoded is 13 MB; the picture itself, sent, would be several.
        expect(after.peak - before.rss).toBeLessThan(4 << 20);
      } finally {
        await shrinking.close();
      }
    },
    60_000,
  );

  it('does not let the bytes of images it has answered pile up (about 0.3 MB each for a 512×512 PNG)', async () => {
    const picture = await renderImage({ width: 512, height: 512, prompt: 'a reef', seed: 9 });
    for (let round = 0; round < 8; round++)
      expect((await classifier.check(picture)).checked).toBe(true);
    const pid = classifier.processId?.() ?? 0;
    const before = await memoryOf(pid);
    for (let round = 0; round < 64; round++)
      expect((await classifier.check(picture)).checked).toBe(true);
    expect(classifier.processId?.()).toBe(pid);
    expect((await memoryOf(pid)).rss - before.rss).toBeLessThan(8 << 20);
  }, 60_000);

  it('answers "not checked" from the header alone for an image over the cap, an animated one or an SVG', async () => {
    const unstarted = createImageClassifier({ logger: createLogger({ level: 'silent' }) });
    const huge = await blankPng(16_000, 16_000);
    const before = process.memoryUsage().rss;
    expect(await unstarted.check(huge)).toEqual({
      checked: false,
      problem: `16000×16000 is over the check's ${MAX_CHECKED_PIXELS} pixels`,
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(16 << 20);
    expect(await unstarted.check(gif(3))).toEqual({
      checked: false,
      problem: 'an animated gif: its frames are not checked',
    });
    for (const image of [await animatedPng(), animatedWebpHeader(64, 64)])
      expect(await unstarted.check(image)).toMatchObject({ checked: false });
    expect(await unstarted.check(SVG)).toEqual({
      checked: false,
      problem: 'not an image the check reads (svg)',
    });
    const small = createImageClassifier({
      logger: createLogger({ level: 'silent' }),
      maxPixels: 100,
    });
    const picture = await renderImage({ width: 20, height: 20, prompt: 'a pond', seed: 4 });
    expect(await small.check(picture)).toMatchObject({ checked: false });
  }, 30_000);

  it('runs its process with glibc’s mmap threshold held at 128 KiB, beside the tunables already set, mimalloc’s arena committed as used, ONNX Runtime’s telemetry off, and no system fonts loaded', () => {
    expect(classifierEnv({ HOME: '/h' })).toEqual({
      HOME: '/h',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      ORT_DISABLE_TELEMETRY: '1',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
      DISABLE_SYSTEM_FONTS_LOAD: '1',
    });
    expect(classifierEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
    );
    expect(classifierEnv({ MIMALLOC_ARENA_EAGER_COMMIT: '1' }).MIMALLOC_ARENA_EAGER_COMMIT).toBe(
      '1',
    );
  });

  it('ends its process after idleMs without an image, and starts it again for the next, with the same scores', async () => {
    const idle = createImageClassifier({ logger: createLogger({ level: 'silent' }), idleMs: 200 });
    const picture = await renderImage({ width: 512, height: 512, prompt: 'a dune', seed: 6 });
    const first = await idle.check(picture);
    const pid = idle.processId?.();
    if (!first.checked || pid === undefined) throw new Error('the first check did not run');
    expect((await memoryOf(pid)).rss).toBeGreaterThan(64 << 20);
    await exitOf(pid);
    expect(idle.processId?.()).toBeUndefined();
    const again = await idle.check(picture);
    if (!again.checked) throw new Error(again.problem);
    expect(idle.processId?.()).not.toBe(pid);
    for (const [name, score] of Object.entries(first.scores))
      expect(again.scores[name as keyof typeof again.scores]).toBeCloseTo(score, 5);
    await idle.close();
  }, 60_000);

  it('writes its model file once into modelDir (again when it is gone), and reads it at each start with the same scores', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'model-dir-'));
    const picture = await renderImage({ width: 256, height: 256, prompt: 'a bay', seed: 8 });
    const made = () =>
      createImageClassifier({ logger: createLogger({ level: 'silent' }), modelDir: dir });
    const scoresOf = async (fresh: ImageClassifier) => {
      const check = await fresh.check(picture);
      await fresh.close();
      if (!check.checked) throw new Error(check.problem);
      return check.scores;
    };
    try {
      const first = await scoresOf(made());
      const file = modelFilePath(dir);
      expect(await readdir(dir)).toEqual([basename(file)]);
      const written = (await stat(file)).mtimeMs;
      expect(await scoresOf(made())).toEqual(first);
      expect((await stat(file)).mtimeMs).toBe(written);
      await rm(file);
      expect(await scoresOf(made())).toEqual(first);
      expect(await readdir(dir)).toEqual([basename(file)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails the checks of a process that is closed, and starts a new one for the next', async () => {
    const picture = await renderImage({ width: 64, height: 64, prompt: 'a hill', seed: 2 });
    const pending = classifier.check(picture);
    await classifier.close();
    expect(await pending).toEqual({ checked: false, problem: 'the classifier was closed' });
    const again = await classifier.check(picture);
    expect(again.checked).toBe(true);
  }, 60_000);

  it('checks an image again on a new process when its process dies during the check', async () => {
    const fresh = createImageClassifier({ logger: createLogger({ level: 'silent' }) });
    const picture = await renderImage({ width: 512, height: 512, prompt: 'a cove', seed: 5 });
    const pending = fresh.check(picture);
    let pid = fresh.processId?.();
    while (pid === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      pid = fresh.processId?.();
    }
    process.kill(pid, 'SIGKILL');
    const check = await pending;
    if (!check.checked) throw new Error(check.problem);
    expect(fresh.processId?.()).not.toBe(pid);
    await fresh.close();
  }, 60_000);

  it('fails a check that takes too long (once more on a new process), killing its process', async () => {
    const slow = createImageClassifier({ logger: createLogger({ level: 'silent' }), timeoutMs: 1 });
    const picture = await renderImage({ width: 64, height: 64, prompt: 'a tree', seed: 3 });
    expect(await slow.check(picture)).toEqual({
      checked: false,
      problem: 'no answer within 1 ms',
    });
    await slow.close();
  });
});
