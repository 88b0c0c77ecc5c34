import type { Attachment, Message } from 'discord.js';
import type { PixelSize } from '../../image-backend/images-in.js';
import type { InputSource } from '../../image-intake/intake-input.js';
import { CardImageGoneError, NoImageInMessageError } from '../imagine-errors.js';
import { imageFileName } from '../render/render-final.js';

/** The file names an image may have when its type is not told: PNG, JPEG, WebP or GIF. */
const IMAGE_NAME = /\.(?:png|jpe?g|webp|gif)$/i;

/** Whether an attachment is an image, by the type Discord reports or else by its name. */
const isImage = (file: Attachment) =>
  file.contentType ? file.contentType.startsWith('image/') : IMAGE_NAME.test(file.name);

/** An attachment as an input's source (what the intake downloads and checks). */
const sourceOf = (file: Attachment): InputSource => ({
  url: file.url,
  name: file.name,
  size: file.size,
  contentType: file.contentType,
  width: file.width,
  height: file.height,
});

/**
 * The first image of a message, as Discord gives it: an image attachment, else an embed's image
 * (or thumbnail) through Discord's media proxy. The intake checks what it really is.
 * @throws {NoImageInMessageError} when it has none.
 */
export function firstImageOf(message: Message): InputSource {
  const file = message.attachments.find(isImage);
  if (file) return sourceOf(file);
  for (const embed of message.embeds) {
    const shown = embed.image ?? embed.thumbnail;
    const url = shown?.proxyURL ?? shown?.url;
    const name = url && (new URL(url).pathname.split('/').pop() || 'image');
    if (url && name) return { url, name, width: shown?.width, height: shown?.height };
  }
  throw new NoImageInMessageError();
}

/**
 * The image of job `jobId` as its card shows it: the file the bot attached under the job's name
 * (`imageFileName`) on the message the component was used on (Discord's own field), and its size
 * where Discord tells it.
 * @throws {CardImageGoneError} when the message does not carry it (withheld, or changed since).
 */
export function cardImageOf(
  message: Message | null | undefined,
  jobId: string,
): { source: InputSource; size?: PixelSize } {
  const prefix = imageFileName(jobId, '');
  const file = message?.attachments.find((each) => each.name.startsWith(prefix));
  if (!file) throw new CardImageGoneError();
  const { width, height } = file;
  return { source: sourceOf(file), ...(width && height ? { size: { width, height } } : {}) };
}
