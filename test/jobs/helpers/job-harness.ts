import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keyv } from 'keyv';
import { onTestFinished } from 'vitest';
import {
  type ImageApi,
  type ImageApiOptions,
  startImageApi,
} from '../../../sandbox/image-api/index.js';
import { ImageApiClient } from '../../../src/backends/image-service/image-api-client.js';
import { ByteBudget } from '../../../src/core/byte-budget.js';
import { createLogger, type LogFields } from '../../../src/core/logger.js';
import type { BackendPool } from '../../../src/image-backend/backend-pool.js';
import {
  BackendRegistry,
  ORIGINAL_BACKEND_ID,
} from '../../../src/image-backend/backend-registry.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import type { GenerationJob, NewJobInput } from '../../../src/jobs/generation-job.js';
import { JobInputs } from '../../../src/jobs/job-inputs.js';
import { JobManager } from '../../../src/jobs/job-manager.js';
import type {
  JobManagerDependencies,
  JobManagerOptions,
} from '../../../src/jobs/job-manager-options.js';
import { JobStore } from '../../../src/jobs/job-store.js';
import { KeyvBlobs } from '../../../src/store/blob-store.js';
import { openJobKeyvs } from './job-keyvs.js';
import { RecordingObserver } from './recording-observer.js';

/** Fast settings: a 10–60 s task takes 300–500 ms, polls every 25 ± 5 ms. */
export const FAST_EMULATOR: ImageApiOptions = {
  timeScale: 0.001,
  durations: { nodeGraph: [300_000, 500_000], rr3: [300_000, 500_000] },
};

export const FAST_MANAGER: JobManagerOptions = {
  pollIntervalMs: 25,
  pollJitterMs: 5,
  jobTimeoutMs: 5_000,
  minTimePerScopeMs: 1,
  maxBackoffMs: 200,
  deliveryRetryMs: 20,
  stopTimeoutMs: 3_000,
};

export const USERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'] as const;

/** A request the manager made through the `ImageBackend`, timed when it left the limiter. */
export interface ServiceCall {
  operation: 'submit' | 'taskStatus';
  taskId?: string;
  /** The pool's server a submission was sent to (`SubmitOptions.server`). */
  server?: string;
  at: number;
}

/** Everything a manager test needs, torn down after each test. */
export interface JobHarness {
  api: ImageApi;
  client: ImageApiClient;
  /** Every submit and taskStatus call the managers made, in order. */
  calls: ServiceCall[];
  /** The most status requests of one task in flight at once. */
  maxInFlightPerTask: () => number;
  /** An active key per emulator user. */
  keys: Map<string, string>;
  dbPath: string;
  logs: LogFields[];
  /** A new Keyv on the same SQLite file (as a restarted process would open it). */
  openStore(): JobStore;
  /** A manager over `store` (a fresh one by default) reporting to `observer`, with `extra` deps. */
  manager(
    options?: JobManagerOptions,
    store?: JobStore,
    observer?: RecordingObserver,
    extra?: Pick<JobManagerDependencies, 'mayAct' | 'memberSlots' | 'lineStore'>,
  ): JobManager;
  /** Registers a cleanup, run when the test finishes (last registered first). */
  cleanup(done: () => Promise<void> | void): void;
  observer: RecordingObserver;
}

/**
 * Starts the emulator (users alice…frank with 100 credits each) and a SQLite file; everything it
 * and its managers open is closed when the test finishes, last opened first. With `pool`, the
 * service is a pooled backend over those servers (each submission recorded with its server).
 */
export async function startJobHarness(
  emulator: ImageApiOptions = {},
  {
    pool,
    beforeSubmit,
  }: {
    pool?: BackendPool;
    /** Called as each submission leaves (its server): throw to fail it before it is sent. */
    beforeSubmit?: (server: string | undefined) => void;
  } = {},
): Promise<JobHarness> {
  const cleanups: (() => Promise<void> | void)[] = [];
  onTestFinished(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const api = await startImageApi({
    ...FAST_EMULATOR,
    users: USERS.map((name) => ({ name, loginToken: `login-${name}`, credits: 100 })),
    ...emulator,
  });
  cleanups.push(() => api.close());
  const client = new ImageApiClient({
    baseUrl: api.url,
    retries: 0,
    timeoutMs: 2_000,
    allowPrivateImageHosts: true,
  });
  cleanups.push(() => client.close());
  const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = join(dir, 'jobs.sqlite');
  const keys = new Map<string, string>(USERS.map((name) => [name, api.issueKey(name)]));
  const logs: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line)) });
  const observer = new RecordingObserver();
  const openStore = () => {
    return new JobStore(openJobKeyvs(dbPath, cleanups));
  };
  const resolveKey = async (job: GenerationJob) => {
    const name = job.keyRef.kind === 'user' ? job.keyRef.userId : 'alice';
    const key = keys.get(name);
    if (!key) throw new Error(`no key for ${name}`);
    return key;
  };
  const calls: ServiceCall[] = [];
  const inFlight = new Map<string, number>();
  let maxInFlight = 0;
  const service: ImageBackend = {
    capabilities: client.capabilities,
    ...(pool && { pool }),
    submit: (key, request, options) => {
      const server = options?.server;
      calls.push({ operation: 'submit', ...(server && { server }), at: performance.now() });
      try {
        beforeSubmit?.(server);
      } catch (error) {
        return Promise.reject(error);
      }
      return client.submit(key, request, options);
    },
    taskStatus: async (key, taskId, options) => {
      calls.push({ operation: 'taskStatus', taskId, at: performance.now() });
      const running = (inFlight.get(taskId) ?? 0) + 1;
      inFlight.set(taskId, running);
      maxInFlight = Math.max(maxInFlight, running);
      try {
        return await client.taskStatus(key, taskId, options);
      } finally {
        inFlight.set(taskId, (inFlight.get(taskId) ?? 1) - 1);
      }
    },
    balance: (key, options) => client.balance(key, options),
    generateApiKey: (token, options) => client.generateApiKey(token, options),
    getApiKey: (token, options) => client.getApiKey(token, options),
    revokeApiKey: (key, target, options) => client.revokeApiKey(key, target, options),
    downloadImage: (url, options) => client.downloadImage(url, options),
  };
  const manager = (
    options?: JobManagerOptions,
    store = openStore(),
    used = observer,
    extra: Pick<JobManagerDependencies, 'mayAct' | 'memberSlots' | 'lineStore'> = {},
  ) => {
    const created = new JobManager({
      ...extra,
      backends: new BackendRegistry([
        { id: ORIGINAL_BACKEND_ID, name: 'image service', signup: {}, backend: service },
      ]),
      store,
      resolveKey,
      observer: used,
      logger,
      inputs: new JobInputs(new Keyv(), new KeyvBlobs(new Keyv())),
      inputBudget: new ByteBudget(41_943_040),
      options: { ...FAST_MANAGER, ...options },
    });
    cleanups.push(() => created.stop());
    return created;
  };
  const maxInFlightPerTask = () => maxInFlight;
  return {
    api,
    client,
    calls,
    maxInFlightPerTask,
    keys,
    dbPath,
    logs,
    openStore,
    manager,
    cleanup: (done) => cleanups.push(done),
    observer,
  };
}

/** A job input for emulator user `userId` in `scope`. */
export function jobInput(
  id: string,
  userId: string,
  scope = 'guild-1',
  prompt = 'a lighthouse',
): NewJobInput {
  return {
    id,
    scope,
    userId,
    keyRef: { kind: 'user', userId },
    request: { prompt, width: 64, height: 64 },
    target: { channelId: 'chan-1', token: `token-${id}` },
  };
}

/** Milliseconds between consecutive entries. */
export function gaps(times: readonly number[]): number[] {
  return times.slice(1).map((time, index) => time - (times[index] as number));
}
