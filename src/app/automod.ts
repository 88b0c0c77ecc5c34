import type { Client } from 'discord.js';
import { AutomodRuleCache } from '../automod/automod-rules.js';
import { createAutomodScreen } from '../automod/automod-screen.js';
import { watchRuleEvents } from '../automod/rule-events.js';
import type { PromptScreen } from '../bot/prompt-screen.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/**
 * The server's AutoMod rules applied to prompts where its moderators turned that on: this
 * process's cache of each server's rules, kept fresh by its shards' rule events (unsubscribed at
 * stop), and the check admission runs.
 */
export function automodLayer(
  { logger, now, stack }: Base,
  parts: {
    readonly client: Client;
    readonly stores: Stores;
    readonly moderation: ModerationEvents;
  },
): PromptScreen {
  const { client, stores, moderation } = parts;
  const rules = new AutomodRuleCache({
    rest: client.rest,
    logger: logger.child({ component: 'automod' }),
    now,
  });
  stack.defer('AutoMod rule events', watchRuleEvents(client, rules));
  return createAutomodScreen({ stores, rules, moderation });
}
