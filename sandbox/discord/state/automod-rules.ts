import type {
  APIAutoModerationAction,
  APIAutoModerationRule,
  APIAutoModerationRuleTriggerMetadata,
} from 'discord-api-types/v10';
import type { IdFactory } from '../id-factory.js';

/** What creating a rule takes (Discord's JSON params): name, types, actions, the rest optional. */
export interface AutoModRuleInput {
  name: string;
  event_type?: number;
  trigger_type: number;
  trigger_metadata?: APIAutoModerationRuleTriggerMetadata | null;
  actions?: readonly Partial<APIAutoModerationAction>[] | null;
  enabled?: boolean | null;
  exempt_roles?: readonly string[] | null;
  exempt_channels?: readonly string[] | null;
}

/** A rule's fields a PATCH may change (its trigger type stays). */
export type AutoModRulePatch = Partial<Omit<AutoModRuleInput, 'trigger_type'>>;

/** A keyword rule's metadata with the lists Discord always answers (empty when not given). */
function metadataOf(
  triggerType: number,
  given: APIAutoModerationRuleTriggerMetadata | null | undefined,
): APIAutoModerationRuleTriggerMetadata {
  const metadata = { ...(given ?? {}) };
  if (triggerType === 1 || triggerType === 6) {
    return {
      ...metadata,
      keyword_filter: metadata.keyword_filter ?? [],
      regex_patterns: metadata.regex_patterns ?? [],
      allow_list: metadata.allow_list ?? [],
    };
  }
  return metadata;
}

const actionsOf = (given: AutoModRuleInput['actions']): APIAutoModerationAction[] =>
  (given ?? []).map((action) => ({
    type: action.type ?? 1,
    metadata: { ...(action.metadata ?? {}) },
  })) as APIAutoModerationAction[];

/** A gateway event a rule change fires. */
export type AutoModRuleEvent =
  | 'AUTO_MODERATION_RULE_CREATE'
  | 'AUTO_MODERATION_RULE_UPDATE'
  | 'AUTO_MODERATION_RULE_DELETE';

/**
 * Each guild's AutoMod rules, as Discord answers them (`APIAutoModerationRule`); every change is
 * announced (the state dispatches it as Discord's AUTO_MODERATION_RULE_* event).
 */
export class AutoModRules {
  readonly #rules = new Map<string, APIAutoModerationRule>();

  constructor(
    private readonly ids: IdFactory,
    private readonly announce: (event: AutoModRuleEvent, rule: APIAutoModerationRule) => void,
  ) {}

  /** The guild's rules, oldest first. */
  of(guildId: string): APIAutoModerationRule[] {
    return [...this.#rules.values()].filter((rule) => rule.guild_id === guildId);
  }

  get(guildId: string, ruleId: string): APIAutoModerationRule | undefined {
    const rule = this.#rules.get(ruleId);
    return rule?.guild_id === guildId ? rule : undefined;
  }

  create(guildId: string, creatorId: string, input: AutoModRuleInput): APIAutoModerationRule {
    const rule = {
      id: this.ids.snowflake(),
      guild_id: guildId,
      name: input.name,
      creator_id: creatorId,
      event_type: input.event_type ?? 1,
      trigger_type: input.trigger_type,
      trigger_metadata: metadataOf(input.trigger_type, input.trigger_metadata),
      actions: actionsOf(input.actions),
      enabled: input.enabled ?? false,
      exempt_roles: [...(input.exempt_roles ?? [])],
      exempt_channels: [...(input.exempt_channels ?? [])],
    } as APIAutoModerationRule;
    this.#rules.set(rule.id, rule);
    this.announce('AUTO_MODERATION_RULE_CREATE', rule);
    return rule;
  }

  /** Changes the fields given (null leaves a field as it is); undefined for an unknown rule. */
  update(guildId: string, ruleId: string, patch: AutoModRulePatch) {
    const rule = this.get(guildId, ruleId);
    if (!rule) return undefined;
    const next = {
      ...rule,
      ...(patch.name != null && { name: patch.name }),
      ...(patch.event_type != null && { event_type: patch.event_type }),
      ...(patch.trigger_metadata != null && {
        trigger_metadata: metadataOf(rule.trigger_type, patch.trigger_metadata),
      }),
      ...(patch.actions != null && { actions: actionsOf(patch.actions) }),
      ...(patch.enabled != null && { enabled: patch.enabled }),
      ...(patch.exempt_roles != null && { exempt_roles: [...patch.exempt_roles] }),
      ...(patch.exempt_channels != null && { exempt_channels: [...patch.exempt_channels] }),
    } as APIAutoModerationRule;
    this.#rules.set(ruleId, next);
    this.announce('AUTO_MODERATION_RULE_UPDATE', next);
    return next;
  }

  /** Removes a rule; the rule removed, undefined when there was none. */
  delete(guildId: string, ruleId: string): APIAutoModerationRule | undefined {
    const rule = this.get(guildId, ruleId);
    if (!rule) return undefined;
    this.#rules.delete(ruleId);
    this.announce('AUTO_MODERATION_RULE_DELETE', rule);
    return rule;
  }
}
