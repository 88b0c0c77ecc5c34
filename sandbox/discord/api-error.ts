/** One entry of an `Invalid Form Body` error tree: the path and the complaint. */
export interface FormError {
  path: string[];
  code: string;
  message: string;
}

/** A Discord REST error answered as `{message, code, errors?}` with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  toJSON(): { message: string; code: number; errors?: Record<string, unknown> } {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }

  static unauthorized = () => new ApiError(401, 0, '401: Unauthorized');
  static notFound = () => new ApiError(404, 0, '404: Not Found');
  static methodNotAllowed = () => new ApiError(405, 0, '405: Method Not Allowed');
  static unknownChannel = () => new ApiError(404, 10003, 'Unknown Channel');
  static unknownGuild = () => new ApiError(404, 10004, 'Unknown Guild');
  static unknownMessage = () => new ApiError(404, 10008, 'Unknown Message');
  static unknownWebhook = () => new ApiError(404, 10015, 'Unknown Webhook');
  static unknownInteraction = () => new ApiError(404, 10062, 'Unknown interaction');
  static entityTooLarge = () => new ApiError(413, 40005, 'Request entity too large');
  static alreadyAcknowledged = () =>
    new ApiError(400, 40060, 'Interaction has already been acknowledged.');
  static missingAccess = () => new ApiError(403, 50001, 'Missing Access');
  static cannotMessageUser = () => new ApiError(403, 50007, 'Cannot send messages to this user');
  static emptyMessage = () => new ApiError(400, 50006, 'Cannot send an empty message');
  static missingPermissions = () => new ApiError(403, 50013, 'Missing Permissions');
  static invalidWebhookToken = () => new ApiError(401, 50027, 'Invalid Webhook Token');

  /** `Invalid Form Body` (50035) with Discord's nested `{field: {_errors: [...]}}` tree. */
  static invalidForm(problems: FormError[]): ApiError {
    const errors: Record<string, unknown> = {};
    for (const { path, code, message } of problems) {
      let node = errors;
      for (const key of path) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node._errors ??= [];
      (node._errors as unknown[]).push({ code, message });
    }
    return new ApiError(400, 50035, 'Invalid Form Body', errors);
  }
}
