import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/helpers/slow-first-sequencer.js';

/** Tests that start emulators, bots or child processes over real sockets. */
const THROUGH_EMULATORS = [
  'test/e2e/**/*.test.ts',
  'test/sandbox/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

/** The image and compose.yaml under podman: `npm run test:container` only (test/container/). */
const CONTAINER = ['test/container/**'];

/**
 * Tests whose real-time limits need a core to themselves: 100 interactions answered within
 * Discord's 3 s, jobs of 300–600 ms still running after several starts, a burst of 40 generations
 * delivered within 20 s (beside the tests that run three bot processes, it was not). They run after the
 * others, one file at a time: the machine to themselves, as when Vitest ran one file at a time.
 */
const ALONE = {
  unit: ['test/jobs/job-manager-slots.test.ts', 'test/jobs/job-manager-flow.test.ts'],
  e2e: [
    'test/e2e/imagine/imagine-servers.test.ts',
    'test/e2e/imagine/imagine-burst.test.ts',
    // Redis back within the 2.6 s a standby holds an interaction sent during the outage.
    'test/e2e/shards/outage-answered-once.test.ts',
  ],
};

/**
 * One worker process per core, each running one test file after another in a single module
 * graph (`isolate: false`): discord.js, ajv and the emulators are imported once per worker instead
 * of once per file. No test mocks modules, stubs globals or changes `process.env`; the module-level
 * caches that are shared (the OpenAPI document and its compiled validators) are meant to be shared.
 */
const shared = {
  testTimeout: 20_000,
  hookTimeout: 20_000,
  pool: 'forks',
  isolate: false,
  maxWorkers: availableParallelism(),
} as const;

/** {@link ALONE}'s files: one worker, in a group of their own after the others. */
const alone = { ...shared, maxWorkers: 1, sequence: { groupOrder: 2 } } as const;

/**
 * The files through the emulators mostly wait (on sockets, child processes, Redis, scaled
 * timers): two per core keep the cores busy meanwhile.
 * They run in a group of their own, after the unit tests, whose timings stay on one worker per core.
 */
const throughEmulators = {
  ...shared,
  maxWorkers: availableParallelism() * 2,
  sequence: { groupOrder: 1 },
} as const;

/** The bot compiled once per run for the tests that start it as a process, beside the unit tests. */
const BOT_DEPLOYMENT = 'test/e2e/helpers/bot-deployment.setup.ts';
/** Holds each e2e file until that build is complete. */
const DEPLOYMENT_READY = 'test/e2e/helpers/deployment-ready.ts';
/** Holds each e2e file until its process's image classifier has loaded its model (once). */
const CLASSIFIER_READY = 'test/e2e/helpers/classifier-ready.ts';

export default defineConfig({
  test: {
    // The longest files start first, on a clean clone too (test/helpers/slow-first-sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    // Under CI a JSON report is written too, for `.ci/run`'s closing line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...THROUGH_EMULATORS, ...ALONE.unit, ...CONTAINER],
        },
      },
      { extends: true, test: { ...alone, name: 'unit-alone', include: ALONE.unit } },
      {
        extends: true,
        test: {
          ...throughEmulators,
          name: 'e2e',
          include: THROUGH_EMULATORS,
          exclude: ALONE.e2e,
          globalSetup: [BOT_DEPLOYMENT],
          setupFiles: [DEPLOYMENT_READY, CLASSIFIER_READY],
        },
      },
      {
        extends: true,
        test: {
          ...alone,
          name: 'e2e-alone',
          include: ALONE.e2e,
          globalSetup: [BOT_DEPLOYMENT],
          setupFiles: [DEPLOYMENT_READY, CLASSIFIER_READY],
        },
      },
    ],
  },
});
