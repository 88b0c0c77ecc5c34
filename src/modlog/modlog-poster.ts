import { setTimeout as sleep } from 'node:timers/promises';
import { type REST, Routes } from 'discord.js';
import type { Logger } from '../core/logger.js';
import { DISCORD_ERRORS, discordErrorCode } from '../discord/discord-rules.js';
import type { LogPause, ServerPolicyStore } from '../store/server-policy-store.js';

/** Discord's limit on a message's content. */
const MAX_CONTENT = 2_000;

/** What a {@link ModlogPoster} needs. */
export interface ModlogPosterDependencies {
  /** The client's REST (bot token). */
  readonly rest: Pick<REST, 'post'>;
  readonly policy: Pick<ServerPolicyStore, 'get' | 'pauseLog'>;
  /** Tells the manager who chose the channel, once, that the log is paused and why. */
  readonly notifyPaused: (guildId: string, managerId: string, problem: LogPause) => Promise<void>;
  readonly logger: Logger;
  /**
   * How long lines wait to be posted together, in ms: a burst of generations is a few messages,
   * not one per line. @default 1000
   */
  readonly gatherMs?: number;
}

/** Why a post failed, when it means the channel cannot be used any more. */
function pauseOf(error: unknown): LogPause | undefined {
  const code = discordErrorCode(error);
  if (code === DISCORD_ERRORS.unknownChannel) return 'deleted';
  if (code === DISCORD_ERRORS.missingAccess || code === DISCORD_ERRORS.missingPermissions)
    return 'forbidden';
  return undefined;
}

/** `lines` joined into as few messages as fit Discord's limit, in order. */
export function packLines(lines: readonly string[]): string[] {
  const messages: string[] = [];
  let current = '';
  for (const line of lines) {
    const cut = line.length > MAX_CONTENT ? `${line.slice(0, MAX_CONTENT - 1)}…` : line;
    if (current && current.length + 1 + cut.length > MAX_CONTENT) {
      messages.push(current);
      current = cut;
    } else current = current ? `${current}\n${cut}` : cut;
  }
  if (current) messages.push(current);
  return messages;
}

/** Told whether a line reached its channel: true once posted, false when it was dropped. */
export type LineSettled = (posted: boolean) => void;

interface QueuedLine {
  readonly line: string;
  readonly settled: LineSettled | undefined;
}

/**
 * Posts each server's moderation log lines to its log channel, gathered for a moment into as few
 * messages as fit, without pings. Posting never delays who asks for it ({@link post} returns at
 * once). A channel that was deleted or that the bot may no longer post in pauses the log (once,
 * in the policy, in any process: the manager who chose it is told by the process that paused it);
 * a paused or unset log drops its lines. Other failures are logged and the lines dropped: a log
 * is never retried in a loop.
 */
export class ModlogPoster {
  readonly #deps: ModlogPosterDependencies;
  readonly #queued = new Map<string, QueuedLine[]>();
  readonly #draining = new Map<string, Promise<void>>();
  readonly #stop = new AbortController();

  constructor(deps: ModlogPosterDependencies) {
    this.#deps = deps;
  }

  /**
   * Queues `line` for `guildId`'s log; posted within `gatherMs` when the log is on. `settled` is
   * told once whether it was posted (a line that must be told once is marked told only then).
   */
  post(guildId: string, line: string, settled?: LineSettled): void {
    if (this.#stop.signal.aborted) {
      settled?.(false);
      return;
    }
    const lines = this.#queued.get(guildId) ?? [];
    lines.push({ line, settled });
    this.#queued.set(guildId, lines);
    if (!this.#draining.has(guildId)) {
      const drain = this.#drain(guildId).finally(() => this.#draining.delete(guildId));
      this.#draining.set(guildId, drain);
    }
  }

  /** Resolves once every queued line was posted or dropped. */
  async idle(): Promise<void> {
    while (this.#draining.size > 0) await Promise.allSettled([...this.#draining.values()]);
  }

  /** Posts what is queued now, then takes no more. */
  async close(): Promise<void> {
    this.#stop.abort();
    await this.idle();
  }

  async #drain(guildId: string): Promise<void> {
    const gatherMs = this.#deps.gatherMs ?? 1_000;
    await sleep(gatherMs, undefined, { signal: this.#stop.signal }).catch(() => undefined);
    while ((this.#queued.get(guildId)?.length ?? 0) > 0) {
      const queued = this.#queued.get(guildId) ?? [];
      this.#queued.set(guildId, []);
      const posted = await this.#send(
        guildId,
        queued.map(({ line }) => line),
      ).catch((error: unknown) => {
        this.#deps.logger.warn('could not post to a moderation log', { guild: guildId, error });
        return false;
      });
      for (const { settled } of queued) settled?.(posted);
    }
    this.#queued.delete(guildId);
  }

  /** Posts `lines`; resolves whether all were posted (not when the log is off or was paused). */
  async #send(guildId: string, lines: readonly string[]): Promise<boolean> {
    const { logChannelId, logChannelSetBy, logPaused } = await this.#deps.policy.get(guildId);
    if (!logChannelId || logPaused) return false;
    for (const content of packLines(lines)) {
      try {
        await this.#deps.rest.post(Routes.channelMessages(logChannelId), {
          body: { content, allowed_mentions: { parse: [] } },
        });
      } catch (error) {
        const problem = pauseOf(error);
        if (!problem) throw error;
        this.#deps.logger.warn('a moderation log channel cannot be used: log paused', {
          guild: guildId,
          channel: logChannelId,
          problem,
        });
        const pausedHere = await this.#deps.policy.pauseLog(guildId, logChannelId, problem);
        if (pausedHere && logChannelSetBy) {
          await this.#deps.notifyPaused(guildId, logChannelSetBy, problem);
        }
        return false;
      }
    }
    return true;
  }
}
