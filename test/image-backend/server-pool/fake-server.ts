import {
  ServiceUnavailableError,
  UnknownTaskError,
} from '../../../src/image-backend/backend-errors.js';
import type { BackendProbe } from '../../../src/image-backend/backend-probe.js';
import type {
  GenerationRequest,
  ServeOptions,
  TaskStatus,
} from '../../../src/image-backend/backend-types.js';
import { type BackendCapabilities, NO_KEYS } from '../../../src/image-backend/capabilities.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import type { BackendLora } from '../../../src/image-backend/loras.js';
import type {
  ServerPoolOptions,
  ServerWatch,
} from '../../../src/image-backend/server-pool/server-pool-options.js';

/** A refused connection, as the port's JSON request throws it. */
export const refused = () =>
  new ServiceUnavailableError({
    detail: 'GET /x: ECONNREFUSED',
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });

/** What one fake server has and does; every field may be changed by the test. */
export interface FakeServer {
  readonly url: string;
  models: string[] | undefined;
  loras: string[];
  factors: number[];
  mask: boolean;
  describes: boolean;
  cancels: boolean;
  /** Whether its probe reaches it. */
  answers: boolean;
  /** Thrown by its next call, once. */
  fail?: unknown;
  /** What it was asked, in order (`submit request.prompt`, `status t1`, …). */
  readonly calls: string[];
  /** Told of its requests' ends, as its HTTP layer would: set when the pool made it. */
  watch?: ServerWatch;
  tasks: number;
  /** Who listens for each of its tasks' ends (`onSettled`), by its own task id. */
  readonly settled: Map<string, () => void>;
}

/** A fake server at `url` with the model `models` lists (none: not read yet). */
export function fakeServer(url: string, models?: string[]): FakeServer {
  return {
    url,
    models,
    loras: [],
    factors: [2],
    mask: false,
    describes: false,
    cancels: false,
    answers: true,
    calls: [],
    tasks: 0,
    settled: new Map(),
  };
}

/** The capabilities of `server`, read live as a backend's getters read its lists. */
function capabilitiesOf(server: FakeServer): BackendCapabilities {
  return {
    keys: NO_KEYS,
    balance: undefined,
    tasks: 'async',
    progress: 'percent',
    get cancel() {
      return server.cancels;
    },
    parameters: {
      prompt: {},
      steps: { min: 1, max: 150, default: 20 },
      model: {
        get values() {
          return server.models;
        },
      },
    },
    choices: { option: 'model', source: 'backend' },
    images: 'bytes',
    contentFlags: false,
    reportsCost: false,
    workflowRanges: (workflow) =>
      server.models?.includes(workflow) ? { steps: { max: server.factors[0] ?? 1 } } : undefined,
    get imagesIn() {
      return {
        edit: { strength: { min: 0, max: 1, default: 0.6 }, mask: server.mask },
        upscale: { factors: server.factors, maxResultPixels: 4096 * 4096 },
        describe: server.describes,
        maxInput: { bytes: 1_000_000, pixels: 1_000_000 },
        types: ['image/png'],
      };
    },
  } as BackendCapabilities;
}

/** `server` as an image backend of its own, as a backend's registration makes one per URL. */
export function fakeBackend(server: FakeServer): ImageBackend {
  const call = async <T>(what: string, answer: () => T): Promise<T> => {
    server.calls.push(what);
    const failure = server.fail;
    if (failure !== undefined) {
      server.fail = undefined;
      server.watch?.(failure);
      throw failure;
    }
    server.watch?.();
    return answer();
  };
  return {
    capabilities: capabilitiesOf(server),
    serves: (request: GenerationRequest, options?: ServeOptions) => {
      if (options?.action?.kind === 'describe') return server.describes;
      const model = request.model;
      return model === undefined || server.models === undefined || server.models.includes(model);
    },
    submit: (_key, request) =>
      call(`submit ${String(request.prompt)}`, () => ({
        taskId: `t${++server.tasks}`,
        status: 'queued',
      })),
    findSubmission: (_key, submissionId) =>
      call(`find ${submissionId}`, () => (submissionId === 'known' ? 't9' : undefined)),
    taskStatus: (_key, taskId) =>
      call(`status ${taskId}`, (): TaskStatus => {
        if (taskId === 'gone') throw new UnknownTaskError(taskId);
        return { taskId, state: 'completed', imageUrl: `${server.url}/view?filename=${taskId}` };
      }),
    onSettled: (taskId, listener) => {
      server.settled.set(taskId, listener);
      return () => server.settled.delete(taskId);
    },
    cancel: (_key, taskId) => call(`cancel ${taskId}`, () => undefined),
    balance: () => call('balance', () => ({ userId: '', username: '', balance: 0, currency: '' })),
    choices: () => call('choices', () => server.models ?? []),
    loras: () =>
      call('loras', (): BackendLora[] =>
        server.loras.map((name) => ({ name, label: `${name} on ${server.url}` })),
      ),
    describe: () => call('describe', () => `described by ${server.url}`),
    downloadImage: (url) =>
      call(`download ${url}`, () => {
        if (!url.startsWith(server.url) && !url.startsWith(`held://${server.url}`)) {
          throw new UnknownTaskError(url);
        }
        return Buffer.from(server.url);
      }),
    probe: async (): Promise<BackendProbe> => {
      server.calls.push('probe');
      if (server.answers) return { url: server.url, problems: [] };
      const line = `cannot reach the fake at ${server.url}`;
      return { url: server.url, problems: [{ line, setting: 'FAKE_URL', unreachable: true }] };
    },
  };
}

/** A clock whose sleeps end when the test says: each waits until `tick`, or its signal aborts. */
export class FakeSleeps {
  readonly asked: number[] = [];
  #waiting: (() => void)[] = [];

  readonly sleep = (ms: number, signal: AbortSignal): Promise<void> => {
    this.asked.push(ms);
    return new Promise<void>((resolve, reject) => {
      const end = () => {
        signal.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        this.#waiting = this.#waiting.filter((each) => each !== end);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      this.#waiting.push(end);
    });
  };

  /** How many sleeps wait now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Ends every sleep waiting now, and lets what follows run. */
  async tick(): Promise<void> {
    for (const end of this.#waiting.splice(0)) end();
    await settle();
  }
}

/** Lets every promise already resolved run its continuations (a few turns of the queue). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

/** The options of a pool over `servers` (slots 1, 2, …), its lines kept in `lines`. */
export function poolOver(
  servers: readonly FakeServer[],
  sleeps: FakeSleeps,
  lines: string[] = [],
): ServerPoolOptions {
  return {
    name: 'Fake',
    setting: 'FAKE_URL',
    servers: servers.map(({ url }, at) => ({ url, slots: at + 1 })),
    make: (spec, watch) => {
      const server = servers.find(({ url }) => url === spec.url) as FakeServer;
      server.watch = watch;
      return fakeBackend(server);
    },
    logger: {
      info: (line) => lines.push(`info ${line}`),
      warn: (line) => lines.push(`warn ${line}`),
    },
    probeEveryMs: 10_000,
    sleep: sleeps.sleep,
  };
}
