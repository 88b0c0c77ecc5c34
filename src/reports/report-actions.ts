import { type ButtonInteraction, Routes } from 'discord.js';
import { NotHereError } from '../bot/bot-errors.js';
import { type AnyComponent, defineComponent, RIGHTS } from '../bot/component.js';
import type { ComponentFields, ComponentId } from '../bot/component-id.js';
import type { AppContext } from '../bot/context.js';
import { publicTranslator } from '../bot/locale.js';
import { checkNeed, moderator } from '../bot/rights.js';
import { DISCORD_ERRORS, discordErrorCode } from '../discord/discord-rules.js';
import type { ReportAction, StoredReport } from '../store/reports-store.js';
import { renderReportCard } from './render-report.js';
import { ReportGoneError } from './report-errors.js';
import { BLOCK_LENGTHS, blockLengthOf, REPORT_IDS } from './report-terms.js';

/** What a moderator's button does to the report, given the clicking moderator and the time. */
type Act = (
  interaction: ButtonInteraction,
  context: AppContext,
  report: StoredReport,
) => Promise<ReportAction>;

/** Delete the result: the bot deletes its result message (already gone: done all the same). */
const deleteResult: Act = async (interaction, _context, report) => {
  const { channelId, messageId } = report.result;
  await interaction.client.rest
    .delete(Routes.channelMessage(channelId, messageId))
    .catch((error: unknown) => {
      if (discordErrorCode(error) !== DISCORD_ERRORS.unknownMessage) throw error;
    });
  return { kind: 'deleted', by: interaction.user.id, at: interaction.createdTimestamp };
};

/** Block the member from the bot in this server for the button's length (an unknown one: refused). */
const blockMember =
  (typed: string): Act =>
  async (interaction, context, report) => {
    const length = blockLengthOf(typed);
    if (!length) throw new NotHereError();
    const block = await context.stores.blocks.block(report.guildId, report.memberId, {
      forMs: BLOCK_LENGTHS[length],
      by: interaction.user.id,
    });
    return { kind: 'blocked', by: interaction.user.id, at: block.at, until: block.until };
  };

/** Dismiss: the report needs nothing more; the card loses its buttons. */
const dismiss: Act = async (interaction) => ({
  kind: 'dismissed',
  by: interaction.user.id,
  at: interaction.createdTimestamp,
});

/**
 * Runs `act`, records it on the report, redraws the card (who did what) and tells the moderation
 * log, naming the moderator.
 */
async function acted(
  interaction: ButtonInteraction,
  context: AppContext,
  report: StoredReport,
  act: Act,
): Promise<void> {
  const action = await act(interaction, context, report);
  const stored = await context.stores.reports.update(report.id, (current) => ({
    ...current,
    actions: [...current.actions, action],
  }));
  const t = await publicTranslator(context, interaction);
  await interaction.update(renderReportCard(stored ?? report, t));
  context.moderation.emit('moderated', {
    guildId: report.guildId,
    userId: action.by,
    memberId: report.memberId,
    action: action.kind,
    ...(action.kind === 'blocked' ? { until: action.until ?? null } : {}),
  });
}

/** The right every button of a report's card needs: Manage Messages. */
const NEED = moderator('moderateReports');

/**
 * A button of a report's log card: it names the stored report, whose card must be the clicked
 * message (in its server and channel); only a moderator (Manage Messages, from the interaction's
 * permissions) may press it, anyone else is refused privately before anything changes (and
 * learns nothing of the report, not even that it is gone).
 */
function onReport<F extends string>(
  id: ComponentId<'reportId' | F>,
  act: (fields: ComponentFields<'reportId' | F>) => Act,
): AnyComponent {
  return defineComponent({
    kind: 'button',
    id,
    right: RIGHTS.viewer,
    needs: NEED,
    needsBot: true,
    load: async (interaction, context, fields) => {
      const report = await context.stores.reports.get(fields.reportId);
      if (!report?.card) {
        checkNeed(interaction, NEED, 'policy');
        throw new ReportGoneError();
      }
      const { card } = report;
      const belonging = {
        ownerId: '',
        guildId: report.guildId,
        channelId: card.channelId,
        private: false,
        message: { ids: [card.messageId] },
      };
      return { object: { report, fields }, belonging };
    },
    run: (interaction, context, { report, fields }) =>
      acted(interaction, context, report, act(fields)),
  });
}

/** The log card's buttons: Delete the result, Block for a day, a week or until lifted, Dismiss. */
export const REPORT_CARD_COMPONENTS = [
  onReport(REPORT_IDS.delete, () => deleteResult),
  onReport(REPORT_IDS.block, (fields) => blockMember(fields.length)),
  onReport(REPORT_IDS.dismiss, () => dismiss),
];
