import type { Interaction } from 'discord.js';

/** The methods by which an interaction gets its first answer (any of them acknowledges it). */
const FIRST_ANSWERS = [
  'reply',
  'deferReply',
  'update',
  'deferUpdate',
  'showModal',
  'respond',
] as const;

/** Options of {@link AnswerGate}. */
export interface AnswerGateOptions {
  /** Interactions at once between their arrival and their first answer. @default 64 */
  limit?: number;
  /** A place is given back after this long even without an answer (Discord's 3 s are over). @default 3000 */
  timeoutMs?: number;
}

/**
 * Bounds how many interactions are being worked on before their first answer, first come first
 * served. Under a burst (thousands of commands in one second) every command otherwise takes each
 * step (store reads, the accepted job's save) before any takes the next, so none is answered
 * until nearly all were read: all answers come late together, past Discord's 3 s. Through the
 * gate the first commands are answered first and the rest wait their turn. A place is given back
 * as soon as the interaction's first answer is sent (`reply`, `deferReply`, `update`,
 * `deferUpdate`, `showModal`, `respond`), when its handler ends, or after `timeoutMs`.
 */
export class AnswerGate {
  readonly #limit: number;
  readonly #timeoutMs: number;
  readonly #waiting: (() => void)[] = [];
  readonly #quiet: (() => void)[] = [];
  #inside = 0;

  constructor(options: AnswerGateOptions = {}) {
    this.#limit = options.limit ?? 64;
    this.#timeoutMs = options.timeoutMs ?? 3_000;
  }

  /** How many interactions are inside and waiting (for tests and metrics). */
  get counts(): { inside: number; waiting: number } {
    return { inside: this.#inside, waiting: this.#waiting.length };
  }

  /**
   * Resolves once no interaction waits for a place, or after `maxWaitMs`: work that can wait (what
   * follows a reply: starting the job, its submission) lets the commands of a burst be answered
   * first, and is never held longer than that.
   */
  quiet(maxWaitMs = 3_000): Promise<void> {
    if (this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      timer.unref?.();
      const quiet = this.#quiet;
      function done() {
        clearTimeout(timer);
        const at = quiet.indexOf(done);
        if (at >= 0) quiet.splice(at, 1);
        resolve();
      }
      quiet.push(done);
    });
  }

  /**
   * Waits for a place for `interaction`; resolves with the function that gives it back (once,
   * whatever calls it), also called by its first answer.
   */
  async enter(interaction: Interaction): Promise<() => void> {
    if (this.#inside >= this.#limit || this.#waiting.length > 0) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#inside += 1;
    let held = true;
    const timer = setTimeout(() => release(), this.#timeoutMs);
    timer.unref?.();
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      const next = this.#waiting.shift();
      if (next) next();
      else this.#inside -= 1;
      if (this.#waiting.length === 0) for (const done of [...this.#quiet]) done();
    };
    releaseOnFirstAnswer(interaction, release);
    return release;
  }
}

/** Calls `release` when one of the interaction's first-answer methods is called (this instance only). */
function releaseOnFirstAnswer(interaction: Interaction, release: () => void): void {
  const methods = interaction as unknown as Record<string, unknown>;
  for (const name of FIRST_ANSWERS) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      release();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}
