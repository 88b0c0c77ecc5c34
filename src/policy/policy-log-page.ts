import {
  ActionRowBuilder,
  type APIEmbed,
  ButtonBuilder,
  ButtonStyle,
  ChannelSelectMenuBuilder,
  ChannelType,
} from 'discord.js';
import type { Translator } from '../i18n/translator.js';
import { POLICY_IDS, type PolicyView } from './policy-view.js';

/** The channels a moderation log may be in: a server's text and announcement channels. */
export const LOG_CHANNEL_TYPES = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

/**
 * The log page of `/policy`: where the moderation log posts (or why it is paused), the
 * low-balance alert's threshold; a channel select, the threshold's form and the log's off switch.
 */
export function renderLogPage({ policy, lowBalanceCheckMs }: PolicyView, t: Translator) {
  const { logChannelId, logPaused, lowBalanceCredits } = policy;
  const channel = logChannelId ? `<#${logChannelId}>` : '';
  const log = !logChannelId
    ? t.t('policy.logOff')
    : logPaused
      ? t.t('policy.logPaused', { problem: logPaused, channel })
      : t.t('policy.logOn', { channel });
  const lowBalance =
    lowBalanceCredits === undefined
      ? t.t('policy.lowBalanceOff')
      : t.t('policy.lowBalanceOn', {
          credits: lowBalanceCredits,
          minutes: Math.max(1, Math.round(lowBalanceCheckMs / 60_000)),
        });
  const embed: APIEmbed = {
    title: t.t('policy.title'),
    color: 0xed4245,
    fields: [
      { name: t.t('policy.logTitle'), value: log },
      { name: t.t('policy.lowBalanceTitle'), value: lowBalance },
    ],
  };
  const select = new ChannelSelectMenuBuilder()
    .setCustomId(POLICY_IDS.logChannel.build())
    .setPlaceholder(t.t('policy.pickLogChannel'))
    .setChannelTypes(...LOG_CHANNEL_TYPES)
    .setMinValues(1)
    .setMaxValues(1);
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.lowBalance.build())
      .setLabel(t.t('policy.lowBalanceButton'))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(POLICY_IDS.logOff.build())
      .setLabel(t.t('policy.logOffButton'))
      .setStyle(ButtonStyle.Danger)
      .setDisabled(!logChannelId),
  );
  return {
    embed,
    rows: [new ActionRowBuilder<ChannelSelectMenuBuilder>().addComponents(select), buttons],
  };
}
