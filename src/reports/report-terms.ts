import { componentId } from '../bot/component-id.js';

/** The reasons a member may give for a report, in the order the select offers them. */
export const REPORT_REASONS = ['explicit', 'hateful', 'illegal', 'spam', 'other'] as const;

/** A reason of {@link REPORT_REASONS}. */
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `typed` when it is a reason offered (a select's value is user input), else undefined. */
export const reportReasonOf = (typed: string | undefined): ReportReason | undefined =>
  REPORT_REASONS.find((reason) => reason === typed);

/** How long a moderator may block a member from the log card, in ms; null: until lifted. */
export const BLOCK_LENGTHS = { day: 86_400_000, week: 7 * 86_400_000, ever: null } as const;

/** A length of {@link BLOCK_LENGTHS}. */
export type BlockLength = keyof typeof BLOCK_LENGTHS;

/** `typed` when it names a block length (a custom id's field is user input), else undefined. */
export const blockLengthOf = (typed: string): BlockLength | undefined =>
  (Object.keys(BLOCK_LENGTHS) as BlockLength[]).find((length) => length === typed);

/**
 * The custom ids of a report's components. The member's: the reason select of the private answer
 * to a result's Report button (`commands/imagine.ts`), naming the generation, checked against the
 * result message it answers. The moderators' on the log card (`commands/policy.ts`): each names
 * the stored report, checked against the card's own message; who acts is the clicking member.
 */
export const REPORT_IDS = {
  reason: componentId('imagine', 'report-reason', ['jobId']),
  delete: componentId('policy', 'report-delete', ['reportId']),
  block: componentId('policy', 'report-block', ['reportId', 'length']),
  dismiss: componentId('policy', 'report-dismiss', ['reportId']),
};
