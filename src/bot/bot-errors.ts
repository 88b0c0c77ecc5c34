import { AppError } from '../core/app-error.js';
import type { Catalog, MessageKey } from '../i18n/catalog.js';
import { errorText, textError } from '../i18n/error-text.js';
import { commandText, text } from '../i18n/localized-text.js';

/** An interaction names a command, button or modal this version of the bot no longer has. */
export class CommandUnavailableError extends textError('errors.commandUnavailable') {}

/** A Discord permission, by the catalog key of its name as Discord shows it to members. */
export type PermissionName = 'permissionManageServer' | 'permissionManageMessages';

/** Something only members with a permission may do: a message of `errors.notAllowed`. */
export type RefusedAction = keyof Catalog['errors']['notAllowed'];

/** The member lacks a Discord permission an action requires. */
export class MissingPermissionError extends AppError {
  constructor(
    readonly permission: PermissionName,
    readonly action: RefusedAction,
  ) {
    super(errorText(`errors.notAllowed.${action}`, { permission: text(`common.${permission}`) }));
  }
}

/** A setting needs the bot to hold a permission it lacks in the server; `refusal` says which and how. */
export class BotPermissionNeededError extends AppError {
  constructor(refusal: MessageKey) {
    super(errorText(refusal));
  }
}

/** A command or option that is about one server was used in a direct message. */
export class ServerOnlyError extends AppError {
  /** @param command - what was used, by its canonical path, e.g. `apikey server` */
  constructor(command: string) {
    super(errorText('errors.serverOnly', { command: commandText(command) }));
  }
}

/** Something that needs the bot in the server was used where only the member installed the app. */
export class BotNotInServerError extends textError('anywhere.needsBot') {}

/** A component or form names something of another server, channel or message than its own. */
export class NotHereError extends textError('errors.notHere') {}

/** A component or form of an object that belongs to another member (a private one, a panel). */
export class NotYoursError extends textError('errors.notYours') {}
