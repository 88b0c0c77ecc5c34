import type { ChangePlane } from '../../emulator-kit/picture.js';
import type { UploadedFile } from './uploaded-files.js';

/** A `MASK` flowing between nodes: one float a pixel, 1 where the image may change. */
export interface MaskPlane {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** `torch.zeros((64, 64))`: the mask of an image without alpha. */
export const EMPTY_MASK: MaskPlane = { width: 64, height: 64, data: new Float32Array(64 * 64) };

/** A plane of `width` × `height` holding `value`. */
export const filledMask = (width: number, height: number, value: number): MaskPlane => ({
  width,
  height,
  data: new Float32Array(width * height).fill(value),
});

const CHANNELS = ['red', 'green', 'blue', 'alpha'] as const;

/**
 * `LoadImage`'s second output: `1 - alpha` where Pillow sees an alpha band, else 64×64 zeros;
 * `LoadImageMask`'s: the `channel` asked (`alpha`: `1 - alpha`; an image without alpha is made
 * RGBA first, so its alpha mask is zeros at its size).
 */
export function maskOfFile(file: UploadedFile | undefined, channel?: string): MaskPlane {
  const rgba = file?.rgba;
  if (!rgba || (channel === undefined && !file.hasAlpha)) return EMPTY_MASK;
  const band = channel === undefined ? 3 : CHANNELS.indexOf(channel as (typeof CHANNELS)[number]);
  if (band < 0) return EMPTY_MASK;
  const data = new Float32Array(rgba.width * rgba.height);
  for (let index = 0; index < data.length; index += 1) {
    const value = (rgba.data[index * 4 + band] as number) / 255;
    data[index] = band === 3 ? 1 - value : value;
  }
  return { width: rgba.width, height: rgba.height, data };
}

/** `torch.nn.functional.interpolate(mode="bilinear")` (align_corners false) to `width` × `height`. */
export function bilinear(mask: MaskPlane, width: number, height: number): MaskPlane {
  if (mask.width === width && mask.height === height) return mask;
  const data = new Float32Array(width * height);
  const source = (dst: number, scale: number, size: number) => {
    const at = Math.max(0, (dst + 0.5) * scale - 0.5);
    const low = Math.min(size - 1, Math.floor(at));
    return { low, high: Math.min(size - 1, low + 1), t: at - low };
  };
  for (let y = 0; y < height; y += 1) {
    const row = source(y, mask.height / height, mask.height);
    for (let x = 0; x < width; x += 1) {
      const col = source(x, mask.width / width, mask.width);
      const value = (yy: number, xx: number) => mask.data[yy * mask.width + xx] as number;
      const top = value(row.low, col.low) * (1 - col.t) + value(row.low, col.high) * col.t;
      const bottom = value(row.high, col.low) * (1 - col.t) + value(row.high, col.high) * col.t;
      data[y * width + x] = top * (1 - row.t) + bottom * row.t;
    }
  }
  return { width, height, data };
}

/** `mask[top:top+height, left:left+width]`. */
export function cropped(mask: MaskPlane, left: number, top: number, width: number, height: number) {
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = (y + top) * mask.width + left;
    data.set(mask.data.subarray(from, from + width), y * width);
  }
  return { width, height, data };
}

/** Each value rounded (`torch.round`, half to even). */
export const rounded = (mask: MaskPlane): MaskPlane => ({
  ...mask,
  data: mask.data.map((value) => (value === 0.5 ? 0 : Math.round(value))),
});

/**
 * `VAEEncodeForInpaint`'s growth: `clamp(conv2d(mask.round(), ones(g, g), padding=ceil((g-1)/2)),
 * 0, 1)`, cut back to the mask's size (`[:x, :y]`), rounded; `g` 0 leaves it as it is.
 */
export function grown(mask: MaskPlane, by: number): MaskPlane {
  if (by === 0) return mask;
  const binary = rounded(mask);
  const padding = Math.ceil((by - 1) / 2);
  const { width, height } = mask;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < by && sum === 0; dy += 1) {
        const yy = y - padding + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = 0; dx < by; dx += 1) {
          const xx = x - padding + dx;
          if (xx >= 0 && xx < width) sum += binary.data[yy * width + xx] as number;
        }
      }
      data[y * width + x] = sum > 0 ? 1 : 0;
    }
  }
  return { width, height, data };
}

/**
 * `ImagePadForOutpaint`'s mask: 1 on the new border; inside the image 0, or, within `feathering`
 * of a padded side (when twice it fits in the image), `((feathering - d) / feathering)²`.
 */
export function outpaintMask(
  image: { readonly width: number; readonly height: number },
  pad: { left: number; top: number; right: number; bottom: number },
  feathering: number,
): MaskPlane {
  const { width: w, height: h } = image;
  const mask = filledMask(w + pad.left + pad.right, h + pad.top + pad.bottom, 1);
  const feather = feathering > 0 && feathering * 2 < h && feathering * 2 < w;
  for (let i = 0; i < h; i += 1) {
    for (let j = 0; j < w; j += 1) {
      let value = 0;
      if (feather) {
        const d = Math.min(
          pad.top !== 0 ? i : h,
          pad.bottom !== 0 ? h - i : h,
          pad.left !== 0 ? j : w,
          pad.right !== 0 ? w - j : w,
        );
        if (d < feathering) value = ((feathering - d) / feathering) ** 2;
      }
      mask.data[(i + pad.top) * mask.width + j + pad.left] = value;
    }
  }
  return mask;
}

/** A mask as a picture's change plane (0 to 255 a pixel). */
export const changeOf = (mask: MaskPlane): ChangePlane => ({
  width: mask.width,
  height: mask.height,
  data: Uint8Array.from(mask.data, (value) => Math.round(Math.min(1, Math.max(0, value)) * 255)),
});
