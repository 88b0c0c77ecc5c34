import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { hash32 } from '../prng.js';

/**
 * A LoRA a generation applied (or a WebUI's hypernetwork, named `hypernet:<name>`), as the emulated
 * picture shows it: its name and model weight.
 */
export interface AppliedLora {
  /** The name the server resolved it to (a file's name, a CivitAI model's). */
  readonly name: string;
  /** Its strength on the model (A1111's `te`, ComfyUI's `strength_model`, the Horde's `model`). */
  readonly weight: number;
}

/** The weight a stripe spanning the whole width stands for; a larger one is drawn as this. */
const FULL_WEIGHT = 2;

/** The colour LoRA `name` marks a picture with, as `[r, g, b]` (every server draws the same). */
export function loraColour(name: string): readonly [number, number, number] {
  const h = hash32(`lora\u0000${name}`);
  // Each channel kept away from black and white, so the stripe never matches a plain picture.
  const channel = (shift: number) => 40 + (((h >>> shift) & 0xff) % 176);
  return [channel(0), channel(8), channel(16)];
}

/** The stripe of the `index`th LoRA: a band across the bottom, the first lowest. */
export function loraStripe(index: number, height: number) {
  const band = Math.max(2, Math.round(height / 16));
  return { y: height - (index + 1) * band, band };
}

/**
 * Draws the mark of each LoRA over a picture: a band per LoRA along the bottom edge in the LoRA's
 * colour, as long as its weight (half the width at 1, the whole at 2; from the right edge when
 * negative; none at 0, a LoRA at 0 changing nothing). Deterministic: a test reads it back with
 * {@link lorasIn}.
 */
export function drawLoraMarks(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  loras: readonly AppliedLora[],
  dim = 1,
): void {
  ctx.globalAlpha = 1;
  loras.forEach((lora, index) => {
    const { y, band } = loraStripe(index, height);
    const length = Math.round((Math.min(Math.abs(lora.weight), FULL_WEIGHT) / FULL_WEIGHT) * width);
    if (y < 0 || length === 0) return;
    const [r, g, b] = loraColour(lora.name).map((c) => Math.round(c * dim));
    ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
    ctx.fillRect(lora.weight < 0 ? width - length : 0, y, length, band);
  });
}

const near = (a: number, b: number) => Math.abs(a - b) <= 3;

/**
 * The LoRAs a picture (PNG, WebP or JPEG bytes) shows, read back from its stripes: for each of
 * `names` in order, the weight its stripe at that place stands for (to 0.05, so a stripe a pixel
 * shorter on a small picture still reads as its weight), or
 * undefined where its colour is not there. For tests: whether a LoRA reached the image.
 */
export async function lorasIn(
  bytes: Buffer,
  names: readonly string[],
): Promise<(number | undefined)[]> {
  const image = await loadImage(bytes);
  const { width, height } = image;
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return names.map((name, index) => {
    const { y, band } = loraStripe(index, height);
    if (y < 0) return undefined;
    const row = ctx.getImageData(0, y + Math.floor(band / 2), width, 1).data;
    const [r, g, b] = loraColour(name);
    const matches = (x: number) =>
      near(row[4 * x] ?? -1, r) && near(row[4 * x + 1] ?? -1, g) && near(row[4 * x + 2] ?? -1, b);
    const fromLeft = matches(0);
    if (!fromLeft && !matches(width - 1)) return undefined;
    let run = 0;
    while (run < width && matches(fromLeft ? run : width - 1 - run)) run++;
    const weight = Math.round((run / width) * FULL_WEIGHT * 20) / 20;
    return fromLeft ? weight : -weight;
  });
}
