import { InvalidApiKeyError, PoolServerRefusedError, UnknownTaskError } from '../backend-errors.js';
import { type BackendProbe, pooledProblem } from '../backend-probe.js';
import type {
  Balance,
  CallOptions,
  DescribeOptions,
  StatusOptions,
  Submission,
  SubmitOptions,
  TaskStatus,
} from '../backend-types.js';
import type { BackendCapabilities } from '../capabilities.js';
import type { GenerationRequest } from '../generation-parameters.js';
import type { ImageBackend } from '../image-backend.js';
import type { InputImage } from '../images-in.js';
import type { BackendLora } from '../loras.js';
import { poolCapabilities } from './pool-capabilities.js';
import { PoolOrphans } from './pool-orphans.js';
import { type PoolMember, ServerPool } from './server-pool.js';
import type { ServerPoolOptions } from './server-pool-options.js';

/** The answers of `asked` that came, in order; the first failure when none did. */
async function answersOf<T>(asked: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(asked);
  const answers = settled.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
  const failed = settled.find((each) => each.status === 'rejected');
  if (answers.length === 0 && failed) throw failed.reason;
  return answers;
}

/** Whether a server describes images: it offers it, and its route is there. */
const describes = ({ backend }: PoolMember): boolean =>
  backend.capabilities.imagesIn?.describe === true &&
  (backend.serves?.({ prompt: '' }, { action: { kind: 'describe' } }) ?? true);

/**
 * A self-hosted backend made of one single-server backend per URL (several GPU servers of
 * ComfyUI or a WebUI, or one): the line hands each submission a server (`SubmitOptions.server`,
 * refused when absent on a pool of several, or when that server is down: a
 * {@link PoolServerRefusedError}, nothing sent), and every later call of its task goes where its
 * id says (`<serverId>|<taskId>` on a pool of several; an id without a server is the first's).
 * What the servers offer together is read from those up ({@link poolCapabilities}); their state
 * is {@link ServerPool}'s, which `pool` is, told how each submission ended (a server failing them
 * is taken out); a task left on a server while it was silent is
 * offered to its job, where finished, or stopped there once it answers again ({@link PoolOrphans}). One server is the degenerate pool: its ids, its
 * capabilities and its answers are its backend's own.
 */
export class PooledBackend implements ImageBackend {
  readonly capabilities: BackendCapabilities;
  readonly pool: ServerPool;
  readonly findSubmission?: ImageBackend['findSubmission'];
  readonly cancel?: ImageBackend['cancel'];
  readonly choices?: ImageBackend['choices'];
  readonly editChoices?: ImageBackend['editChoices'];
  readonly loras?: ImageBackend['loras'];
  readonly describe?: ImageBackend['describe'];
  readonly estimate?: ImageBackend['estimate'];
  readonly probe?: ImageBackend['probe'];
  readonly onSettled?: ImageBackend['onSettled'];
  readonly parameterDefaults?: ImageBackend['parameterDefaults'];
  readonly #orphans: PoolOrphans;

  constructor(options: ServerPoolOptions) {
    this.pool = new ServerPool(options);
    this.#orphans = new PoolOrphans(options.logger, (member, status) =>
      this.pool.leftTaskDone({
        ...status,
        taskId: this.pool.taskIds.of(member.id, status.taskId),
      }),
    );
    this.pool.beforeUp((member) => this.#orphans.cancelOn(member));
    const first = this.pool.first.backend;
    const live = () => this.pool.live().map(({ backend }) => backend.capabilities);
    this.capabilities = this.#several
      ? poolCapabilities(first.capabilities, live)
      : first.capabilities;
    if (first.findSubmission) this.findSubmission = (...call) => this.#findSubmission(...call);
    if (first.cancel) this.cancel = (...call) => this.#cancel(...call);
    if (first.choices) this.choices = (options) => this.#choices(options);
    // The servers run the same workflows: the first's edits are every server's.
    if (first.editChoices) this.editChoices = first.editChoices.bind(first);
    if (first.loras) this.loras = (options) => this.#loras(options);
    if (first.describe) this.describe = (...call) => this.#describe(...call);
    if (first.estimate) this.estimate = (...call) => this.#estimate(...call);
    if (first.probe) this.probe = () => this.#probe();
    if (first.onSettled) this.onSettled = (...call) => this.#onSettled(...call);
    // The servers run the same workflows: the first's are every server's.
    if (first.parameterDefaults) this.parameterDefaults = first.parameterDefaults.bind(first);
  }

  get #several(): boolean {
    return this.pool.members.length > 1;
  }

  async submit(
    apiKey: string,
    request: GenerationRequest,
    options: SubmitOptions = {},
  ): Promise<Submission> {
    const member = this.#sendingTo(options.server);
    const sent = this.#watch(member, member.backend.submit(apiKey, request, options));
    const submission = await sent.catch((error: unknown) => {
      this.pool.submitted(member, error);
      throw error;
    });
    this.pool.submitted(member);
    return { ...submission, taskId: this.pool.taskIds.of(member.id, submission.taskId) };
  }

  async taskStatus(apiKey: string, taskId: string, options?: StatusOptions): Promise<TaskStatus> {
    const { member, own } = this.#taskOf(taskId);
    try {
      const status = await this.#watch(member, member.backend.taskStatus(apiKey, own, options));
      return { ...status, taskId };
    } catch (error) {
      this.#orphans.noteStatus(member, own, error);
      throw error;
    }
  }

  /**
   * The key's balance as the first server tells it. Where members link keys of their own, every
   * other server up checks the key at the same time: one that refuses it (a relay that does not
   * know it) would fail the member's images sent there, so its refusal is the answer. A server
   * that cannot be asked now does not hold the key back.
   */
  async balance(apiKey: string, options?: CallOptions): Promise<Balance> {
    const { first } = this.pool;
    if (!this.#several || !first.backend.capabilities.keys?.member) {
      return first.backend.balance(apiKey, options);
    }
    const others = this.pool.live().filter((member) => member !== first);
    const [asked, ...checks] = await Promise.allSettled(
      [first, ...others].map(({ backend }) => backend.balance(apiKey, options)),
    );
    if (asked?.status === 'rejected') throw asked.reason;
    const refused = checks.find(
      (check): check is PromiseRejectedResult =>
        check.status === 'rejected' && check.reason instanceof InvalidApiKeyError,
    );
    if (refused) throw refused.reason;
    return (asked as PromiseFulfilledResult<Balance>).value;
  }

  /**
   * Reads an image from the server whose base URL it is under (ComfyUI's `/view`); a URL of no
   * server's (a WebUI's image held in this process) from the first server that holds it.
   */
  async downloadImage(url: string, options?: CallOptions & { maxBytes?: number }): Promise<Buffer> {
    const under = this.#under(url);
    if (under || !this.#several) {
      const member = under ?? this.pool.first;
      return this.#watch(member, member.backend.downloadImage(url, options));
    }
    let firstFailure: unknown;
    for (const member of this.pool.members) {
      try {
        return await member.backend.downloadImage(url, options);
      } catch (error) {
        firstFailure ??= error;
      }
    }
    throw firstFailure;
  }

  /** Tells every server that may hold the image (a URL of none: each) that it was delivered. */
  delivered(url: string): void {
    const under = this.#under(url);
    for (const member of under ? [under] : this.pool.members) member.backend.delivered?.(url);
  }

  /** Stops asking the servers found down (their backends are closed by whoever made them). */
  close(): void {
    this.pool.close();
  }

  /** Listens on the server the task runs on; a task of no server of the pool is never told. */
  #onSettled(taskId: string, listener: () => void): () => void {
    const split = this.pool.taskIds.split(taskId);
    const member = split && this.pool.member(split.server);
    return (split && member?.backend.onSettled?.(split.taskId, listener)) ?? (() => {});
  }

  async #findSubmission(
    apiKey: string,
    submissionId: string,
    options: CallOptions = {},
  ): Promise<string | undefined> {
    const member =
      options.server === undefined ? this.pool.first : this.pool.member(options.server);
    const found = await member?.backend.findSubmission?.(apiKey, submissionId, options);
    return member && found !== undefined ? this.pool.taskIds.of(member.id, found) : undefined;
  }

  async #cancel(apiKey: string, taskId: string, options?: CallOptions): Promise<void> {
    const { member, own } = this.#taskOf(taskId);
    try {
      await this.#watch(member, member.backend.cancel?.(apiKey, own, options) ?? Promise.resolve());
    } catch (error) {
      this.#orphans.noteCancel(member, own, error);
      throw error;
    }
  }

  /** Each live server's list (`ask` of its backend; none where it offers none), its failures watched. */
  #eachLive<T>(ask: (backend: ImageBackend) => Promise<readonly T[]> | undefined) {
    return answersOf(
      this.pool
        .live()
        .map((member) => this.#watch(member, ask(member.backend) ?? Promise.resolve([]))),
    );
  }

  /** The workflows or models of every live server, each once, the first server's order first. */
  async #choices(options?: CallOptions): Promise<readonly string[]> {
    if (!this.#several) return this.pool.first.backend.choices?.(options) ?? [];
    const lists = await this.#eachLive((backend) => backend.choices?.(options));
    return [...new Set(lists.flat())];
  }

  /** The LoRAs of every live server, each once (by name), labelled as the first to list it does. */
  async #loras(options?: CallOptions & { fresh?: boolean }): Promise<readonly BackendLora[]> {
    if (!this.#several) return this.pool.first.backend.loras?.(options) ?? [];
    const lists = await this.#eachLive((backend) => backend.loras?.(options));
    const byName = new Map<string, BackendLora>();
    for (const lora of lists.flat()) {
      if (!byName.has(lora.name)) byName.set(lora.name, lora);
    }
    return [...byName.values()];
  }

  /** A caption from the server named, else the first live one that describes (else the first live). */
  #describe(apiKey: string, image: InputImage, options: DescribeOptions = {}): Promise<string> {
    const named = options.server === undefined ? undefined : this.pool.member(options.server);
    const member =
      named ?? this.pool.live().find(describes) ?? this.pool.live()[0] ?? this.pool.first;
    const describe = member.backend.describe?.(apiKey, image, options);
    return this.#watch(member, describe ?? Promise.reject(new Error('describe is not offered')));
  }

  #estimate(apiKey: string, request: GenerationRequest, options: SubmitOptions = {}) {
    const member =
      (options.server === undefined ? undefined : this.pool.member(options.server)) ??
      this.pool.first;
    const estimate = member.backend.estimate?.(apiKey, request, options);
    return this.#watch(member, estimate ?? Promise.reject(new Error('estimate is not offered')));
  }

  /**
   * Every server asked at once ({@link ServerPool.probeAll}): one server's probe as it is; for
   * several, each one's (`servers`), their URLs together and all their problems.
   */
  async #probe(): Promise<BackendProbe> {
    const probes = await this.pool.probeAll();
    const found = probes.map(
      (probe, at) => probe ?? { url: this.pool.members[at]?.url ?? '', problems: [] },
    );
    if (!this.#several) return found[0] as BackendProbe;
    const answered = found.some(({ problems }) => !problems.some((p) => p.unreachable));
    const servers = answered
      ? found.map((probe) => ({ ...probe, problems: probe.problems.map(pooledProblem) }))
      : found;
    return {
      url: servers.map(({ url }) => url).join(', '),
      problems: servers.flatMap(({ problems }) => problems),
      servers,
    };
  }

  /** The server a submission goes to. @throws {PoolServerRefusedError} when it cannot go there. */
  #sendingTo(server: string | undefined): PoolMember {
    if (server === undefined) {
      if (this.#several) throw new PoolServerRefusedError(undefined, 'unnamed');
      return this.pool.first;
    }
    const member = this.pool.member(server);
    if (!member) throw new PoolServerRefusedError(server, 'unknown');
    // One server is tried whatever its state, as a single server always was (an answer brings it up).
    if (member.state === 'down' && this.#several) throw new PoolServerRefusedError(server, 'down');
    return member;
  }

  /** The server of a pool's task id and its own id there. @throws {UnknownTaskError} for none. */
  #taskOf(taskId: string): { member: PoolMember; own: string } {
    const split = this.pool.taskIds.split(taskId);
    const member = split && this.pool.member(split.server);
    if (!split || !member) {
      throw new UnknownTaskError(taskId, { detail: 'its server is no longer in the pool' });
    }
    return { member, own: split.taskId };
  }

  /** The server whose base URL `url` is under (the longest, where several share a host). */
  #under(url: string): PoolMember | undefined {
    const base = (member: PoolMember) => member.url.replace(/\/+$/, '');
    const matching = this.pool.members.filter(
      (member) => url === base(member) || url.startsWith(`${base(member)}/`),
    );
    return matching.sort((a, b) => base(b).length - base(a).length)[0];
  }

  /** `call` to `member`, a dead server's failure taking it down. */
  async #watch<T>(member: PoolMember, call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      this.pool.failed(member, error);
      throw error;
    }
  }
}
