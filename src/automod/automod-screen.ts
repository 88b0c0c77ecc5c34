import { PermissionFlagsBits } from 'discord.js';
import type { PromptPlace, PromptScreen } from '../bot/prompt-screen.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { Stores } from '../store/create-stores.js';
import { AutomodRefusedError } from './automod-errors.js';
import { matchBudget, ruleApplies, ruleHit } from './automod-match.js';
import type { AutomodRuleCache } from './automod-rules.js';

/** What the AutoMod screen needs. */
export interface AutomodScreenDependencies {
  readonly stores: Pick<Stores, 'policy'>;
  readonly rules: Pick<AutomodRuleCache, 'rulesOf'>;
  readonly moderation: Pick<ModerationEvents, 'emit'>;
}

/** Members AutoMod never acts on, as Discord has it: Manage Server or Administrator. */
const EXEMPT = PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator;

/**
 * The server's AutoMod keyword rules applied to a generation's texts, where its moderators turned
 * it on (`/policy`): the first blocking rule that applies to the member here (exempt roles and
 * channels, Manage Server) and that one of the texts triggers refuses it, with a line in the
 * moderation log. One screening's searches share one {@link matchBudget} (its deadline). Nothing
 * is read while it is off.
 */
export function createAutomodScreen(deps: AutomodScreenDependencies): PromptScreen {
  return {
    async screen(place: PromptPlace, texts) {
      if (!(await deps.stores.policy.get(place.guildId)).automod) return;
      if (place.permissions !== undefined && (place.permissions & EXEMPT) !== 0n) return;
      const budget = matchBudget();
      for (const compiled of await deps.rules.rulesOf(place.guildId)) {
        if (!ruleApplies(compiled.rule, place)) continue;
        for (const { where, text } of texts) {
          const hit = ruleHit(compiled, text, budget);
          if (!hit) continue;
          const { name } = compiled.rule;
          deps.moderation.emit('automodRefused', {
            guildId: place.guildId,
            userId: place.userId,
            prompt: texts[0]?.text ?? text,
            rule: name,
            keyword: hit.keyword,
          });
          throw new AutomodRefusedError(name, where, hit.found);
        }
      }
    },
  };
}
