import { z } from 'zod';

/**
 * The variables of a backend with several servers (`COMFYUI_URL=http://gpu1:8188,http://gpu2:8188`):
 * its URLs, and each server's own value of a setting, one for all or one per URL.
 */

/** The values of a comma-separated list, each trimmed, empty ones left out. */
export const urlsOf = (value: string): string[] =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/**
 * A server's id, stable across restarts and processes: its URL's host and port (the scheme's own
 * where none is written), and its path where it has one (two servers behind one proxy), e.g.
 * `gpu1:8188`; never its credentials. Two URLs of one id are one server.
 */
export function serverIdOf(url: string): string {
  const parsed = new URL(url);
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  const path = parsed.pathname.replace(/\/+$/, '').replaceAll('|', '%7C');
  return `${parsed.hostname}:${port}${path}`;
}

/** `1st`, `2nd`, `3rd`, `4th`… */
const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** What a list whose servers are parted by `;` or spaces is told. */
const NOT_COMMA =
  'lists several servers with a ";" or a space between them: separate the URLs with commas, e.g. http://gpu1:8188,http://gpu2:8188';

/** What a URL carrying `user:password@` is told (the URL itself is never repeated: it is a secret). */
const CREDENTIALS =
  "carries a user name or password (user:password@), which the bot does not send: remove it (a WebUI's --api-auth goes in SD_WEBUI_AUTH)";

const hasCredentials = (url: string): boolean => {
  const parsed = new URL(url);
  return parsed.username !== '' || parsed.password !== '';
};

/**
 * One base URL, or several comma-separated (a pool of servers), each checked as `item` checks one
 * (its message prefixed with the URL's place where there are several), parted by commas (a `;` or
 * a space is named), without credentials (`user:password@` is refused: nothing sends it), none twice (one server id:
 * {@link serverIdOf}). Kept as written; {@link urlsOf} reads the list.
 */
export const urlList = (item: z.ZodType<string>) =>
  z.string().superRefine((value, context) => {
    const urls = urlsOf(value);
    if (urls.length === 0) {
      context.addIssue({ code: 'custom', message: 'lists no URL' });
      return;
    }
    const seen = new Map<string, number>();
    urls.forEach((url, at) => {
      const place = urls.length > 1 ? `(its ${ordinal(at + 1)} URL) ` : '';
      if (/[;\s]/.test(url)) {
        context.addIssue({ code: 'custom', message: `${place}${NOT_COMMA}` });
        return;
      }
      const checked = item.safeParse(url);
      for (const issue of checked.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: `${place}${issue.message}` });
      }
      if (!checked.success) return;
      if (hasCredentials(url)) {
        context.addIssue({ code: 'custom', message: `${place}${CREDENTIALS}` });
        return;
      }
      const id = serverIdOf(url);
      const before = seen.get(id);
      if (before === undefined) seen.set(id, at);
      else {
        context.addIssue({
          code: 'custom',
          message: `lists ${id} twice (its ${ordinal(before + 1)} and ${ordinal(at + 1)} URLs): name each server once`,
        });
      }
    });
  });

/** Reads a slot list (one whole number for all, or one per URL) from `min` to `max`, else says `message`. */
const slotsOf =
  (message: string, min: number, max: number) =>
  (value: string, context: z.RefinementCtx<string | undefined>): number[] => {
    const slots = value.split(',').map((item) => Number(item.trim()));
    if (slots.every((n) => Number.isInteger(n) && n >= min && n <= max)) return slots;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };

/**
 * How many jobs each server runs at once: one whole number for every server, or one per URL,
 * comma-separated, each from `min` to `max` (default 1).
 */
export const slotList = (urls: string, min = 1, max = 32) => {
  const message = `must be a whole number from ${min} to ${max} (default 1), one for every server of ${urls} or one per URL, comma-separated`;
  return z
    .string()
    .default('1')
    .transform(slotsOf(message, min, max));
};

/**
 * {@link slotList} without a default: undefined when unset (a backend whose one server is no
 * pool unless its slots are given, `OPENAI_IMAGES_SLOTS`).
 */
export const optionalSlotList = (urls: string, min = 1, max = 32) => {
  const message = `must be a whole number from ${min} to ${max}, one for every server of ${urls} or one per URL, comma-separated`;
  const read = slotsOf(message, min, max);
  return z
    .string()
    .optional()
    .transform((value, context) => (value === undefined ? undefined : read(value, context)));
};

/**
 * Each of `count` servers' value of a setting given for every server or one per server: `values`
 * as they are with one per server, else the one value for each.
 */
export const perServer = <T>(values: readonly T[], count: number): T[] =>
  values.length === count ? [...values] : Array.from({ length: count }, () => values[0] as T);

/**
 * A secret setting's values for `count` servers (a token, a login): with one server the value
 * whole (a comma in it is its own), else split at each comma, an empty one meaning none for that
 * server. Unset: none for every server.
 */
export function secretsPerServer(value: string | undefined, count: number): (string | undefined)[] {
  if (value === undefined) return Array.from({ length: count }, () => undefined);
  const values = count === 1 ? [value] : value.split(',').map((item) => item.trim() || undefined);
  return perServer(values, count);
}

/** Where a cross-variable check says what is wrong: the variable, and the rest of its line. */
export type ConfigIssue = (variable: string, message: string) => void;

/**
 * Says on `variable`'s line when it lists neither one value nor one per URL of `urls` (`count`
 * servers).
 */
export function checkPerServer(
  issue: ConfigIssue,
  variable: string,
  values: number,
  urls: { readonly name: string; readonly count: number },
): void {
  if (values === 1 || values === urls.count) return;
  issue(
    variable,
    `lists ${values} values for the ${urls.count} servers of ${urls.name}: give one for every ` +
      'server, or one per URL in its order, comma-separated',
  );
}
