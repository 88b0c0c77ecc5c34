import type { PainterLaunch } from '../bot/painter-launcher.js';
import type { AppErrorOptions } from '../core/app-error.js';
import type { ByteBudget } from '../core/byte-budget.js';
import { type DiscordHosts, fetchMemberFile } from '../discord/member-file.js';
import { bytesText } from '../i18n/localized-text.js';
import { InputImageError } from '../image-intake/intake-errors.js';
import { imageFormatOf, SHOWN_FORMATS } from '../safety/image-format.js';

/** What reading a card's image needs: Discord's hosts, the input bound and budget. */
export interface CardImageSettings {
  readonly hosts: DiscordHosts;
  /** `IMAGE_INPUT_MAX_BYTES`. */
  readonly maxBytes: number;
  /** `AppContext.inputBudget`: the bytes of members' images held at once. */
  readonly budget: ByteBudget;
}

/** How long the card's image may take to download for the page. */
const DOWNLOAD_MS = 10_000;

/**
 * The card's image for the painter's page, as the card shows it: fetched from Discord's own hosts
 * only (the launch's attachment URL, read from the clicked message), bounded by
 * `IMAGE_INPUT_MAX_BYTES` and the input budget as every member's image is, and served only as an
 * image Discord shows (its type read from its header, never from Discord's or the URL's word).
 * @throws {InputImageError} too large, not fetched, or not an image.
 */
export function cardImageReader(settings: CardImageSettings) {
  const max = bytesText(settings.maxBytes);
  return (launch: PainterLaunch): Promise<{ bytes: Buffer; type: string }> =>
    fetchMemberFile(
      { url: launch.image.url },
      {
        maxBytes: settings.maxBytes,
        hosts: settings.hosts,
        accept: 'image/*',
        timeoutMs: DOWNLOAD_MS,
        budget: settings.budget,
        tooLarge: (size?: number) =>
          size === undefined
            ? new InputImageError('overMax', { max })
            : new InputImageError('tooLarge', { max, size: bytesText(size) }),
        failed: (cause: AppErrorOptions) => new InputImageError('downloadFailed', {}, cause),
      },
      async (bytes) => {
        const format = imageFormatOf(bytes);
        if (!format.shown) throw new InputImageError('unreadable');
        return { bytes, type: SHOWN_FORMATS[format.format].contentType };
      },
    );
}
