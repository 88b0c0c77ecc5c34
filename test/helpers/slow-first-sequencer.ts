import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first (seconds each in a full `npm test`, 27 Nov,
 * four workers on two cores). Vitest orders files by the durations of the previous run, kept in
 * `node_modules/.vite`; on a clean clone (`.ci/run`) it has none and starts the largest files
 * first, so a short file that runs long (the hold's three bot builds and runs are 2 KB) started
 * last and ran on alone: 936 s for the end-to-end group against 769 s started first, replaying
 * that run's durations in either order.
 */
export const SLOW_FIRST: readonly string[] = [
  'test/bench/hold-backends.test.ts', // 308 s (its bot built three times then)
  'test/sandbox/demo/demo.test.ts', // 123 s
  'test/e2e/startup-failures.test.ts', // 77 s
  'test/e2e/deploy-commands.test.ts', // 72 s
  'test/e2e/ops/backend-probes.test.ts', // 71 s
  'test/bench/images-in-bench.test.ts', // 54 s
  'test/bench/bench-baseline.test.ts', // 51 s
  'test/e2e/ops/backup-restore.test.ts', // 47 s
  'test/e2e/imagine/imagine-crash.test.ts', // 47 s
  'test/e2e/comfyui/comfy-crash.test.ts', // 43 s
  'test/e2e/shards/shard-processes.test.ts', // 41 s
  'test/e2e/shards/rolling-restart.test.ts', // 40 s
  'test/e2e/operator-cli.test.ts', // 40 s
  'test/e2e/shards/standby-outage.test.ts', // 39 s
  'test/e2e/shards/redis-outage.test.ts', // 39 s
];

/**
 * Vitest's own order ({@link BaseSequencer}: the previous run's failures and durations, else file
 * size), with the files of {@link SLOW_FIRST} moved ahead within their project, in its order.
 * @throws Error at construction when a listed file does not exist (renamed or removed).
 */
export class SlowFirstSequencer extends BaseSequencer {
  constructor(...args: ConstructorParameters<typeof BaseSequencer>) {
    super(...args);
    const missing = SLOW_FIRST.filter((file) => !existsSync(resolve(this.ctx.config.root, file)));
    if (missing.length > 0) {
      throw new Error(`SLOW_FIRST (test/helpers/slow-first-sequencer.ts) names ${missing}`);
    }
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project))];
    const key = (spec: TestSpecification) => {
      const at = SLOW_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return (
        projects.indexOf(spec.project) * (SLOW_FIRST.length + 1) +
        (at === -1 ? SLOW_FIRST.length : at)
      );
    };
    // Stable: unlisted files keep Vitest's order after the listed ones of their project.
    return sorted.sort((a, b) => key(a) - key(b));
  }
}
