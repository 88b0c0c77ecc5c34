import { AppError } from './app-error.js';

/** Text entered as an API key is not shaped like one (`sk-` followed by 48 hexadecimal characters). */
export class MalformedApiKeyError extends AppError {
  constructor() {
    super(
      "That doesn't look like an API key: keys are `sk-` followed by 48 hexadecimal characters. Copy the key again from your image-service account and retry; nothing was changed.",
    );
  }
}
