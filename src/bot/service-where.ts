import { AppError } from '../core/app-error.js';
import { oneLine, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { InvalidApiKeyError, InvalidLoginTokenError } from '../image-backend/backend-errors.js';
import type { ServiceSignup } from '../image-backend/backend-registry.js';
import { MissingApiKeyError } from '../keys/key-errors.js';

/** The longest service name shown: `IMAGE_SERVICE_NAME`'s own limit. */
const NAME_MAX = 60;

/** An http(s) URL as Discord links it, inside `<…>` (no preview); anything else is not shown. */
function linkOf(url: string | undefined): string | undefined {
  const parsed = url === undefined ? undefined : URL.parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return undefined;
  return `<${parsed.href.replace(/[<>\s]/g, encodeURIComponent)}>`;
}

/**
 * Where members get an API key and a login token, on one line in `t`'s language: the service's
 * name (inert text, never markup) and its page as a link when it is http(s); undefined when the
 * operator named neither (`IMAGE_SERVICE_NAME`, `IMAGE_SERVICE_URL`).
 */
export function serviceWhere(signup: ServiceSignup, t: Translator): string | undefined {
  const service = signup.name === undefined ? '' : `**${userText(signup.name, NAME_MAX)}**`;
  const named = signup.name === undefined ? 'no' : 'yes';
  const url = linkOf(signup.url);
  const tokens = signup.loginTokens === false ? 'no' : 'yes';
  if (url) return t.t('keys.signup.whereAt', { named, service, url, tokens });
  return signup.name === undefined ? undefined : t.t('keys.signup.where', { service, tokens });
}

/**
 * Where a key or token typed into a form comes from, as plain text (a form's description shows no
 * markup); undefined when the operator named neither, or when it does not fit in `max` characters
 * (never cut: the form's own words stay, and a key error says it in full).
 */
export function serviceFrom(signup: ServiceSignup, t: Translator, max: number): string | undefined {
  if (signup.name === undefined && linkOf(signup.url) === undefined) return undefined;
  const named = signup.name === undefined ? 'no' : 'yes';
  const from = t.t('keys.signup.from', { named, service: oneLine(signup.name ?? '') });
  return from.length <= max ? from : undefined;
}

/**
 * Whether `error` is about the member's key or login token (none linked, refused by the service,
 * or not shaped like a key): its message is followed by {@link serviceWhere}.
 */
export function isKeyError(error: unknown): boolean {
  return (
    error instanceof MissingApiKeyError ||
    error instanceof InvalidApiKeyError ||
    error instanceof InvalidLoginTokenError ||
    (error instanceof AppError && error.text?.key === 'apikey.malformed')
  );
}
