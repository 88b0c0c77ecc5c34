import { defineConfig } from 'vitest/config';

/** Tests that start emulators, bots or child processes over real sockets. */
const THROUGH_EMULATORS = [
  'test/e2e/**/*.test.ts',
  'test/sandbox/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

const shared = { testTimeout: 20_000, hookTimeout: 20_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
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
          exclude: THROUGH_EMULATORS,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'e2e',
          include: THROUGH_EMULATORS,
          // The bot compiled once for the tests that start it as a process.
          globalSetup: ['test/e2e/helpers/bot-deployment.setup.ts'],
        },
      },
    ],
  },
});
