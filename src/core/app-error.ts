/** Options shared by every {@link AppError}. */
export interface AppErrorOptions {
  /** The underlying failure, kept for logs only. */
  cause?: unknown;
  /** Extra detail for the log line; never shown to users and never containing secrets. */
  detail?: string;
  /**
   * Whether the text is information, not a failure (ComfyUI keeps no balance): shown without the
   * warning sign. @default false
   */
  notice?: boolean;
}

/** A value of a {@link UserText}: text and numbers as they are, nested texts translated first. */
export type UserTextValue = string | number | UserText;

/** A catalog message by key, with its placeholders' values: translated where it is shown. */
export interface UserText {
  readonly key: string;
  readonly values?: Readonly<Record<string, UserTextValue>>;
}

/** What an error tells a member: the catalog message, and its English for logs and tests. */
export interface ErrorText {
  readonly english: string;
  readonly text: UserText;
}

/**
 * Base of every error the bot expects: `text` is what a member is shown (what happened, what to
 * do), `message` its English for logs; an operator's start-up error has only its `message`.
 * Anything else thrown is a bug, logged with an id the user is given.
 */
export class AppError extends Error {
  readonly detail: string | undefined;
  /** The catalog message a member is shown; absent for an operator's start-up error. */
  readonly text: UserText | undefined;
  /** Information, not a failure: shown without the warning sign (`AppErrorOptions.notice`). */
  readonly notice: boolean;

  constructor(message: string | ErrorText, options: AppErrorOptions = {}) {
    super(typeof message === 'string' ? message : message.english, { cause: options.cause });
    this.name = new.target.name;
    this.detail = options.detail;
    this.notice = options.notice ?? false;
    this.text = typeof message === 'string' ? undefined : message.text;
  }
}

/** The bot is shutting down. Its English is a test-checked copy of `errors.restarting`. */
export class RestartingError extends AppError {
  constructor() {
    super({
      english: 'The bot is restarting. Please try again in a minute.',
      text: { key: 'errors.restarting' },
    });
  }
}
