import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type AppliedLora, drawLoraMarks } from '../emulator-kit/lora-mark.js';
import { hash32 } from '../prng.js';
import type { HordeResponse } from './horde-response.js';
import { type Painting, paintedWebp } from './painting.js';
import type { HordeJob, WaitingPrompt } from './waiting-prompt.js';

/** How long a handed-out image URL stays valid, as the Horde's presigned R2 URLs (30 min). */
export const IMAGE_URL_LIFETIME_MS = 1_800_000;

/** The signature of a URL handed out by the `badImageUrlsNext` fault. */
const BAD_SIGNATURE = 'mismatched';

/** Path of an image: `/stable-horde/<generation id>.webp`, as on the Horde's R2 bucket. */
export const IMAGE_PATH = /^\/stable-horde\/([0-9a-f-]{36})\.webp$/;

interface ImageSource {
  width: number;
  height: number;
  prompt: string;
  seed: string;
  /** The digest of the request's source image (img2img), if any. */
  sourceDigest: string | undefined;
  censored: boolean;
  /** An inpainting or outpainting request's source and mask, painted over. */
  painting: Painting | undefined;
  /** An img2img request's source and `denoising_strength` (absent: 1, as horde-sdk sends it). */
  edited: { readonly source: Buffer; readonly strength: number } | undefined;
  /** The LoRAs the worker applied, each marking the image (`lora-mark.ts`). */
  loras: readonly AppliedLora[];
}

const KEPT = 256;
const RENDERED = 64;

/**
 * Draws a flat deterministic picture (a colour band per prompt+seed, and source image digest for
 * img2img, a stripe per LoRA applied; black when censored): over an img2img's source stretched to
 * the size by its strength (the source's composition kept, as a sampler starting from it keeps
 * it), or painted over the source where its mask lets it for inpainting and outpainting
 * (`paintedWebp`), and encodes it as WebP (lossless), as Horde workers upload `<id>.webp`.
 */
export async function renderWebp(source: ImageSource): Promise<Buffer> {
  const canvas = createCanvas(source.width, source.height);
  const ctx = canvas.getContext('2d');
  if (source.censored) {
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, source.width, source.height);
  } else {
    const from = source.sourceDigest === undefined ? '' : `\u0000${source.sourceDigest}`;
    const h = hash32(`${source.prompt}\u0000${source.seed}${from}`);
    const colour = (shift: number) =>
      `#${((h >>> shift) & 0xffffff).toString(16).padStart(6, '0')}`;
    if (source.edited) {
      ctx.drawImage(await loadImage(source.edited.source), 0, 0, source.width, source.height);
      ctx.globalAlpha = Math.min(1, Math.max(0, source.edited.strength));
    }
    ctx.fillStyle = colour(0);
    ctx.fillRect(0, 0, source.width, source.height);
    ctx.fillStyle = colour(8);
    ctx.fillRect(0, 0, source.width, Math.ceil(source.height / 3));
    ctx.globalAlpha = 1;
    drawLoraMarks(ctx, source.width, source.height, source.loras);
    if (source.painting) return paintedWebp(source.painting, canvas);
  }
  return canvas.encode('webp', 100);
}

/** An img2img request's source bytes and strength; undefined without a source or when it paints. */
function editedOf(wp: WaitingPrompt): ImageSource['edited'] {
  const sent = wp.body.source_image;
  if (!wp.source || wp.painting || typeof sent !== 'string') return undefined;
  return { source: Buffer.from(sent, 'base64'), strength: wp.source.strength ?? 1 };
}

/**
 * The images handed out, by generation id (or alchemy form id), with their URLs' expiry and a
 * small render cache.
 */
export class ImageStore {
  readonly #sources = new Map<string, ImageSource>();
  /** Post-processed images of alchemy forms: how to draw each. */
  readonly #drawn = new Map<string, () => Promise<Buffer>>();
  readonly #rendered = new Map<string, Promise<Buffer>>();

  /**
   * Remembers `job`'s image and returns its URL, valid 30 minutes from `now`; a `bad` one carries
   * a signature R2 refuses.
   */
  url(base: string, wp: WaitingPrompt, job: HordeJob, now: number, bad = false): string {
    const id = this.#keep(wp, job);
    const expires = now + IMAGE_URL_LIFETIME_MS;
    return `${base}/stable-horde/${id}.webp?expires=${expires}&signature=${bad ? BAD_SIGNATURE : 'ok'}`;
  }

  /**
   * Remembers how to draw the image of alchemy form `id` and returns its URL, presigned once, at
   * delivery: valid 30 minutes from `now` (the server's `generate_procgen_download_url`).
   */
  alchemyUrl(base: string, id: string, now: number, draw: () => Promise<Buffer>): string {
    this.#drawn.set(id, draw);
    if (this.#drawn.size > KEPT) this.#drawn.delete(this.#oldest(this.#drawn));
    const expires = now + IMAGE_URL_LIFETIME_MS;
    return `${base}/stable-horde/${id}.webp?expires=${expires}&signature=ok`;
  }

  /** `job`'s image as base64 WebP (what `r2: false` answers). */
  async base64(wp: WaitingPrompt, job: HordeJob): Promise<string> {
    return (await this.bytes(this.#keep(wp, job)))?.toString('base64') ?? 'N/A';
  }

  /** The WebP bytes of a generation handed out before, or undefined. */
  bytes(generationId: string): Promise<Buffer> | undefined {
    const source = this.#sources.get(generationId);
    const draw = this.#drawn.get(generationId);
    if (!source && !draw) return undefined;
    let image = this.#rendered.get(generationId);
    if (!image) {
      image = source ? renderWebp(source) : (draw as () => Promise<Buffer>)();
      this.#rendered.set(generationId, image);
      if (this.#rendered.size > RENDERED) this.#rendered.delete(this.#oldest(this.#rendered));
    }
    return image;
  }

  #keep(wp: WaitingPrompt, job: HordeJob): string {
    const id = job.generationId ?? '';
    if (!this.#sources.has(id)) {
      const { width, height } = wp.params;
      this.#sources.set(id, {
        width,
        height,
        prompt: wp.loras.prompt,
        seed: job.seed,
        sourceDigest: wp.source?.digest,
        censored: job.censored,
        painting: wp.painting,
        edited: editedOf(wp),
        loras: wp.loras.applied,
      });
      if (this.#sources.size > KEPT) this.#sources.delete(this.#oldest(this.#sources));
    }
    return id;
  }

  #oldest(map: Map<string, unknown>): string {
    return map.keys().next().value as string;
  }
}

function s3Error(status: number, code: string, message: string): HordeResponse {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return { status, headers: { 'content-type': 'application/xml' }, body: Buffer.from(xml) };
}

/** The page a CDN or proxy in front of the bucket answers instead of the image (a fault). */
const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>Checking your browser before accessing the site.</body></html>';

/**
 * `GET /stable-horde/<generation id>.webp?expires=…`: the image as the presigned R2 URL serves
 * it (`image/webp`); a URL handed out with a bad signature (the `badImageUrlsNext` fault) a 403
 * `SignatureDoesNotMatch`; past `expires` (30 min after the status call, on the emulator's clock)
 * a 403 `Request has expired`, an unknown image 404 `NoSuchKey`, all XML as from S3. With `html`
 * (the `htmlImagesNext` fault) an HTML page instead.
 */
export async function serveImage(
  images: ImageStore,
  now: number,
  url: URL,
  html = false,
): Promise<HordeResponse> {
  if (html) {
    return { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(HTML_PAGE) };
  }
  const id = IMAGE_PATH.exec(url.pathname)?.[1] ?? '';
  if (url.searchParams.get('signature') === BAD_SIGNATURE) {
    const said = 'The request signature we calculated does not match the signature you provided.';
    return s3Error(403, 'SignatureDoesNotMatch', said);
  }
  const expires = Number(url.searchParams.get('expires'));
  if (!(expires > now)) return s3Error(403, 'AccessDenied', 'Request has expired');
  const bytes = await images.bytes(id);
  if (!bytes) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
  return { status: 200, headers: { 'content-type': 'image/webp' }, body: bytes };
}
