import { setTimeout as delay } from 'node:timers/promises';
import { errorCodes } from '../../core/error-codes.js';
import { serverIdOf } from '../../core/server-list-fields.js';
import { BackendDownError, ServiceTimeoutError } from '../backend-errors.js';
import type {
  BackendPool,
  LeftTaskListener,
  PoolServer,
  PoolServerState,
} from '../backend-pool.js';
import type { BackendProbe } from '../backend-probe.js';
import type { CompletedStatus, GenerationRequest, ServeOptions } from '../backend-types.js';
import type { ImageBackend } from '../image-backend.js';
import { deadServer } from '../network-error.js';
import { FAILURES_TO_EJECT, FailStreak, serverFailed } from './fail-streak.js';
import { QuietWatch } from './quiet-watch.js';
import { PoolTaskIds, serverLabelOf } from './server-ids.js';
import type { ServerPoolOptions, ServerWatch } from './server-pool-options.js';

/** One server of a pool: where it is, its backend and its state. */
export interface PoolMember extends PoolServer {
  /** Its base URL, as the operator wrote it. */
  readonly url: string;
  readonly backend: ImageBackend;
}

/** Whether a probe found the server answering (a problem it found otherwise keeps it up). */
const answered = (probe: BackendProbe | undefined): boolean =>
  probe !== undefined && !probe.problems.some((problem) => problem.unreachable);

/** How a dead server's failure is named in the operator's line: a timeout, its code, a status. */
function causeOf(error: unknown): string {
  if (error instanceof ServiceTimeoutError) return `no answer within ${error.timeoutMs} ms`;
  if (error instanceof BackendDownError) {
    return `no answer for ${Math.round(error.downAfterMs / 1000)} s`;
  }
  const [code] = errorCodes(error);
  const status = (error as { status?: unknown }).status;
  return code ?? (typeof status === 'number' ? `HTTP ${status}` : (error as Error).name);
}

/**
 * The servers of a self-hosted backend and their state ({@link BackendPool}): each up until its
 * requests fail as a dead server's do (refused, reset, timed out: `deadServer`) or its probe finds
 * it unreachable, or, on a pool of several, it fails the submissions it is sent ({@link FailStreak}:
 * then only once its time out is over); then asked again every `probeEveryMs` (an abortable loop,
 * ended by `close`) and up once its probe passes. Listeners hear each change; the operator's log
 * says it.
 */
export class ServerPool implements BackendPool {
  readonly members: readonly PoolMember[];
  readonly taskIds: PoolTaskIds;
  readonly #states = new Map<string, PoolServerState>();
  readonly #listeners = new Set<(server: PoolServer) => void>();
  readonly #leftTaskListeners = new Set<LeftTaskListener>();
  /** What is done with a server that answers again before it takes jobs (`beforeUp`). */
  #beforeUp: (member: PoolMember) => Promise<void> = async () => {};
  /** The servers answering again whose `beforeUp` runs. */
  readonly #returning = new Set<string>();
  readonly #closing = new AbortController();
  /** The servers the start's probe is asking: found down quietly (the probe's own line says why). */
  readonly #starting = new Set<string>();
  readonly #options: ServerPoolOptions;
  readonly #quiet: QuietWatch;
  readonly #streak: FailStreak;
  #wake = new AbortController();
  #probing: Promise<void> | undefined;
  #shown: readonly PoolServer[] | undefined;

  constructor(options: ServerPoolOptions) {
    this.#options = options;
    if (options.servers.length === 0) throw new Error(`${options.setting} lists no server`);
    this.members = options.servers.map((spec, at) => {
      const id = serverIdOf(spec.url);
      const watch: ServerWatch = (failure) => this.#watched(id, failure);
      const backend = options.make({ ...spec, id }, watch, at);
      const states = this.#states;
      states.set(id, 'up');
      return {
        id,
        label: serverLabelOf(spec.url),
        url: spec.url,
        slots: spec.slots,
        backend,
        get state() {
          return states.get(id) ?? 'up';
        },
      };
    });
    const ids = this.members.map(({ id }) => id);
    if (new Set(ids).size !== ids.length) {
      throw new Error(`${options.setting} lists a server twice: ${ids.join(', ')}`);
    }
    this.taskIds = new PoolTaskIds(ids);
    this.#streak = new FailStreak({
      ejectMs: options.ejectMs ?? 30_000,
      maxEjectMs: options.maxEjectMs ?? 300_000,
      now: options.now ?? Date.now,
    });
    this.#quiet = new QuietWatch({
      everyMs: options.idleProbeEveryMs ?? 30_000,
      now: options.now ?? Date.now,
      sleep: (ms, signal) => this.#sleep(ms, signal),
      closing: this.#closing.signal,
      quiet: (id) => {
        const member = this.member(id);
        return member?.state === 'up' && member.backend.probe !== undefined;
      },
      ask: (id) => this.#askQuietOne(this.member(id) as PoolMember),
    });
  }

  /** The first server: the one an id without a server's prefix belongs to. */
  get first(): PoolMember {
    return this.members[0] as PoolMember;
  }

  servers(): readonly PoolServer[] {
    this.#shown ??= this.members.map(({ id, label, slots, state }) => ({
      id,
      label,
      slots,
      state,
    }));
    return this.#shown;
  }

  /** The server `id` names, or undefined when the pool has none of that id. */
  member(id: string): PoolMember | undefined {
    return this.members.find((member) => member.id === id);
  }

  /** The servers up now, or every server when none is (each then answers as it can). */
  live(): readonly PoolMember[] {
    const up = this.members.filter(({ state }) => state === 'up');
    return up.length > 0 ? up : this.members;
  }

  eligible(request: GenerationRequest, options?: ServeOptions): readonly string[] {
    return this.members
      .filter(
        ({ state, backend }) => state === 'up' && (backend.serves?.(request, options) ?? true),
      )
      .map(({ id }) => id);
  }

  serving(request: GenerationRequest, options?: ServeOptions): readonly string[] {
    return this.members
      .filter(({ backend }) => backend.serves?.(request, options) ?? true)
      .map(({ id }) => id);
  }

  modelOf(request: GenerationRequest, options?: ServeOptions): string | undefined {
    return this.first.backend.modelOf?.(request, options);
  }

  serverOf(taskId: string): string | undefined {
    return this.taskIds.split(taskId)?.server;
  }

  onChange(listener: (server: PoolServer) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onLeftTaskDone(listener: LeftTaskListener): () => void {
    this.#leftTaskListeners.add(listener);
    return () => this.#leftTaskListeners.delete(listener);
  }

  /**
   * Runs `hook` on each server that answers again before it is up (before the line sends it
   * anything): the tasks left there are settled first. `hook` must not reject.
   */
  beforeUp(hook: (member: PoolMember) => Promise<void>): void {
    this.#beforeUp = hook;
  }

  /** Offers a left task's finished `status` to the listeners: true where one took its result. */
  async leftTaskDone(status: CompletedStatus): Promise<boolean> {
    for (const listener of this.#leftTaskListeners) {
      if (await listener(status)) return true;
    }
    return false;
  }

  /** Notes how a call to `member` failed: a dead server's failure takes it down. */
  failed(member: PoolMember, error: unknown): void {
    this.#watched(member.id, error);
  }

  /**
   * Notes how a submission to `member` ended (`failure`: how it failed): on a pool of several, a
   * server that fails {@link FAILURES_TO_EJECT} in a row with its own error is taken out, unless
   * it is the last one up (a fault of every server's, such as the workflow's, takes none out).
   */
  submitted(member: PoolMember, failure?: unknown): void {
    if (failure === undefined) {
      this.#streak.took(member.id);
      return;
    }
    if (member.state === 'down' || !serverFailed(failure)) return;
    if (!this.members.some((other) => other !== member && other.state === 'up')) return;
    const outMs = this.#streak.failed(member.id);
    if (outMs === undefined) return;
    this.#set(member, 'down');
    this.#options.logger.warn(
      `${this.#options.name} at ${member.label} failed the last ${FAILURES_TO_EJECT} jobs it was ` +
        `sent (${causeOf(failure)}): no job is sent there for ${Math.round(outMs / 1000)} s, ` +
        'then once its probe passes',
      { server: member.id, setting: this.#options.setting },
    );
  }

  /**
   * Asks every server at once (the start's probe, `ImageBackend.probe`): one found unreachable
   * is down from now (quietly: its probe's own line says why), and asked again until it answers;
   * one down that answers is up. Resolves to each one's probe, in order.
   */
  async probeAll(): Promise<(BackendProbe | undefined)[]> {
    return Promise.all(
      this.members.map(async (member) => {
        this.#starting.add(member.id);
        const probe = await member.backend.probe?.().catch(() => undefined);
        this.#starting.delete(member.id);
        if (probe && !answered(probe)) this.#set(member, 'down');
        else if (probe) this.#answered(member);
        return probe;
      }),
    ).finally(() => {
      if (this.members.length > 1) this.#quiet.start(this.members.map(({ id }) => id));
    });
  }

  /** Stops asking the servers found down. */
  close(): void {
    this.#closing.abort();
  }

  #watched(id: string, failure?: unknown): void {
    const member = this.member(id);
    if (!member) return;
    if (failure !== undefined && deadServer(failure)) {
      if (member.state === 'down') return;
      this.#set(member, 'down');
      if (this.#starting.has(id)) return;
      const every = Math.round(this.#every / 1000);
      this.#options.logger.warn(
        `${this.#options.name} at ${member.label} stopped answering (${causeOf(failure)}): no job is ` +
          `sent there until it answers again; asked every ${every} s`,
        { server: member.id, setting: this.#options.setting },
      );
    } else {
      this.#quiet.heard(id);
      if (member.state === 'down') this.#wake.abort();
    }
  }

  get #every(): number {
    return this.#options.probeEveryMs ?? 10_000;
  }

  #sleep(ms: number, signal: AbortSignal): Promise<unknown> {
    return (this.#options.sleep ?? ((wait, until) => delay(wait, undefined, { signal: until })))(
      ms,
      signal,
    );
  }

  #set(member: PoolMember, state: PoolServerState): void {
    if (member.state === state) return;
    this.#states.set(member.id, state);
    this.#shown = undefined;
    const { id, label, slots } = member;
    for (const listener of this.#listeners) listener({ id, label, slots, state });
    if (state === 'down') this.#probeWhileDown();
  }

  #probeWhileDown(): void {
    if (this.#probing || this.#closing.signal.aborted) return;
    this.#probing = this.#askDown().finally(() => {
      this.#probing = undefined;
      if (this.members.some(({ state }) => state === 'down')) this.#probeWhileDown();
    });
  }

  async #askDown(): Promise<void> {
    const closing = this.#closing.signal;
    while (!closing.aborted && this.members.some(({ state }) => state === 'down')) {
      this.#wake = new AbortController();
      await this.#sleep(this.#every, AbortSignal.any([closing, this.#wake.signal])).catch(() => {});
      if (closing.aborted) return;
      const down = this.members.filter(
        ({ id, state }) => state === 'down' && !this.#streak.held(id) && !this.#returning.has(id),
      );
      await Promise.all(down.map((member) => this.#askAgain(member)));
    }
  }

  async #askAgain(member: PoolMember): Promise<void> {
    const probe = member.backend.probe
      ? await member.backend.probe().catch(() => undefined)
      : { url: member.url, problems: [] };
    if (answered(probe) && !this.#closing.signal.aborted) this.#answered(member);
  }

  async #askQuietOne(member: PoolMember): Promise<void> {
    const probe = await member.backend.probe?.().catch(() => undefined);
    if (this.#closing.signal.aborted || member.state !== 'up') return;
    if (answered(probe)) {
      this.#quiet.heard(member.id);
      return;
    }
    this.#set(member, 'down');
    const cause = probe?.problems.find((problem) => problem.unreachable)?.line;
    this.#options.logger.warn(
      `${this.#options.name} at ${member.label} stopped answering while idle (its probe found ` +
        `it unreachable): no job is sent there until it answers again; asked every ` +
        `${Math.round(this.#every / 1000)} s`,
      { server: member.id, setting: this.#options.setting, ...(cause && { cause }) },
    );
  }

  /** `member` answered: heard now, and up where it was down. */
  #answered(member: PoolMember): void {
    this.#quiet.heard(member.id);
    this.#backUp(member);
  }

  /** `member` answers again: up once its `beforeUp` ran, and said so, where it was down. */
  #backUp(member: PoolMember): void {
    if (member.state === 'up' || this.#returning.has(member.id)) return;
    this.#returning.add(member.id);
    void this.#beforeUp(member).finally(() => {
      this.#returning.delete(member.id);
      if (!this.#closing.signal.aborted) this.#up(member);
    });
  }

  #up(member: PoolMember): void {
    if (member.state === 'up') return;
    this.#set(member, 'up');
    this.#options.logger.info(
      `${this.#options.name} at ${member.label} answers again: jobs are sent there again`,
      { server: member.id, setting: this.#options.setting },
    );
  }
}
