import { type APIAutoModerationRule, type REST, Routes } from 'discord.js';
import type { Logger } from '../core/logger.js';
import { discordErrorCode, DISCORD_ERRORS as E } from '../discord/discord-rules.js';
import { AutomodUnreadableError } from './automod-errors.js';
import { type CompiledRule, compileRule } from './automod-match.js';

/** How long a server's rules are used without reading them again, events or not. */
export const AUTOMOD_RULES_TTL_MS = 10 * 60_000;

/** Servers whose rules are kept before the expired ones are dropped. */
const SWEEP_OVER = 500;

/** What {@link AutomodRuleCache} needs. */
export interface AutomodRuleCacheDependencies {
  readonly rest: Pick<REST, 'get'>;
  readonly logger: Logger;
  /** @default Date.now */
  readonly now?: () => number;
  /** @default {@link AUTOMOD_RULES_TTL_MS} */
  readonly ttlMs?: number;
}

/**
 * Each server's AutoMod rules in this process, compiled: read from Discord on first need (one
 * read however many prompts wait for it), forgotten on the server's AUTO_MODERATION_RULE_*
 * events (the next need reads them again), and read again after `ttlMs` anyway, which bounds how
 * long a missed event (a gateway session started anew, a shard that moved between processes)
 * can leave them stale. A pattern that does not compile is logged as not applied (a warning naming
 * the server, rule and pattern) and the rule's other keywords and patterns still apply. Each
 * process keeps its own, fed by its own shards' events: a server's prompts are admitted by the
 * process holding its shard, which is the one that gets its events.
 */
export class AutomodRuleCache {
  readonly #deps: AutomodRuleCacheDependencies;
  readonly #now: () => number;
  readonly #servers = new Map<string, { rules: Promise<CompiledRule[]>; readAt: number }>();

  constructor(deps: AutomodRuleCacheDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** The server's rules. @throws {AutomodUnreadableError} when Discord refuses or fails. */
  rulesOf(guildId: string): Promise<readonly CompiledRule[]> {
    const now = this.#now();
    const ttl = this.#deps.ttlMs ?? AUTOMOD_RULES_TTL_MS;
    const kept = this.#servers.get(guildId);
    if (kept && now - kept.readAt < ttl) return kept.rules;
    if (this.#servers.size > SWEEP_OVER) {
      for (const [id, entry] of this.#servers)
        if (now - entry.readAt >= ttl) this.#servers.delete(id);
    }
    const rules = this.#read(guildId);
    this.#servers.set(guildId, { rules, readAt: now });
    rules.catch(() => {
      if (this.#servers.get(guildId)?.rules === rules) this.#servers.delete(guildId);
    });
    return rules;
  }

  /** A rule of the server changed: its rules are read again on next need. */
  forget(guildId: string): void {
    this.#servers.delete(guildId);
  }

  /** Every server's rules are read again on next need (events may have been missed). */
  clear(): void {
    this.#servers.clear();
  }

  async #read(guildId: string): Promise<CompiledRule[]> {
    try {
      const rules = (await this.#deps.rest.get(
        Routes.guildAutoModerationRules(guildId),
      )) as APIAutoModerationRule[];
      this.#deps.logger.debug('read the AutoMod rules of a server', {
        guild: guildId,
        rules: rules.length,
      });
      const compiled = rules.map(compileRule);
      for (const { rule, unapplied } of compiled) {
        for (const { pattern, reason } of unapplied) {
          this.#deps.logger.warn('an AutoMod pattern is not applied: it does not compile', {
            guild: guildId,
            rule: rule.id,
            pattern,
            reason,
          });
        }
      }
      return compiled;
    } catch (error) {
      const code = discordErrorCode(error);
      const refused = code === E.missingPermissions || code === E.missingAccess;
      this.#deps.logger.warn('could not read the AutoMod rules of a server', {
        guild: guildId,
        error,
      });
      throw new AutomodUnreadableError(refused ? 'permission' : 'unavailable', { cause: error });
    }
  }
}
