import type { DiscordEmulator, InteractionRun, RequestLogEntry } from '../sandbox/discord/index.js';

/** What a member saw of one `/imagine` (epoch ms on the emulators' clock). */
export interface RequestSeen {
  readonly createdAt: number;
  /** The bot answered the command (else Discord told the member it failed). */
  readonly acknowledged: boolean;
  /** Refused at the command: the private error answer. */
  readonly refused: boolean;
  /** When the reply showed its end (an image, or a failure with its Retry); absent while open. */
  readonly closedAt?: number;
  /** Images (or videos) posted in the finished reply. */
  readonly delivered: number;
}

interface Followed {
  readonly run: InteractionRun;
  readonly createdAt: number;
  refused: boolean;
  closedAt?: number;
  delivered: number;
}

const ERROR_PREFIX = '⚠️';
/** A finished reply has Remix (an image's, or a failure's to try again). */
const FINISHED = /^imagine:remix:/;

/**
 * Follows every request's reply through the Discord emulator's events: a private refusal, or the
 * edit that shows the generation finished, with the images it carries. Nothing per job is
 * awaited; it reads the reply only when an edit of it arrives.
 */
export class FairTracker {
  readonly #byRun = new Map<string, Followed>();
  readonly #byToken = new Map<string, Followed>();
  #open = 0;

  constructor(private readonly discord: DiscordEmulator) {
    discord.events.on('interactionResponse', this.#onResponse);
    discord.events.on('request', this.#onRequest);
  }

  /** Starts following `run`. */
  add(run: InteractionRun): void {
    const followed: Followed = {
      run,
      createdAt: Date.parse(run.status.createdAt),
      refused: false,
      delivered: 0,
    };
    this.#byRun.set(run.id, followed);
    this.#byToken.set(run.token, followed);
    this.#open += 1;
    this.#onResponse(run);
    this.#check(followed, Date.now());
  }

  /** Requests not ended yet. */
  get open(): number {
    return this.#open;
  }

  /** What was seen of `run` so far. */
  seen(run: InteractionRun): RequestSeen {
    const followed = this.#byRun.get(run.id);
    if (!followed) throw new Error(`not followed: ${run.id}`);
    const { createdAt, refused, closedAt, delivered } = followed;
    const acknowledged = followed.run.acknowledged;
    return {
      ...{ createdAt, acknowledged, refused, delivered },
      ...(closedAt !== undefined && { closedAt }),
    };
  }

  stop(): void {
    this.discord.events.off('interactionResponse', this.#onResponse);
    this.discord.events.off('request', this.#onRequest);
  }

  #close(followed: Followed, at: number): void {
    if (followed.closedAt !== undefined) return;
    followed.closedAt = at;
    this.#open -= 1;
  }

  #check(followed: Followed, at: number): void {
    const reply = followed.run.acknowledged ? followed.run.original() : undefined;
    if (!reply?.buttons.some((button) => FINISHED.test(button.customId ?? ''))) return;
    followed.delivered = reply.attachments.filter(
      (a) => a.contentType?.startsWith('image/') || a.contentType?.startsWith('video/'),
    ).length;
    this.#close(followed, at);
  }

  readonly #onResponse = (run: InteractionRun): void => {
    const followed = this.#byRun.get(run.id);
    if (!followed || followed.closedAt !== undefined || !run.acknowledged) return;
    if (run.status.responseType !== 4 || !run.ephemeral) return;
    if (!(run.original()?.content ?? '').startsWith(ERROR_PREFIX)) return;
    followed.refused = true;
    this.#close(followed, Date.parse(run.status.acknowledgedAt ?? run.status.createdAt));
  };

  readonly #onRequest = (entry: RequestLogEntry): void => {
    const edit = entry.route === 'webhookMessage' && entry.method === 'PATCH';
    if (!edit || entry.status !== 200) return;
    const followed = this.#byToken.get(entry.path.split('/')[3] ?? '');
    if (!followed || followed.closedAt !== undefined) return;
    const content = (entry.body as { content?: unknown } | undefined)?.content;
    if (typeof content === 'string' && content.startsWith(ERROR_PREFIX)) {
      followed.refused = true;
      this.#close(followed, entry.at);
    } else this.#check(followed, entry.at);
  };
}
