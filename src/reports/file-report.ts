import { type ButtonInteraction, Routes, type StringSelectMenuInteraction } from 'discord.js';
import { NotHereError } from '../bot/bot-errors.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator, publicTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import type { StoredReport } from '../store/reports-store.js';
import { renderReasonPanel, renderReportCard } from './render-report.js';
import { NotReportableError } from './report-errors.js';
import { reportReasonOf } from './report-terms.js';

/**
 * A generation as a report needs it, from its stored job (the generation's feature makes it):
 * whose it is, where its result is shown, and its parameters.
 */
export interface ReportedGeneration {
  readonly jobId: string;
  readonly memberId: string;
  readonly guildId: string | null;
  readonly channelId: string;
  /** The message showing the result; absent until known. */
  readonly messageId?: string;
  /** Only its member sees it (an ephemeral reply). */
  readonly private: boolean;
  /** The prompt as shown (a label for a workflow file). */
  readonly prompt: string;
  readonly workflow: string;
  readonly seed?: number;
}

/** The public result in a server that `generation` shows. @throws {NotReportableError} */
function publicResult(generation: ReportedGeneration) {
  const { guildId, messageId } = generation;
  if (!guildId || !messageId || generation.private) throw new NotReportableError();
  return { guildId, channelId: generation.channelId, messageId };
}

/**
 * A result's Report button: privately, the select of reasons; or, when the member reported this
 * generation already, that it is.
 * @throws {NotReportableError} for a private result or one outside a server.
 */
export async function offerReport(
  interaction: ButtonInteraction,
  context: AppContext,
  generation: ReportedGeneration,
): Promise<void> {
  publicResult(generation);
  const t = privateTranslator(context, interaction);
  if (await context.stores.reports.reported(generation.jobId, interaction.user.id)) {
    await interaction.reply({ ...EPHEMERAL, content: t.t('reports.already') });
    return;
  }
  await interaction.reply({ ...EPHEMERAL, ...renderReasonPanel(generation.jobId, t) });
}

/**
 * Posts `report`'s card to its server's moderation log (in the server's language); the card's
 * place, or undefined when the log is off, paused, or refused the post (logged).
 */
async function postCard(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  report: StoredReport,
) {
  const { logChannelId, logPaused } = await context.stores.policy.get(report.guildId);
  if (!logChannelId || logPaused) return undefined;
  const { allowedMentions: _, ...card } = renderReportCard(
    report,
    await publicTranslator(context, interaction),
  );
  try {
    const posted = (await interaction.client.rest.post(Routes.channelMessages(logChannelId), {
      body: { ...card, allowed_mentions: NO_MENTIONS },
    })) as { id: string };
    return { channelId: logChannelId, messageId: posted.id };
  } catch (error) {
    context.logger.warn('could not post a report to a moderation log', {
      guild: report.guildId,
      error,
    });
    return undefined;
  }
}

/**
 * The reason chosen: files the report of the member who chose it (once per generation), posts its
 * card to the moderation log, and tells them privately whether moderators can see it (a server
 * without a working log channel keeps the report all the same).
 * @throws {NotHereError} for a reason the select did not offer.
 */
export async function fileReport(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  generation: ReportedGeneration,
): Promise<void> {
  const reason = reportReasonOf(interaction.values[0]);
  if (!reason) throw new NotHereError();
  const { guildId, channelId, messageId } = publicResult(generation);
  const t = privateTranslator(context, interaction);
  const report: StoredReport = {
    id: interaction.id,
    guildId,
    jobId: generation.jobId,
    reporterId: interaction.user.id,
    reason,
    memberId: generation.memberId,
    result: { channelId, messageId },
    prompt: generation.prompt,
    workflow: generation.workflow,
    ...(generation.seed === undefined ? {} : { seed: generation.seed }),
    at: interaction.createdTimestamp,
    actions: [],
  };
  const told = (key: 'reports.already' | 'reports.sent' | 'reports.keptNoLog') =>
    ({ content: t.t(key), components: [], allowedMentions: NO_MENTIONS }) as const;
  if (!(await context.stores.reports.file(report))) {
    await interaction.update(told('reports.already'));
    return;
  }
  await interaction.deferUpdate();
  const card = await postCard(interaction, context, report);
  if (card) await context.stores.reports.update(report.id, (stored) => ({ ...stored, card }));
  await interaction.editReply(told(card ? 'reports.sent' : 'reports.keptNoLog'));
}
