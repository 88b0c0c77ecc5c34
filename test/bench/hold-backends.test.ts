import { describe, expect, it } from 'vitest';
import { formatHoldReport } from '../../bench/format-hold-report.js';
import { runHold } from '../../bench/hold-bench.js';
import type { HoldBackend } from '../../bench/hold-options.js';
import { parseBenchArgs } from '../../bench/parse-bench-args.js';

/** The status reads each backend's emulator counts, as the report names them. */
const POLL = {
  'image-service': 'CPU per status poll (bot side)',
  horde: 'CPU per /v2/generate/check request (bot side)',
  'sd-webui': 'CPU per /internal/progress read (bot side)',
} as const satisfies Record<HoldBackend, string>;

describe('npm run bench -- --hold 20 --backend …', () => {
  // The compiled bot, its image check's process and the world on two loaded cores.
  it.each(['image-service', 'horde', 'sd-webui'] as const)(
    'holds 20 generations on %s: every one acknowledged, none ended, the bot stopped cleanly',
    async (backend) => {
      const args = ['--hold', '20', '--hold-window', '5', '--backend', backend];
      const options = parseBenchArgs(args).hold;
      if (!options) throw new Error('no hold options');
      const report = await runHold(options);

      expect(report.options.backend).toBe(backend);
      expect(report.tally).toMatchObject({
        sent: 20,
        acknowledged: 20,
        unanswered: 0,
        refused: 0,
        failed: 0,
        image: 0,
      });
      expect(report.fill.reached).toBe(true);
      expect(report.figures.statusRequests).toBeGreaterThan(0);
      expect(report.figures.tasksPolled.end).toBeGreaterThan(0);
      expect(report.targets.map((t) => [t.name, t.pass])).toEqual([
        ['generations held', true],
        ['peak RSS with 20 in flight (production start)', expect.any(Boolean)],
        [POLL[backend], expect.any(Boolean)],
        ['stop on SIGTERM', expect.any(Boolean)],
      ]);
      expect(report.stop?.code).toBe(0);
      const text = formatHoldReport(report);
      expect(text).toMatch(/PASS {2}generations held: 20 /);
    },
    300_000,
  );
});
