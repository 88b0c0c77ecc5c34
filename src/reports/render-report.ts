import {
  ActionRowBuilder,
  ButtonStyle,
  ContainerBuilder,
  MessageFlags,
  SeparatorBuilder,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
} from 'discord.js';
import { buttonRow } from '../discord/button-row.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { messageUrl, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { ReportAction, StoredReport } from '../store/reports-store.js';
import { BLOCK_LENGTHS, type BlockLength, REPORT_IDS, REPORT_REASONS } from './report-terms.js';

/** A member as a card names them: a mention, shown as their name, never a ping. */
const member = (userId: string) => `<@${userId}>`;

/** The card's accent: red while open, grey once dismissed. */
const ACCENT = { open: 0xed4245, dismissed: 0x80848e } as const;

/** A time as Discord shows it in each reader's zone. */
export const shownTime = (at: number) => `<t:${Math.floor(at / 1000)}:f>`;

/** Until when a block holds, as a card or `/policy` says it. */
export const untilText = (until: number | null | undefined, t: Translator) =>
  t.t('reports.until', { at: until == null ? 'never' : shownTime(until) });

/**
 * The private answer to a result's Report button: what a report does, and the select of reasons
 * that files it (naming the generation, checked against the result it answers).
 */
export function renderReasonPanel(jobId: string, t: Translator) {
  const select = new StringSelectMenuBuilder()
    .setCustomId(REPORT_IDS.reason.build({ jobId }))
    .setPlaceholder(t.t('reports.pickReason'))
    .addOptions(
      REPORT_REASONS.map((reason) => ({ label: t.t(`reports.reasons.${reason}`), value: reason })),
    );
  return {
    content: t.t('reports.why'),
    components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select).toJSON()],
    allowedMentions: NO_MENTIONS,
  };
}

/** One thing a moderator did, as the card lists it. */
function actionLine(action: ReportAction, report: StoredReport, t: Translator): string {
  return t.t('reports.action', {
    action: action.kind,
    moderator: member(action.by),
    member: member(report.memberId),
    until: untilText(action.until, t),
    at: shownTime(action.at),
  });
}

/** The moderators' buttons: Delete (once), a block of each length, Dismiss; none once dismissed. */
function actionRows(report: StoredReport, t: Translator) {
  if (report.actions.some((action) => action.kind === 'dismissed')) return [];
  const reportId = report.id;
  const deleted = report.actions.some((action) => action.kind === 'deleted');
  const blocks = (Object.keys(BLOCK_LENGTHS) as BlockLength[]).map(
    (length) =>
      [
        REPORT_IDS.block.build({ reportId, length }),
        t.t('reports.blockButton', { length }),
        ButtonStyle.Secondary,
      ] as const,
  );
  return [
    buttonRow(
      [
        REPORT_IDS.delete.build({ reportId }),
        t.t('reports.deleteButton'),
        ButtonStyle.Danger,
        deleted,
      ],
      ...blocks,
      [REPORT_IDS.dismiss.build({ reportId }), t.t('reports.dismissButton'), ButtonStyle.Success],
    ).toJSON(),
  ];
}

/**
 * A report as the moderation log's card (components v2, nobody pinged): the reason, who reported
 * whose generation with a link to it, its prompt (escaped), workflow and seed, what moderators did
 * so far, and their buttons.
 */
export function renderReportCard(report: StoredReport, t: Translator) {
  const { result } = report;
  const dismissed = report.actions.some((action) => action.kind === 'dismissed');
  const card = new ContainerBuilder({ accent_color: dismissed ? ACCENT.dismissed : ACCENT.open });
  const head = [
    `## ${t.t('reports.cardTitle', { reason: t.t(`reports.reasons.${report.reason as 'other'}`) })}`,
    t.t('reports.cardWho', {
      reporter: member(report.reporterId),
      member: member(report.memberId),
      url: messageUrl(report.guildId, result.channelId, result.messageId),
    }),
    t.t('reports.cardPrompt', { prompt: userText(report.prompt, 1_500) }),
  ].join('\n');
  const footer = t.t('reports.cardFooter', {
    workflow: userText(report.workflow, 100),
    seed: report.seed === undefined ? t.t('imagine.summary.random') : String(report.seed),
    at: shownTime(report.at),
  });
  card.addTextDisplayComponents(new TextDisplayBuilder().setContent(head));
  card.addTextDisplayComponents(new TextDisplayBuilder().setContent(`-# ${footer}`));
  if (report.actions.length > 0) {
    card.addSeparatorComponents(new SeparatorBuilder());
    const lines = report.actions.map((action) => actionLine(action, report, t));
    card.addTextDisplayComponents(new TextDisplayBuilder().setContent(lines.join('\n')));
  }
  const rows = actionRows(report, t);
  if (rows.length > 0) card.addActionRowComponents(...rows);
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [card.toJSON()],
    allowedMentions: NO_MENTIONS,
  } as const;
}
