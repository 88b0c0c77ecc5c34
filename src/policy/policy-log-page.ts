import { ActionRowBuilder, ButtonStyle, ChannelSelectMenuBuilder, ChannelType } from 'discord.js';
import type { ChannelNeeds } from '../discord/bot-permissions.js';
import { buttonRow } from '../discord/button-row.js';
import type { Translator } from '../i18n/translator.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { POLICY_IDS, type PolicyView, pageEmbed } from './policy-view.js';

/** The channels a moderation log may be in: a server's text and announcement channels. */
export const LOG_CHANNEL_TYPES = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

/** What the bot needs in a log channel, by the catalog's permission names. */
export const LOG_PERMISSIONS = [
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
] as const satisfies ChannelNeeds;

/**
 * The log page of `/policy`: where the moderation log posts (or why it is paused), the
 * low-balance alert's threshold; a channel select, the threshold's form and the log's off switch.
 */
export function renderLogPage({ policy, config, balanceUnit }: PolicyView, t: Translator) {
  const { logChannelId, logPaused, lowBalanceCredits } = policy;
  const channel = logChannelId ? `<#${logChannelId}>` : '';
  const log = !logChannelId
    ? t.t('policy.logOff')
    : logPaused
      ? t.t('policy.logPaused', { problem: logPaused, channel })
      : t.t('policy.logOn', { channel });
  const lowBalance = SERVER_SETTINGS.lowBalance.shown(lowBalanceCredits, t, config, {
    ...(balanceUnit && { balanceUnit }),
  });
  const embed = pageEmbed(t, [
    { name: t.t('policy.logTitle'), value: log },
    { name: t.t('policy.lowBalanceTitle'), value: lowBalance },
  ]);
  const select = new ChannelSelectMenuBuilder()
    .setCustomId(POLICY_IDS.logChannel.build())
    .setPlaceholder(t.t('policy.pickLogChannel'))
    .setChannelTypes(...LOG_CHANNEL_TYPES)
    .setMinValues(1)
    .setMaxValues(1);
  const buttons = buttonRow(
    [POLICY_IDS.lowBalance.build(), t.t('policy.lowBalanceButton'), ButtonStyle.Primary],
    [POLICY_IDS.logOff.build(), t.t('policy.logOffButton'), ButtonStyle.Danger, !logChannelId],
  );
  return {
    embed,
    rows: [new ActionRowBuilder<ChannelSelectMenuBuilder>().addComponents(select), buttons],
  };
}
