import { AppError, type AppErrorOptions } from './app-error.js';

/** A downloaded image was bigger than the cap the caller allowed. */
export class ImageTooLargeError extends AppError {
  constructor(
    /** The cap that was exceeded, in bytes. */
    readonly maxBytes: number,
    options: AppErrorOptions = {},
  ) {
    const size =
      maxBytes >= 1_048_576
        ? `${Math.round((maxBytes / 1_048_576) * 10) / 10} MB`
        : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
    super(`The generated image is larger than ${size}, too big to post here.`, options);
  }
}
