import { ActionRowBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import { buttonRow } from '../discord/button-row.js';
import { MAX_CHOICE_LENGTH, MAX_CHOICES, NO_MENTIONS } from '../discord/discord-rules.js';
import { embedField, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { renderBlocksPage } from './policy-blocks-page.js';
import { renderLogPage } from './policy-log-page.js';
import { addLoraButton, lorasLine, lorasRows } from './policy-loras.js';
import { renderMembersPage } from './policy-members-page.js';
import { renderSafetyPage } from './policy-safety-page.js';
import { POLICY_IDS, POLICY_PAGES, type PolicyView, pageEmbed } from './policy-view.js';

/**
 * The `/policy` panel in the manager's language, one page at a time: the server key's limits and
 * the banned words (`limits`), the daily limits by role and the server budget (`members`), or the
 * moderation log and the low-balance alert (`log`), the image safety check and the prompt safety
 * settings (`safety`), or the members blocked from the bot (`blocks`), with the navigation between
 * pages below.
 */
export function renderPolicyPanel(view: PolicyView, t: Translator) {
  const page =
    view.page === 'members'
      ? renderMembersPage(view, t)
      : view.page === 'log'
        ? renderLogPage(view, t)
        : view.page === 'safety'
          ? renderSafetyPage(view, t)
          : view.page === 'blocks'
            ? renderBlocksPage(view, t)
            : renderLimitsPage(view, t);
  const navigation = buttonRow(
    ...POLICY_PAGES.map(
      (name) =>
        [
          POLICY_IDS.page.build({ page: name }),
          t.t(`policy.pages.${name}`),
          name === view.page ? ButtonStyle.Primary : ButtonStyle.Secondary,
        ] as const,
    ),
  );
  return {
    embeds: [page.embed],
    components: [...page.rows, navigation],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * The workflows select: the server backend's workflows (the first 25 whose names fit an option),
 * those the server key runs marked; none on a backend without workflows.
 */
function workflowsRow({ policy, workflows }: PolicyView, t: Translator) {
  if (!workflows) return [];
  const offered = workflows
    .filter((name) => name.length <= MAX_CHOICE_LENGTH)
    .slice(0, MAX_CHOICES);
  if (offered.length === 0) return [];
  const allowed = policy.limits.workflows ?? workflows;
  const select = new StringSelectMenuBuilder()
    .setCustomId(POLICY_IDS.workflows.build())
    .setPlaceholder(t.t('policy.pickWorkflows'))
    .setMinValues(1)
    .setMaxValues(offered.length)
    .addOptions(
      offered.map((workflow) => ({
        label: workflow,
        value: workflow,
        default: allowed.includes(workflow),
      })),
    );
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select)];
}

/**
 * The limits page: the server key's limits (its workflows only where the server's backend takes
 * workflows), the banned words and the server's AutoMod check, with their select, forms and switch.
 */
function renderLimitsPage(view: PolicyView, t: Translator) {
  const { policy } = view;
  const { limits, banned } = policy;
  const none = t.t('policy.noLimit');
  const lines = [
    t.t('policy.maxSide', {
      value: limits.maxSide === undefined ? none : t.t('policy.pixels', { max: limits.maxSide }),
    }),
    t.t('policy.maxSteps', { value: limits.maxSteps ?? none }),
    t.t('policy.maxImages', { value: limits.maxImages ?? none }),
    ...(view.workflows
      ? [
          t.t('policy.workflows', {
            value: limits.workflows
              ? t.list(limits.workflows.map((name) => userText(name, 100)))
              : t.t('policy.allWorkflows'),
          }),
        ]
      : []),
    ...[lorasLine(view, t) ?? []].flat(),
  ];
  const list = banned.map((entry) => userText(entry, 100));
  const bannedText =
    banned.length === 0
      ? t.t('policy.bannedNone')
      : t.t('policy.bannedCount', { count: banned.length, list: list.join(', ') });
  const embed = pageEmbed(
    t,
    [
      { name: t.t('policy.limits'), value: lines.join('\n') },
      embedField(t.t('policy.banned'), bannedText),
      {
        name: t.t('automod.title'),
        value: SERVER_SETTINGS.automod.shown(policy.automod === true, t),
      },
    ],
    t.t('policy.footer'),
  );
  const buttons = buttonRow(
    [POLICY_IDS.limits.build(), t.t('policy.buttons.limits'), ButtonStyle.Primary],
    [POLICY_IDS.banned.build(), t.t('policy.buttons.banned'), ButtonStyle.Danger],
    [
      POLICY_IDS.automod.build(),
      t.t('automod.button', { state: policy.automod ? 'on' : 'off' }),
      policy.automod ? ButtonStyle.Success : ButtonStyle.Secondary,
    ],
    ...addLoraButton(view, t),
  );
  return {
    embed,
    rows: [...workflowsRow(view, t), ...lorasRows(view, t), buttons],
  };
}
