import { z } from 'zod';
import { readCappedBody } from '../../core/capped-body.js';

/**
 * The largest JSON answer read: one image in base64 (a 3840×2160 PNG is about 33 MB so), with
 * room; a larger answer is not read further.
 */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** What the bot reads of an `ImagesResponse`: the first image, as bytes or a URL, and its tokens. */
const imagesResponseSchema = z.object({
  data: z
    .array(
      z.object({
        b64_json: z.string().min(1).nullish(),
        url: z
          .string()
          .regex(/^https?:\/\//i)
          .nullish(),
      }),
    )
    .min(1),
  usage: z.object({ total_tokens: z.number().nonnegative() }).nullish(),
});

/** The image of an answer: its bytes, or the URL the provider serves it at. */
export type AnsweredImage = { readonly bytes: Buffer } | { readonly url: string };

/** What one JSON answer gave: its image, and the tokens counted when the provider said. */
export interface ImagesAnswer {
  readonly image: AnsweredImage;
  readonly tokens: number | undefined;
}

/** Whether a call's answer is a stream of server-sent events (else one JSON `ImagesResponse`). */
export const isEventStream = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');

/**
 * Reads the one `ImagesResponse` a provider that does not stream answered (within
 * `MAX_ANSWER_BYTES`; `abort` ends the call when it is larger): its first image as `b64_json` or
 * an `http(s)` `url`, and `usage.total_tokens` when given. Throws, saying why, when there is no
 * image.
 */
export async function readImagesAnswer(
  response: Response,
  abort: AbortController,
): Promise<ImagesAnswer> {
  const body = response.body;
  if (!body) throw new Error('the answer had no body');
  const text = (
    await readCappedBody(
      { [Symbol.asyncIterator]: () => body[Symbol.asyncIterator](), destroy: () => abort.abort() },
      MAX_ANSWER_BYTES,
      () => new Error(`the answer was larger than ${MAX_ANSWER_BYTES} bytes`),
    )
  ).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the answer was neither a stream nor JSON');
  }
  const parsed = imagesResponseSchema.safeParse(json);
  if (!parsed.success) throw new Error('the answer held no image');
  const [first] = parsed.data.data;
  const tokens = parsed.data.usage?.total_tokens;
  if (first?.b64_json) return { image: { bytes: Buffer.from(first.b64_json, 'base64') }, tokens };
  if (first?.url) return { image: { url: first.url }, tokens };
  throw new Error('the answer held no image');
}
