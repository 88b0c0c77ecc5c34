import sharp from 'sharp';
import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { GpuWork } from '../../emulator-kit/service-time.js';
import { type EmulatorContext, noteReceived } from '../emulator-context.js';
import { bytesOf, decodeImage } from '../engine/image-input.js';
import { JobFailure } from '../engine/webui-queue.js';
import { apiError, jsonResponse, SdRefusal, type SdResponse } from '../sd-response.js';
import { checkedBody } from './body-checks.js';
import { enabledUpscalers } from './info-routes.js';

/** What CLIP says of an emulated picture: its shape and size. */
function clipCaption(source: { width: number; height: number }): string {
  const { width, height } = source;
  const shape = width > height ? 'a wide' : width < height ? 'a tall' : 'a square';
  return `${shape} picture of a checkerboard pattern, digital art, ${width}x${height}`;
}

/**
 * What an upscaler returns here: the input resized to `width`×`height` (Lanczos, as the WebUI's own
 * `Lanczos` upscaler; a model's detail aside), or as it was without a size, as a PNG.
 */
async function upscaled(encoded: string, size?: { width: number; height: number }) {
  let image = sharp(bytesOf(encoded));
  if (size) image = image.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  return (await image.png().toBuffer()).toString('base64');
}

/** What an upscale asks of the GPU: its input's megapixels. */
const upscaleWork = (source: { width: number; height: number }): GpuWork => ({
  kind: 'upscale',
  steps: 1,
  megapixels: (source.width * source.height) / 1e6,
});

/**
 * `POST /sdapi/v1/extra-single-image` under the queue lock: `resize_mode` 0 scales by
 * `upscaling_resize`, 1 to `upscaling_resize_w`×`_h`; `upscaler_1` `None` returns the image as
 * it was. A name `shared.sd_upscalers` no longer holds (turned off in Settings → Upscaling, then
 * the UI reloaded) raises `AssertionError: could not find upscaler named …` once the job holds
 * the lock, so after whatever ran before it: 500, `{error, detail, body, errors}` [A1 api.py
 * extras_single_image_api (`with self.queue_lock`), handle_exception;
 * scripts/postprocessing_upscale.py `process`]. SD.Next logs `Could not find upscaler` and
 * answers 200 with the image as it was [SN scripts/postprocessing_upscale.py `process` l.70-78].
 */
export async function extraSingleImage(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<SdResponse> {
  const body = checkedBody(emu, ctx, 'ExtrasSingleImageRequest');
  const source = decodeImage(String(body.image ?? ''));
  const { image: _image, ...sent } = body;
  noteReceived(emu, { route: 'extra-single-image', body: sent, source });
  const name = String(body.upscaler_1 ?? 'None');
  const known = enabledUpscalers(emu).some((u) => u.name === name);
  const sdnext = emu.options.fork === 'sdnext';
  if (!known && sdnext) emu.options.log?.(`Could not find upscaler: ${name || '<empty string>'}`);
  const fails =
    known || sdnext
      ? undefined
      : new JobFailure('AssertionError', `could not find upscaler named ${name}`);
  try {
    await emu.queue.run({
      name: 'extras',
      iterations: 1,
      steps: 2,
      ...(fails && { fails }),
      ...(name !== 'None' && known && { work: upscaleWork(source) }),
    });
  } catch (error) {
    if (error instanceof JobFailure)
      throw new SdRefusal(apiError(500, error.errorClass, '', error.message));
    throw error;
  }
  const factor = typeof body.upscaling_resize === 'number' ? body.upscaling_resize : 2;
  const byTarget = body.resize_mode === 1;
  const width = byTarget
    ? Number(body.upscaling_resize_w ?? 512)
    : Math.round(source.width * factor);
  const height = byTarget
    ? Number(body.upscaling_resize_h ?? 512)
    : Math.round(source.height * factor);
  const image = await upscaled(
    String(body.image),
    name === 'None' || !known ? undefined : { width, height },
  );
  return jsonResponse(200, {
    html_info: `<p>Postprocess upscale by: ${factor}, Postprocess upscaler: ${name}</p>`,
    image,
  });
}

/**
 * `POST /sdapi/v1/interrogate {image, model}` under the queue lock: `clip` a sentence,
 * `deepdanbooru` tags, any other model 404 `Model not found` [A1 api.py l.621-638].
 */
export async function interrogate(emu: EmulatorContext, ctx: RequestContext): Promise<SdResponse> {
  const body = checkedBody(emu, ctx, 'InterrogateRequest');
  const model = String(body.model ?? 'clip');
  if (body.image === undefined || body.image === '')
    throw new SdRefusal(apiError(404, 'HTTPException', 'Image not found'));
  const source = decodeImage(String(body.image));
  if (model !== 'clip' && model !== 'deepdanbooru')
    throw new SdRefusal(apiError(404, 'HTTPException', 'Model not found'));
  await emu.queue.run({ name: 'interrogate', iterations: 1, steps: 2 });
  if (emu.faults.describeFails()) return jsonResponse(200, { caption: '<error>' });
  const caption =
    model === 'clip'
      ? clipCaption(source)
      : `checkerboard, no_humans, pattern, ${source.width}x${source.height}`;
  return jsonResponse(200, { caption });
}

/** OpenCLIP's pretrained models SD.Next accepts (`open_clip.list_pretrained()`, a few of them). */
const OPENCLIP_MODELS = [
  'ViT-L-14/openai',
  'ViT-H-14/laion2b_s32b_b79k',
  'ViT-bigG-14/laion2b_s39b_b160k',
];

/**
 * SD.Next's `POST /sdapi/v1/caption {backend: 'openclip', image, model}`: no queue lock (it runs
 * beside a generation), 404 `Image not found` or `Model not found` (`model` defaults to
 * `ViT-L-14/openai`), `{backend, caption}`; CLIP failing is still 200, its caption `CLIP error:
 * <class …>` [SN modules/api/caption.py post_caption_dispatch, do_openclip; caption/openclip.py
 * caption_image]. The other backends (tagger, vlm, analyze) are not emulated: 400.
 */
export function caption(emu: EmulatorContext, ctx: RequestContext): SdResponse {
  const body = checkedBody(emu, ctx, 'CaptionRequest');
  if (body.backend !== 'openclip')
    throw new SdRefusal(apiError(400, 'HTTPException', `Unknown backend: ${String(body.backend)}`));
  if (typeof body.image !== 'string' || body.image === '')
    throw new SdRefusal(apiError(404, 'HTTPException', 'Image not found'));
  const source = decodeImage(body.image);
  if (!OPENCLIP_MODELS.includes(String(body.model ?? 'ViT-L-14/openai')))
    throw new SdRefusal(apiError(404, 'HTTPException', 'Model not found'));
  const caption = emu.faults.describeFails()
    ? "CLIP error: <class 'torch.OutOfMemoryError'>"
    : clipCaption(source);
  return jsonResponse(200, { backend: 'openclip', caption });
}
