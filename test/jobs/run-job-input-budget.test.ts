import Bottleneck from 'bottleneck';
import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { openAiImagesCapabilities } from '../../src/backends/openai-images/openai-images-capabilities.js';
import { ByteBudget } from '../../src/core/byte-budget.js';
import { createLogger } from '../../src/core/logger.js';
import { BackendRegistry } from '../../src/image-backend/backend-registry.js';
import type { SubmitOptions } from '../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../src/image-backend/image-backend.js';
import { newJob } from '../../src/jobs/generation-job.js';
import { JobInputs } from '../../src/jobs/job-inputs.js';
import { JOB_MANAGER_DEFAULTS } from '../../src/jobs/job-manager-options.js';
import { JobStore } from '../../src/jobs/job-store.js';
import { startJob } from '../../src/jobs/run-job.js';
import { TrackedJob } from '../../src/jobs/tracked-job.js';
import { KeyvBlobs } from '../../src/store/blob-store.js';
import { RecordingObserver } from './helpers/recording-observer.js';

const IMAGE = 1_000;
const MASK = 200;
const owner = { userId: 'u1', scope: 'guild-1' };
const png = (size: number) => ({
  bytes: Buffer.alloc(size, 1),
  type: 'image/png' as const,
  width: 10,
  height: 10,
});

/** A backend whose `submit` does what the test says, told what the budget held meanwhile. */
function backendThat(
  submit: (options: SubmitOptions) => Promise<{ taskId: string; status: 'queued' }>,
  sentCopies = 1,
): ImageBackend {
  const capabilities = openAiImagesCapabilities('gpt-image-1');
  const imagesIn = capabilities.imagesIn && { ...capabilities.imagesIn, sentCopies };
  return {
    capabilities: { ...capabilities, ...(imagesIn && { imagesIn }) },
    submit: (_key, _request, options = {}) => submit(options),
    taskStatus: () => Promise.reject(new Error('not polled here')),
    balance: () => Promise.reject(new Error('no balance')),
    downloadImage: () => Promise.reject(new Error('nothing to download')),
  };
}

/** A job with a masked input (`ref`), started on `backend` within `budget`. */
async function started(
  backend: ImageBackend,
  budget: ByteBudget,
  options: { signal?: AbortSignal; stored?: boolean } = {},
) {
  const inputs = new JobInputs(new Keyv(), new KeyvBlobs(new Keyv()));
  if (options.stored !== false) await inputs.put('ref', owner, png(IMAGE), png(MASK));
  const job = newJob(
    {
      id: 'job-1',
      ...owner,
      keyRef: { kind: 'none' },
      backend: 'fake',
      request: { prompt: 'a fox' },
      input: { action: { kind: 'region' }, ref: 'ref' },
      target: {},
    },
    Date.now(),
  );
  const store = new JobStore({ active: new Keyv(), kept: new Keyv() });
  await store.save(job);
  const tracked = new TrackedJob(
    job,
    store,
    new RecordingObserver(),
    createLogger({ level: 'silent' }),
  );
  return startJob(tracked, {
    backends: new BackendRegistry([{ id: 'fake', name: 'fake', signup: {}, backend }]),
    resolveKey: async () => 'sk-key',
    limiter: new Bottleneck(),
    signal: options.signal ?? new AbortController().signal,
    options: JOB_MANAGER_DEFAULTS,
    mayAct: async () => true,
    inputs,
    inputBudget: budget,
  });
}

describe("a job's input within the input budget, from its read to its request sent", () => {
  it('holds the image, its mask and the copies its backend’s request makes while it is sent, given back once submit returned', async () => {
    const budget = new ByteBudget(1_000_000);
    let during = -1;
    const backend = backendThat(async (options) => {
      during = budget.held;
      expect(options.input?.image.bytes.length).toBe(IMAGE);
      return { taskId: 't1', status: 'queued' };
    });
    expect(await started(backend, budget)).toEqual({ apiKey: 'sk-key', submitted: true });
    expect(during).toBe(2 * (IMAGE + MASK));
    expect(budget.held).toBe(0);
  });

  it('holds it past submit while the backend says it keeps the input (a call waiting its turn), then gives it back', async () => {
    const budget = new ByteBudget(1_000_000);
    let letGo: (() => void) | undefined;
    const backend = backendThat(async (options) => {
      options.keepsInput?.(new Promise<void>((resolve) => (letGo = resolve)));
      return { taskId: 't1', status: 'queued' };
    }, 0);
    await started(backend, budget);
    expect(budget.held).toBe(IMAGE + MASK);
    letGo?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(budget.held).toBe(0);
  });

  it('gives it back when the submission fails, and holds nothing for an input the store no longer keeps', async () => {
    const budget = new ByteBudget(1_000_000);
    let peak = 0;
    const failing = backendThat(async () => {
      peak = budget.held;
      throw new Error('refused');
    });
    const failed = await started(failing, budget);
    expect('outcome' in failed && failed.outcome?.state).toBe('failed');
    expect([peak, budget.held]).toEqual([2 * (IMAGE + MASK), 0]);
    const gone = await started(failing, budget, { stored: false });
    expect('outcome' in gone && gone.outcome?.state).toBe('failed');
    expect(budget.held).toBe(0);
  });

  it('waits for its turn holding nothing, and a stop while it waits takes nothing: the job waits again', async () => {
    const budget = new ByteBudget(3_000);
    const other = await budget.acquire(2_000);
    const stop = new AbortController();
    let submitted = false;
    const backend = backendThat(async () => {
      submitted = true;
      return { taskId: 't1', status: 'queued' };
    });
    const start = started(backend, budget, { signal: stop.signal });
    while (budget.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(budget.held).toBe(2_000);
    stop.abort(new Error('stopping'));
    expect(await start).toEqual({ outcome: undefined });
    expect([submitted, budget.held, budget.waiting]).toEqual([false, 2_000, 0]);
    other.release();
  });
});
