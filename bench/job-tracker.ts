import type { DiscordEmulator, InteractionRun, RequestLogEntry } from '../sandbox/discord/index.js';
import type { PlannedJob } from './arrival-schedule.js';
import type { JobOutcome, JobSample } from './world-protocol.js';

interface Tracked {
  readonly planned: PlannedJob;
  readonly run: InteractionRun;
  readonly createdAt: number;
  ackAt?: number;
  ackType?: number;
  outcome: JobOutcome;
  postedAt?: number;
  detail?: string;
}

type Body = { content?: string; components?: unknown[] } | undefined;

const ERROR_PREFIX = '⚠️';
const FAILURE_BUTTON = '"imagine:retry:';

/**
 * A failure card's reason, from its components (Components V2 text displays): its bold line (the
 * prompt and the buttons' hint left out, so that failures group by cause), else its text, shortened.
 */
function failureText(body: Body): string {
  const texts = JSON.stringify(body?.components ?? []).match(/"content":"((?:[^"\\]|\\.)*)"/g);
  const text = (texts ?? []).map((content) => content.slice(11, -1)).join(' · ');
  const bold = /\*\*([^*]+)\*\*/.exec(text)?.[1];
  return (bold ?? text).slice(0, 300);
}

/**
 * Follows every `/imagine` of the run through the emulator's events (no per-job waits): the
 * acknowledgement, then the edit that carried the image, showed a failure, or refused the job.
 */
export class JobTracker {
  readonly #byRun = new Map<string, Tracked>();
  readonly #byToken = new Map<string, Tracked>();
  #open = 0;
  #wake: (() => void) | undefined;

  constructor(private readonly discord: DiscordEmulator) {
    discord.events.on('interactionResponse', this.#onResponse);
    discord.events.on('request', this.#onRequest);
  }

  /** Starts following `run`, the interaction of `planned`. */
  add(planned: PlannedJob, run: InteractionRun): void {
    const tracked: Tracked = {
      planned,
      run,
      createdAt: Date.parse(run.status.createdAt),
      outcome: 'unfinished',
    };
    this.#byRun.set(run.id, tracked);
    this.#byToken.set(run.token, tracked);
    this.#open += 1;
    this.#onResponse(run);
  }

  /** How many followed jobs have not ended yet. */
  get open(): number {
    return this.#open;
  }

  /**
   * How many followed jobs the bot answered, how many it left unanswered past Discord's
   * `ackWindowMs` (they can no longer be answered), and how many ended, by outcome.
   */
  tally(
    now: number,
    ackWindowMs = 3_000,
  ): { acknowledged: number; unanswered: number; endedBecause: Record<string, number> } & Record<
    Exclude<JobOutcome, 'unfinished'>,
    number
  > {
    const counts = { acknowledged: 0, unanswered: 0, image: 0, failed: 0, refused: 0 };
    const endedBecause: Record<string, number> = {};
    for (const tracked of this.#byRun.values()) {
      if (tracked.ackAt !== undefined) counts.acknowledged += 1;
      else if (now - tracked.createdAt > ackWindowMs) counts.unanswered += 1;
      if (tracked.outcome !== 'unfinished') counts[tracked.outcome] += 1;
      if (tracked.outcome === 'refused' || tracked.outcome === 'failed') {
        const why = `${tracked.outcome}: ${tracked.detail ?? 'no text'}`;
        endedBecause[why] = (endedBecause[why] ?? 0) + 1;
      }
    }
    return { ...counts, endedBecause };
  }

  /** Milliseconds from each answered command's creation to its acknowledgement. */
  ackLatencies(): number[] {
    const latencies: number[] = [];
    for (const tracked of this.#byRun.values()) {
      if (tracked.ackAt !== undefined) latencies.push(tracked.ackAt - tracked.createdAt);
    }
    return latencies;
  }

  /** Resolves when no followed job is open, or when `signal` aborts. */
  async settled(signal: AbortSignal): Promise<void> {
    while (this.#open > 0 && !signal.aborted) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  }

  /** Stops listening and returns one sample per job (task fields are filled in later). */
  finish(): JobSample[] {
    this.discord.events.off('interactionResponse', this.#onResponse);
    this.discord.events.off('request', this.#onRequest);
    return [...this.#byRun.values()].map((t) => ({
      index: t.planned.index,
      workflow: t.planned.workflow,
      outcome: t.outcome,
      createdAt: t.createdAt,
      ...(t.ackAt === undefined ? {} : { ackAt: t.ackAt, ackType: t.ackType }),
      ...(t.postedAt === undefined ? {} : { postedAt: t.postedAt }),
      ...(t.detail === undefined ? {} : { detail: t.detail }),
      ...(t.run.deliveries[0] && { shard: t.run.deliveries[0].shard[0] }),
    }));
  }

  #end(tracked: Tracked, outcome: JobOutcome, detail?: string): void {
    if (tracked.outcome !== 'unfinished') return;
    tracked.outcome = outcome;
    if (detail !== undefined) tracked.detail = detail;
    this.#open -= 1;
    if (this.#open === 0) this.#wake?.();
  }

  readonly #onResponse = (run: InteractionRun): void => {
    const tracked = this.#byRun.get(run.id);
    if (!tracked || tracked.ackAt !== undefined || !run.acknowledged) return;
    const status = run.status;
    tracked.ackAt = Date.parse(status.acknowledgedAt ?? status.createdAt);
    tracked.ackType = status.responseType;
    // A refusal is private (the error boundary's); a public reply is not looked into.
    if (status.responseType !== 4 || !run.ephemeral) return;
    const content = run.original()?.content ?? '';
    if (content.startsWith(ERROR_PREFIX)) this.#end(tracked, 'refused', content);
  };

  readonly #onRequest = (entry: RequestLogEntry): void => {
    const edit = entry.route === 'webhookMessage' && entry.method === 'PATCH';
    const followUp = entry.route === 'webhookExecute' && entry.method === 'POST';
    if (!(edit || followUp) || entry.status !== 200) return;
    const tracked = this.#byToken.get(entry.path.split('/')[3] ?? '');
    if (!tracked) return;
    const body = entry.body as Body;
    if (entry.files.length > 0) {
      tracked.postedAt = entry.at;
      this.#end(tracked, 'image');
    } else if (body?.content?.startsWith(ERROR_PREFIX)) {
      this.#end(tracked, 'refused', body.content);
    } else if (JSON.stringify(body?.components ?? []).includes(FAILURE_BUTTON)) {
      this.#end(tracked, 'failed', failureText(body));
    }
  };
}
