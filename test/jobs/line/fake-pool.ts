import type {
  BackendPool,
  PoolServer,
  PoolServerState,
} from '../../../src/image-backend/backend-pool.js';
import {
  BackendRegistry,
  ORIGINAL_BACKEND_ID,
} from '../../../src/image-backend/backend-registry.js';
import type { BackendCapabilities } from '../../../src/image-backend/capabilities.js';
import type { GenerationRequest } from '../../../src/image-backend/generation-parameters.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';

/**
 * A pool as the line sees it (`BackendPool`), driven by the test: servers' slots and states, and
 * which servers have what a request needs (a model only some have).
 */
export class FakePool implements BackendPool {
  readonly #servers: PoolServer[];
  readonly #listeners = new Set<(server: PoolServer) => void>();
  /** The servers with each model; a model not named here is on every server. */
  readonly models = new Map<string, readonly string[]>();
  /** Task ids this pool knows, with their server. */
  readonly tasks = new Map<string, string>();

  constructor(...servers: readonly [string, number, PoolServerState?][]) {
    this.#servers = servers.map(([id, slots, state = 'up']) => ({ id, label: id, slots, state }));
  }

  servers(): readonly PoolServer[] {
    return this.#servers;
  }

  eligible(request: GenerationRequest): readonly string[] {
    const up = new Set(this.#servers.filter(({ state }) => state === 'up').map(({ id }) => id));
    return this.serving(request).filter((id) => up.has(id));
  }

  serving(request: GenerationRequest): readonly string[] {
    const all = this.#servers.map((server) => server.id);
    const having = request.model === undefined ? undefined : this.models.get(request.model);
    return having ? all.filter((id) => having.includes(id)) : all;
  }

  /** The model a request names: the line's affinity reads it. */
  modelOf(request: GenerationRequest): string | undefined {
    return request.model;
  }

  serverOf(taskId: string): string | undefined {
    return this.tasks.get(taskId);
  }

  onChange(listener: (server: PoolServer) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Its servers leave no task to take: nothing is ever offered. */
  onLeftTaskDone(): () => void {
    return () => {};
  }

  /** Sets a server's state and tells the listeners. */
  set(id: string, state: PoolServerState): void {
    const index = this.#servers.findIndex((server) => server.id === id);
    const server = { ...(this.#servers[index] as PoolServer), state };
    this.#servers[index] = server;
    for (const listener of this.#listeners) listener(server);
  }
}

const CAPABILITIES = {
  parameters: { steps: { default: 20 }, width: { default: 512 }, height: { default: 512 } },
} as unknown as BackendCapabilities;

/** A backend that only has a pool (nothing is ever sent to it here). */
function pooledBackend(pool: BackendPool): ImageBackend {
  const never = () => Promise.reject(new Error('not sent in this test'));
  return {
    capabilities: CAPABILITIES,
    pool,
    submit: never,
    taskStatus: never,
    balance: never,
    generateApiKey: never,
    getApiKey: never,
    revokeApiKey: never,
    downloadImage: never,
  } as unknown as ImageBackend;
}

/** A registry with the original service (no pool) and `comfyui` over `pool`. */
export function registryWith(pool: BackendPool): BackendRegistry {
  const hosted = { ...pooledBackend(pool), pool: undefined } as ImageBackend;
  return new BackendRegistry([
    { id: ORIGINAL_BACKEND_ID, name: 'image service', signup: {}, backend: hosted },
    { id: 'comfyui', name: 'ComfyUI', signup: {}, backend: pooledBackend(pool) },
  ]);
}
