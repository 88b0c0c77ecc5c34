import { AppError } from '../core/app-error.js';
import { userText } from '../discord/text.js';
import { errorText } from '../i18n/error-text.js';
import { type LocalizedText, type TextValues, text } from '../i18n/localized-text.js';
import type { PolicyLimits } from '../store/server-policy-store.js';
import type { DefaultField, FieldProblem } from './default-fields.js';

/** A generation the server key would pay for goes beyond one of the server's limits. */
export class PolicyLimitError extends AppError {
  constructor(
    readonly limit: keyof PolicyLimits,
    values: TextValues,
  ) {
    super(errorText('policy.refused.next', { limit: text(`policy.refused.${limit}`, values) }));
  }
}

/** Where banned text was found. */
export type BannedPlace = 'prompt' | 'negative' | 'style' | 'workflowFile';

/** A prompt (or what a style made of it, or a workflow file) holds a word the server bans. */
export class BannedTextError extends AppError {
  constructor(
    readonly where: BannedPlace,
    readonly entry: string,
    found: string,
  ) {
    super(
      errorText('policy.refused.banned', {
        where,
        found: userText(found, 100),
        entry: userText(entry, 100),
      }),
    );
  }
}

/** Why explicit content is kept out: the channel is not age-restricted, or the member's choice. */
export type SafetyReason = 'channel' | 'member';

/** A prompt holds a built-in explicit term (`explicit-terms.ts`) where explicit content is kept out. */
export class ExplicitTermError extends AppError {
  constructor(
    readonly where: BannedPlace,
    readonly term: string,
    found: string,
    reason: SafetyReason,
  ) {
    super(errorText(`safety.refused.${reason}`, { where, found: userText(found, 100) }));
  }
}

/** `/imagine style:` names no style of this server. */
export class UnknownStyleError extends AppError {
  constructor(name: string) {
    super(errorText('styles.unknown', { name: userText(name, 100) }));
  }
}

/** What is wrong with a value of a default field, as a text of the catalogs. */
export function fieldProblemText(problem: FieldProblem): LocalizedText {
  if (problem.problem === 'range') {
    const { min, max, whole } = problem;
    return text('prefs.problem.range', { min, max, whole: String(whole) });
  }
  if (problem.problem === 'tooLong') return text('prefs.problem.tooLong', { max: problem.max });
  if (problem.problem === 'unlisted') return text('prefs.problem.unlisted');
  const allowed = problem.problem === 'oneOf' ? userText(problem.allowed.join(', '), 1_000) : '…';
  return text('prefs.problem.oneOf', { allowed });
}

/** A value typed for a default field (in `/settings`) is not one the option takes. */
export class InvalidDefaultError extends AppError {
  constructor(field: DefaultField, problem: FieldProblem) {
    super(
      errorText('prefs.invalid', {
        field: text(`prefs.field.${field}`),
        problem: fieldProblemText(problem),
      }),
    );
  }
}

/** A moderator blocked the member from the bot in this server, until `until` (null: until lifted). */
export class MemberBlockedError extends AppError {
  constructor(readonly until: number | null) {
    super(
      until === null
        ? errorText('reports.blockedForever')
        : errorText('reports.blockedUntil', { seconds: Math.floor(until / 1000) }),
    );
  }
}
