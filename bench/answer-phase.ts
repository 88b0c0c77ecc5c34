import type { REST } from 'discord.js';

/** The bot's CPU while it answered the commands: from the start until every callback came back. */
export interface AnswerPhase {
  /** Interaction callbacks that came back (answered, or refused by Discord as too late). */
  readonly callbacks: number;
  /** CPU ms of this process (user + system) until the last of them came back. */
  readonly cpuMs: number;
  /** Real ms until the last of them came back. */
  readonly wallMs: number;
}

const CALLBACK_ROUTE = /^\/interactions\/\d+\/[^/]+\/callback/;

/**
 * Counts the interaction callbacks `rest` sends (every command's first answer, on time or not)
 * and notes this process's CPU and the time when the `expected`-th comes back: in a burst, the
 * bot's CPU per command between INTERACTION_CREATE and its answer, without the jobs' work that
 * follows (which grows with the number answered in time). Wraps `rest.queueRequest`, which every
 * request of discord.js goes through, and restores it on `stop()`.
 */
export function watchAnswerPhase(
  rest: REST,
  expected: number,
): { stop(): AnswerPhase | undefined } {
  const startCpu = process.cpuUsage();
  const started = performance.now();
  const original = rest.queueRequest;
  let callbacks = 0;
  let phase: AnswerPhase | undefined;
  const counted = () => {
    callbacks += 1;
    if (callbacks !== expected) return;
    const cpu = process.cpuUsage(startCpu);
    phase = {
      callbacks,
      cpuMs: (cpu.user + cpu.system) / 1000,
      wallMs: performance.now() - started,
    };
  };
  rest.queueRequest = async function (this: REST, request) {
    if (!CALLBACK_ROUTE.test(request.fullRoute)) return original.call(this, request);
    try {
      return await original.call(this, request);
    } finally {
      counted();
    }
  };
  return {
    stop() {
      rest.queueRequest = original;
      return phase;
    },
  };
}
