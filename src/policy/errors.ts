import { AppError } from '../core/app-error.js';
import { userText } from '../discord/text.js';
import { errorText } from '../i18n/error-text.js';
import { text } from '../i18n/localized-text.js';

/** A limit of the policy form, by its label's message. */
export type LimitField = 'maxSide' | 'maxSteps' | 'maxImages';

/** A value typed into the limits form is not a whole number in range (or blank). */
export class InvalidLimitError extends AppError {
  constructor(field: LimitField, min: number, max: number) {
    super(
      errorText('policy.invalidLimit', { field: text(`policy.limitsModal.${field}`), min, max }),
    );
  }
}

/** The banned list typed into the form cannot be kept as it is. */
export class InvalidBannedListError extends AppError {
  constructor(
    problem: 'tooMany' | 'tooLongEntry' | 'unmatchable',
    values: { entry?: string; max: number; got?: number },
  ) {
    const { entry, ...rest } = values;
    super(
      errorText(`policy.${problem}`, {
        ...rest,
        ...(entry === undefined ? {} : { entry: userText(entry, 100) }),
      }),
    );
  }
}

/** A role's daily limit typed into its form is not a whole number in range (or blank). */
export class InvalidRoleLimitError extends AppError {
  constructor(max: number) {
    super(errorText('policy.invalidRoleLimit', { max }));
  }
}

/** A new role rule would be past the most a server keeps. */
export class TooManyRoleLimitsError extends AppError {
  constructor(max: number) {
    super(errorText('policy.tooManyRoles', { max }));
  }
}

/** A cap typed into the budget form is not a whole number in range (or blank). */
export class InvalidBudgetError extends AppError {
  constructor(max: number) {
    super(errorText('policy.invalidBudget', { max }));
  }
}

/** The bot lacks what it needs to post in the chosen log channel. */
export class LogChannelNotUsableError extends AppError {
  constructor(channelId: string, permissions: string) {
    super(errorText('policy.logMissing', { channel: `<#${channelId}>`, permissions }));
  }
}

/** A low-balance threshold typed into its form is not a whole number in range (or blank). */
export class InvalidLowBalanceError extends AppError {
  constructor(max: number) {
    super(errorText('policy.invalidLowBalance', { max }));
  }
}
