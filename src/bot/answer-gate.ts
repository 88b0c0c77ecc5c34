import type { Interaction } from 'discord.js';
import { QuietTurns, type QuietTurnsOptions } from './quiet-turns.js';

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
  /** A place is given back after this long without an answer (Discord's 3 s). @default 3000 */
  timeoutMs?: number;
  /** When work that waits for {@link AnswerGate.quiet} goes on (what a burst is). */
  burst?: QuietTurnsOptions;
}

/**
 * Bounds how many interactions are worked on before their first answer, first come first served:
 * under a burst, every command would otherwise take each step before any takes the next, and all
 * answers come late together, past Discord's 3 s. A place is given back at the interaction's first
 * answer ({@link FIRST_ANSWERS}), when its handler ends, or after `timeoutMs`.
 */
export class AnswerGate {
  readonly #limit: number;
  readonly #timeoutMs: number;
  readonly #waiting: (() => void)[] = [];
  readonly #turns: QuietTurns;
  #inside = 0;
  #unanswered = 0;

  constructor(options: AnswerGateOptions = {}) {
    this.#limit = options.limit ?? 64;
    this.#timeoutMs = options.timeoutMs ?? 3_000;
    this.#turns = new QuietTurns(() => this.#unanswered, options.burst);
  }

  /** How many interactions are inside, waiting, and not answered yet (for tests and metrics). */
  get counts(): { inside: number; waiting: number; unanswered: number } {
    return { inside: this.#inside, waiting: this.#waiting.length, unanswered: this.#unanswered };
  }

  /**
   * Resolves once a burst's interactions are answered ({@link QuietTurns}), in turn with the other
   * work held, or after `maxWaitMs`: what can wait after an answer lets a burst be answered first.
   */
  quiet(maxWaitMs = 3_000): Promise<void> {
    return this.#turns.wait(maxWaitMs);
  }

  /**
   * Waits for a place for `interaction`; resolves with what gives it back (once), also called by
   * its first answer. It counts as unanswered until that answer was sent, its handler ended or
   * `timeoutMs` passed.
   */
  async enter(interaction: Interaction): Promise<() => void> {
    this.#turns.arrived();
    this.#unanswered += 1;
    let unanswered = true;
    const answered = () => {
      if (!unanswered) return;
      unanswered = false;
      this.#unanswered -= 1;
      this.#turns.check();
    };
    if (this.#inside >= this.#limit || this.#waiting.length > 0) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#inside += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      const next = this.#waiting.shift();
      if (next) next();
      else this.#inside -= 1;
    };
    const end = () => {
      release();
      answered();
    };
    const timer = setTimeout(end, this.#timeoutMs);
    timer.unref?.();
    watchFirstAnswer(interaction, release, answered);
    return end;
  }
}

/**
 * Calls `called` when one of the interaction's first-answer methods is called and `sent` when
 * that call has settled (this instance only).
 */
function watchFirstAnswer(interaction: Interaction, called: () => void, sent: () => void): void {
  const methods = interaction as unknown as Record<string, unknown>;
  for (const name of FIRST_ANSWERS) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      called();
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(sent, sent);
      else sent();
      return result;
    };
  }
}
