import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:container` (ops/container/test-container.sh, which builds the images first): the
 * container image and compose.yaml (read as docker compose does, then run by podman-compose), one
 * file after the other. `npm test` does not run it.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/container/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    // .ci/run counts these tests in its closing line from this report.
    reporters: ['default', ['json', { outputFile: 'test-results/container.json' }]],
  },
});
