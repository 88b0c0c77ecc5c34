import {
  ActionRowBuilder,
  type APIEmbed,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { WORKFLOWS } from '../image-api/generation-parameters.js';
import type { StoredPolicy } from '../store/server-policy-store.js';

/** The custom ids of the `/policy` panel's components and forms (see `commands/policy.ts`). */
export const POLICY_IDS = {
  /** The select of the workflows the server key pays for. */
  workflows: componentId('policy', 'workflows'),
  /** Opens the limits form. */
  limits: componentId('policy', 'limits'),
  /** Opens the banned words form. */
  banned: componentId('policy', 'banned'),
  /** The limits form, submitted. */
  saveLimits: componentId('policy', 'save-limits'),
  /** The banned words form, submitted. */
  saveBanned: componentId('policy', 'save-banned'),
};

/**
 * The `/policy` panel in the manager's language: the server key's limits and the banned words,
 * a select of the workflows the server key runs, and buttons to the limits and banned-words forms.
 */
export function renderPolicyPanel(policy: StoredPolicy, t: Translator) {
  const { limits, banned } = policy;
  const none = t.t('policy.noLimit');
  const lines = [
    t.t('policy.maxSide', {
      value: limits.maxSide === undefined ? none : t.t('policy.pixels', { max: limits.maxSide }),
    }),
    t.t('policy.maxSteps', { value: limits.maxSteps ?? none }),
    t.t('policy.maxImages', { value: limits.maxImages ?? none }),
    t.t('policy.workflows', {
      value: limits.workflows ? t.list(limits.workflows) : t.t('policy.allWorkflows'),
    }),
  ];
  const list = banned.map((entry) => userText(entry, 100));
  const embed: APIEmbed = {
    title: t.t('policy.title'),
    color: 0xed4245,
    fields: [
      { name: t.t('policy.limits'), value: lines.join('\n') },
      {
        name: t.t('policy.banned'),
        value: truncate(
          banned.length === 0
            ? t.t('policy.bannedNone')
            : t.t('policy.bannedCount', { count: banned.length, list: list.join(', ') }),
          EMBED_LIMITS.fieldValue,
        ),
      },
    ],
    footer: { text: t.t('policy.footer') },
  };
  const allowed = limits.workflows ?? WORKFLOWS;
  const workflows = new StringSelectMenuBuilder()
    .setCustomId(POLICY_IDS.workflows.build())
    .setPlaceholder(t.t('policy.pickWorkflows'))
    .setMinValues(1)
    .setMaxValues(WORKFLOWS.length)
    .addOptions(
      WORKFLOWS.map((workflow) => ({
        label: workflow,
        value: workflow,
        default: allowed.includes(workflow),
      })),
    );
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.limits.build())
      .setLabel(t.t('policy.buttons.limits'))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.banned.build())
      .setLabel(t.t('policy.buttons.banned'))
      .setStyle(ButtonStyle.Danger),
  );
  return {
    embeds: [embed],
    components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(workflows), buttons],
    allowedMentions: NO_MENTIONS,
  };
}
