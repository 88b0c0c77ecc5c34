import {
  ActionRowBuilder,
  type APIEmbed,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { EMBED_LIMITS, truncate, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { WORKFLOWS } from '../image-api/generation-parameters.js';
import { renderLogPage } from './policy-log-page.js';
import { renderMembersPage } from './policy-members-page.js';
import { POLICY_IDS, POLICY_PAGES, type PolicyView } from './policy-view.js';

/**
 * The `/policy` panel in the manager's language, one page at a time: the server key's limits and
 * the banned words (`limits`), the daily limits by role and the server budget (`members`), or the
 * moderation log and the low-balance alert (`log`),
 * with the navigation between pages below (the current page's button shows it afresh).
 */
export function renderPolicyPanel(view: PolicyView, t: Translator) {
  const page =
    view.page === 'members'
      ? renderMembersPage(view, t)
      : view.page === 'log'
        ? renderLogPage(view, t)
        : renderLimitsPage(view, t);
  const navigation = new ActionRowBuilder<ButtonBuilder>().addComponents(
    POLICY_PAGES.map((name) =>
      new ButtonBuilder()
        .setCustomId(POLICY_IDS.page.build({ page: name }))
        .setLabel(t.t(`policy.pages.${name}`))
        .setStyle(name === view.page ? ButtonStyle.Primary : ButtonStyle.Secondary),
    ),
  );
  return {
    embeds: [page.embed],
    components: [...page.rows, navigation],
    allowedMentions: NO_MENTIONS,
  };
}

/** The limits page: the server key's limits and the banned words, with their select and forms. */
function renderLimitsPage({ policy }: PolicyView, t: Translator) {
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
    embed,
    rows: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(workflows), buttons],
  };
}
