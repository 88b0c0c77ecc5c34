import {
  NotOfferedError,
  ServiceUnavailableError,
  TaskFailedError,
} from '../../image-backend/backend-errors.js';
import type { CallOptions } from '../../image-backend/backend-types.js';
import { causeOf } from '../../image-backend/failure-cause.js';
import type { InputImage } from '../../image-backend/images-in.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import type { Base64Bytes } from '../../image-backend/streamed-json.js';
import type { DescribeRoute } from './sd-webui-features.js';
import { sdRequest } from './sd-webui-http.js';
import { checkedInput } from './sd-webui-request.js';
import { interrogateAnswerSchema } from './sd-webui-schemas.js';

/** The OpenCLIP model SD.Next captions with by default (`ReqCaptionOpenCLIP.model`). */
const OPENCLIP = 'ViT-L-14/openai';

/** Each route's call: A1111's CLIP, SD.Next's `caption` dispatch or its older `interrogate`. */
const CALLS: Readonly<
  Record<DescribeRoute, (image: Base64Bytes) => { path: string; body: object }>
> = {
  interrogate: (image) => ({ path: '/sdapi/v1/interrogate', body: { image, model: 'clip' } }),
  'sdnext-interrogate': (image) => ({
    path: '/sdapi/v1/interrogate',
    body: { image, model: OPENCLIP },
  }),
  caption: (image) => ({ path: '/sdapi/v1/caption', body: { backend: 'openclip', image } }),
};

/**
 * How each server says CLIP failed, still answering 200: A1111's `<error>` in the caption [A1
 * modules/interrogate.py], SD.Next's `CLIP error: <class 'torch.OutOfMemoryError'>` in its place
 * [SN modules/caption/openclip.py caption_image]; the class named, where there is one.
 */
const CLIP_FAILED = /<error>|^CLIP error: (?:<class '([\w.]{1,80})'>)?/;

/**
 * A caption of `image` by the route the server has (`route`; none: `NotOfferedError`). The call
 * waits for the queue on A1111. An empty caption is the server's failure; CLIP's own failure a
 * failed task told by its plain cause (the caption, never the member's description, goes to the
 * log).
 */
export async function describeOn(
  http: JsonEndpoint,
  route: DescribeRoute | undefined,
  image: InputImage,
  options: CallOptions,
  timeoutMs: number,
): Promise<string> {
  if (!route) throw new NotOfferedError('describe');
  const { path, body } = CALLS[route](checkedInput(image));
  const call = { method: 'POST', path, body, timeoutMs, schema: interrogateAnswerSchema } as const;
  const answer = await sdRequest(http, call, options.signal);
  const caption = answer.caption?.trim() ?? '';
  const detail = `${path}: ${caption.slice(0, 200)}`;
  if (caption === '') throw new ServiceUnavailableError({ detail });
  const failed = CLIP_FAILED.exec(caption);
  if (failed) throw new TaskFailedError(detail, 'failed', undefined, causeOf(failed[1] ?? '', ''));
  return caption;
}
