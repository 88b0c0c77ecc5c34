import { type AutoModerationRule, type Client, Events } from 'discord.js';
import { listenTo } from '../discord/client-events.js';
import type { AutomodRuleCache } from './automod-rules.js';

/**
 * Keeps `cache` fresh from the gateway: a server's AUTO_MODERATION_RULE_CREATE, UPDATE or DELETE
 * (sent with the AutoModerationConfiguration intent while the bot has Manage Server there) makes
 * its rules read again on next need; a shard's new session (not a resume: events may have been
 * missed) makes every server's. Returns the unsubscribe.
 */
export function watchRuleEvents(client: Client, cache: AutomodRuleCache): () => void {
  const changed = (rule: AutoModerationRule | null) => {
    if (rule) cache.forget(rule.guild.id);
  };
  const updated = (old: AutoModerationRule | null, rule: AutoModerationRule) => {
    changed(old);
    changed(rule);
  };
  return listenTo(client, {
    [Events.AutoModerationRuleCreate]: changed,
    [Events.AutoModerationRuleUpdate]: updated,
    [Events.AutoModerationRuleDelete]: changed,
    [Events.ShardReady]: () => cache.clear(),
  });
}
