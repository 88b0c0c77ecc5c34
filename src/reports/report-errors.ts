import { textError } from '../i18n/error-text.js';

/** A result that is private, or outside a server, has no moderators to report it to. */
export class NotReportableError extends textError('reports.notReportable') {}

/** A log card names a report the bot no longer keeps. */
export class ReportGoneError extends textError('reports.gone') {}
