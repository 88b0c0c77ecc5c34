import { redactSecrets } from '../logger.js';

const MAX_SNIPPET = 300;

/**
 * A short, log-safe excerpt of a response body: `sk-…` keys and the given secrets (login token,
 * key) masked, whitespace collapsed, cut to 300 characters.
 */
export function responseSnippet(body: string, secrets: readonly string[] = []): string {
  let text = body;
  for (const secret of secrets) {
    if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  text = redactSecrets(text).replace(/\s+/g, ' ').trim();
  return text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET)}…` : text;
}
