import { request } from 'undici';
import { readCappedBody } from '../core/capped-body.js';
import { bytesText } from '../i18n/localized-text.js';
import { InputImageError } from './errors.js';

/** An image a member points at: an attachment of a command or of a message, as Discord gives it. */
export interface InputSource {
  /** Discord's CDN URL of the file. */
  readonly url: string;
  /** Its name, as shown on the card ("Edited from …"). */
  readonly name: string;
  /** Its size in bytes, as Discord reports it (checked again while reading). */
  readonly size?: number;
  /** Its content type, as Discord reports it, when it does. */
  readonly contentType?: string | null;
}

/** Options of {@link downloadInput}. */
export interface DownloadInputOptions {
  /** The most bytes read: the download stops past it, whatever Discord said. */
  readonly maxBytes: number;
  /** Where Discord serves attachments (`DISCORD_CDN_URL`): no other origin is fetched. */
  readonly cdnUrl: string;
  /** Where Discord's media proxy serves previews and linked pictures (`DISCORD_MEDIA_PROXY_URL`). */
  readonly mediaProxyUrl?: string;
  /** @default 10_000 */
  readonly timeoutMs?: number;
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
 * Downloads an input image from Discord's CDN, bounded: refused before any request when Discord
 * declared it larger than `maxBytes` or the URL is not Discord's, then read at most `maxBytes`
 * (the stream is cut past it), within `timeoutMs`, into one buffer of its declared length.
 * @throws {InputImageError} `tooLarge` or `downloadFailed`.
 */
export async function downloadInput(
  source: InputSource,
  options: DownloadInputOptions,
): Promise<Buffer> {
  const { maxBytes } = options;
  const tooLarge = (size?: number) =>
    new InputImageError(size === undefined ? 'overMax' : 'tooLarge', {
      max: bytesText(maxBytes),
      ...(size !== undefined && { size: bytesText(size) }),
    });
  if (source.size !== undefined && source.size > maxBytes) throw tooLarge(source.size);
  if (!isDiscordCdnUrl(source.url, options.cdnUrl, options.mediaProxyUrl)) {
    throw new InputImageError('downloadFailed', {}, { detail: 'not a Discord CDN URL' });
  }
  try {
    const response = await request(source.url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'image/*' },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      const detail = `status ${response.statusCode}`;
      throw new InputImageError('downloadFailed', {}, { detail });
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.dump();
      throw tooLarge(declared);
    }
    const expected = Number.isFinite(declared) ? declared : undefined;
    return await readCappedBody(response.body, maxBytes, () => tooLarge(), expected);
  } catch (error) {
    if (error instanceof InputImageError) throw error;
    throw new InputImageError('downloadFailed', {}, { cause: error });
  }
}
