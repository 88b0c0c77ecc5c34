import { request } from 'undici';
import type { AppErrorOptions } from '../core/app-error.js';
import type { ByteBudget, ByteLease } from '../core/byte-budget.js';
import { readCappedBody } from '../core/capped-body.js';

/** A file a member brings (an attachment, a linked picture), as Discord gives it. */
export interface MemberFile {
  /** Where Discord serves it. */
  readonly url: string;
  /** Its size in bytes, as Discord reports it (checked again while reading). */
  readonly size?: number;
}

/** Where Discord serves attachments, and its media proxy previews and linked pictures. */
export interface DiscordHosts {
  readonly DISCORD_CDN_URL: string;
  readonly DISCORD_MEDIA_PROXY_URL?: string;
}

/** Options of {@link fetchMemberFile}. */
export interface MemberFileOptions {
  /** The most bytes read: refused before the request when Discord declared more, cut past it. */
  readonly maxBytes: number;
  /** The origins fetched beside Discord's own hosts (the settings'). */
  readonly hosts: DiscordHosts;
  /** The `accept` header sent. */
  readonly accept: string;
  /** How long the download may take. @default 10_000 */
  readonly timeoutMs?: number | undefined;
  /** The bytes of members' files held at once (`AppContext.inputBudget`). */
  readonly budget: Pick<ByteBudget, 'acquire'>;
  /**
   * What `use` will hold beside the file's bytes, taken with them before the download (an image's
   * decoded pixels, as Discord declares its size). @default 0
   */
  readonly beside?: number | undefined;
  /** Tells the member their file waits its turn, before it waits; the fetch goes on once told. */
  readonly onWait?: (() => Promise<void>) | undefined;
  /** Stops waiting for the budget (the answer is due): refused as `failed`. */
  readonly waitSignal?: AbortSignal | undefined;
  /** The caller's refusal of a file over `maxBytes` (its size, where known). */
  readonly tooLarge: (size?: number) => Error;
  /** The caller's refusal of a file that could not be fetched. */
  readonly failed: (options: AppErrorOptions) => Error;
}

/**
 * Discord's own hosts of attachments and of its media proxy (attachments' previews, and the
 * pictures of links' embeds: `images-ext-1.discordapp.net`, `images-ext-2…`), always allowed.
 */
const DISCORD_HOST =
  /^(?:cdn\.discordapp\.com|media\.discordapp\.net|images-ext-\d{1,2}\.discordapp\.net)$/;

/**
 * Whether `url` is served by Discord: its CDN, its media proxy (over https), or the configured
 * CDN's or media proxy's origin.
 */
export function isDiscordCdnUrl(url: string, cdnUrl: string, mediaProxyUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && DISCORD_HOST.test(parsed.hostname)) return true;
  const configured = mediaProxyUrl === undefined ? [cdnUrl] : [cdnUrl, mediaProxyUrl];
  return configured.some((origin) => parsed.origin === new URL(origin).origin);
}

/**
 * The one way a member's file is fetched: from Discord's own hosts only, refused before any
 * request when Discord declared it larger than `maxBytes`, within the budget (its declared size,
 * else `maxBytes`, and what `use` holds beside it, taken before the download in turn; the lease
 * resized to the bytes read once they are, and handed to `use`, which may resize it as its work
 * holds more or less; given back once `use` settled), read at most `maxBytes` (the stream cut past
 * it) within `timeoutMs` into one buffer handed to `use`.
 * @throws `tooLarge` or `failed` of the options, or what `use` throws.
 */
export async function fetchMemberFile<T>(
  file: MemberFile,
  options: MemberFileOptions,
  use: (bytes: Buffer, lease: ByteLease) => Promise<T>,
): Promise<T> {
  const { maxBytes, tooLarge, failed } = options;
  if (file.size !== undefined && file.size > maxBytes) throw tooLarge(file.size);
  const { DISCORD_CDN_URL, DISCORD_MEDIA_PROXY_URL } = options.hosts;
  if (!isDiscordCdnUrl(file.url, DISCORD_CDN_URL, DISCORD_MEDIA_PROXY_URL)) {
    throw failed({ detail: 'not a Discord CDN URL' });
  }
  let telling: Promise<void> | undefined;
  const declared = Math.min(file.size ?? maxBytes, maxBytes);
  const beside = options.beside ?? 0;
  const lease = await options.budget
    .acquire(declared + beside, {
      onWait: () => {
        telling = options.onWait?.();
      },
      ...(options.waitSignal && { signal: options.waitSignal }),
    })
    .catch((cause: unknown) => Promise.reject(failed({ cause })));
  try {
    await telling;
    const bytes = await download(file.url, options);
    lease.shrinkTo(bytes.length + beside);
    return await use(bytes, lease);
  } finally {
    lease.release();
  }
}

async function download(url: string, options: MemberFileOptions): Promise<Buffer> {
  const { maxBytes, tooLarge, failed } = options;
  let refusal: Error | undefined;
  try {
    const response = await request(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: options.accept },
    });
    const declared = Number(response.headers['content-length']);
    if (response.statusCode !== 200) refusal = failed({ detail: `status ${response.statusCode}` });
    else if (Number.isFinite(declared) && declared > maxBytes) refusal = tooLarge(declared);
    if (refusal) {
      await response.body.dump();
      throw refusal;
    }
    const expected = Number.isFinite(declared) ? declared : undefined;
    return await readCappedBody(
      response.body,
      maxBytes,
      () => {
        refusal = tooLarge();
        return refusal;
      },
      expected,
    );
  } catch (error) {
    throw error === refusal ? error : failed({ cause: error });
  }
}
