import { ActionRowBuilder, StringSelectMenuBuilder } from 'discord.js';
import { embedField, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { MemberBlock } from '../store/member-blocks-store.js';
import { POLICY_IDS, type PolicyView, pageEmbed } from './policy-view.js';

/** The most blocks the page lists and its select offers (a select's 25 options). */
const SHOWN = 25;

/** Until when a block holds, as the page says it. */
const untilOf = (block: MemberBlock, t: Translator) =>
  t.t('reports.until', {
    at: block.until === null ? 'never' : `<t:${Math.floor(block.until / 1000)}:f>`,
  });

/**
 * The blocks page of `/policy`: each member blocked from the bot here, until when and by whom
 * (soonest end first), and a select to lift a block; moderators block from a report's log card.
 */
export function renderBlocksPage(view: PolicyView, t: Translator) {
  const list = view.blocks?.list ?? [];
  const names = view.blocks?.names ?? new Map<string, string>();
  const shown = list.slice(0, SHOWN);
  const lines = shown.map((block) =>
    t.t('reports.blockLine', {
      member: `<@${block.userId}>`,
      until: untilOf(block, t),
      moderator: `<@${block.by}>`,
    }),
  );
  if (list.length > SHOWN) lines.push(t.t('reports.blocksMore', { count: list.length - SHOWN }));
  const embed = pageEmbed(t, [
    embedField(
      t.t('reports.blocksTitle'),
      lines.length ? lines.join('\n') : t.t('reports.blocksNone'),
    ),
  ]);
  if (shown.length === 0) return { embed, rows: [] };
  const select = new StringSelectMenuBuilder()
    .setCustomId(POLICY_IDS.unblock.build())
    .setPlaceholder(t.t('reports.pickUnblock'))
    .addOptions(
      shown.map((block) => ({
        label: truncate(names.get(block.userId) ?? block.userId, 100),
        value: block.userId,
        description: truncate(
          block.until === null
            ? t.t('reports.untilLifted')
            : t.t('reports.untilUtc', {
                at: new Date(block.until).toISOString().slice(0, 16).replace('T', ' '),
              }),
          100,
        ),
      })),
    );
  return { embed, rows: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select)] };
}
