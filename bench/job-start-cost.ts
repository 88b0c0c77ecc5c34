/**
 * `npm run bench:job-start`: what starting one job costs the job manager with 1,000 → 10,000 jobs
 * in flight (issue 10: flat, O(1) in the jobs in flight). The real `JobManager` and `JobStore` over
 * in-memory Keyv namespaces, a service that answers at once (each task stays `processing`), polls
 * 60 s apart so that only the starts are measured. At each level it starts `--batch` more jobs
 * (default 1,000) and measures the process's CPU from the first `start()` to the last job
 * submitted, per job, after a garbage collection (run with `--expose-gc`, as the npm script does).
 * `--levels 1000,5000,10000`.
 */

import { parseArgs } from 'node:util';
import { Keyv } from 'keyv';
import { ByteBudget } from '../src/core/byte-budget.js';
import { createLogger } from '../src/core/logger.js';
import { BackendRegistry, ORIGINAL_BACKEND_ID } from '../src/image-backend/backend-registry.js';
import type { TaskStatus } from '../src/image-backend/backend-types.js';
import type { ImageBackend } from '../src/image-backend/image-backend.js';
import { JobInputs } from '../src/jobs/job-inputs.js';
import { JobManager } from '../src/jobs/job-manager.js';
import { JobStore } from '../src/jobs/job-store.js';
import { KeyvBlobs } from '../src/store/blob-store.js';

const { values } = parseArgs({
  options: {
    levels: { type: 'string', default: '1000,5000,10000' },
    batch: { type: 'string', default: '1000' },
  },
});
const levels = values.levels.split(',').map(Number);
const batch = Number(values.batch);
const SCOPES = 400;

let tasks = 0;
const api = {
  submit: async () => ({ taskId: `task-${++tasks}`, family: 'node-graph', status: 'queued' }),
  taskStatus: async (_key: string, taskId: string): Promise<TaskStatus> => ({
    taskId,
    state: 'processing',
    progress: 10,
  }),
} as unknown as ImageBackend;
const manager = new JobManager({
  backends: new BackendRegistry([
    { id: ORIGINAL_BACKEND_ID, name: 'bench', signup: {}, backend: api },
  ]),
  store: new JobStore({ active: new Keyv(), kept: new Keyv() }),
  resolveKey: async () => `sk-${'0'.repeat(48)}`,
  observer: { onUpdate: () => undefined, onFinished: () => undefined },
  logger: createLogger({ level: 'silent' }),
  inputs: new JobInputs(new Keyv(), new KeyvBlobs(new Keyv())),
  inputBudget: new ByteBudget(41_943_040),
  options: {
    pollIntervalMs: 60_000,
    pollJitterMs: 1_000,
    jobTimeoutMs: 3_600_000,
    maxActivePerMember: 2,
    maxActivePerScope: 100_000,
    maxConcurrentPerScope: 100,
    minTimePerScopeMs: 0,
  },
});

let started = 0;
const startJobs = async (count: number) => {
  const ids: string[] = [];
  await Promise.all(
    Array.from({ length: count }, () => {
      const n = ++started;
      const id = `job-${n}`;
      ids.push(id);
      return manager.start({
        id,
        scope: `guild-${n % SCOPES}`,
        userId: `member-${n}`,
        keyRef: { kind: 'user', userId: `member-${n}` },
        request: { workflow: 'default', prompt: `bench job ${n}` },
      });
    }),
  );
  // Until every new job has its task (submitted and saved).
  for (;;) {
    const states = manager.countByState();
    if ((states.waiting ?? 0) + (states.submitting ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return ids;
};

console.log(`node ${process.version}; ${batch} job starts measured at each level`);
for (const level of levels) {
  if (started < level) await startJobs(level - started);
  (globalThis as { gc?: () => void }).gc?.();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await startJobs(batch);
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000;
  const inFlight = Object.values(manager.countByState()).reduce((sum, n) => sum + n, 0);
  console.log(
    `  ${level.toLocaleString('en-US').padStart(6)} in flight: ${((ms * 1000) / batch).toFixed(0).padStart(4)} µs CPU per job start (${(performance.now() - wall).toFixed(0)} ms wall for ${batch}; ${inFlight} jobs tracked after)`,
  );
}
await manager.stop();
