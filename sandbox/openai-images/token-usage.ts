/** A quality the emulator renders at (`auto` resolved). */
export type Quality = 'low' | 'medium' | 'high';

/**
 * Output image tokens per image of the GPT image models at the three standard sizes: OpenAI's
 * per-image prices (1024×1024 low $0.011, medium $0.042, high $0.167; 1536-wide or -tall $0.016,
 * $0.063, $0.25) divided by the $40 per million image output tokens, rounded to the figures
 * OpenAI's image guide gives (272, 1056, 4160; 408/400, 1584/1568, 6240/6208).
 */
const OUTPUT_TOKENS: Record<Quality, Record<string, number>> = {
  low: { '1024x1024': 272, '1024x1536': 408, '1536x1024': 400 },
  medium: { '1024x1024': 1056, '1024x1536': 1584, '1536x1024': 1568 },
  high: { '1024x1024': 4160, '1024x1536': 6240, '1536x1024': 6208 },
};

/** What one generation is charged, as its `usage` reports it. */
export interface GenerationUsage {
  /** Input tokens: the prompt's and an edit's input images'. */
  readonly inputTokens: number;
  /** Of those, the input images' (0 for a generation). */
  readonly inputImageTokens: number;
  /** Image tokens of one image. */
  readonly outputTokensPerImage: number;
  readonly images: number;
}

/** The emulator's stand-in for the tokenizer: one token per four characters, at least one. */
export function textTokens(prompt: string): number {
  return Math.max(1, Math.ceil(prompt.length / 4));
}

/**
 * Image tokens of one image: the table above at the standard sizes; any other size (the free
 * sizes of `gpt-image-2`) the square's figure scaled by its area.
 */
export function imageTokens(quality: Quality, width: number, height: number): number {
  const exact = OUTPUT_TOKENS[quality][`${width}x${height}`];
  if (exact !== undefined) return exact;
  const square = OUTPUT_TOKENS[quality]['1024x1024'] ?? 0;
  return Math.round((square * width * height) / (1024 * 1024));
}

/**
 * The emulator's stand-in for the tokens of an edit's input image (OpenAI publishes no figure for
 * image inputs of GPT image models): the vision count of its models, 85 plus 170 per 512-pixel
 * tile once the image fits 2048×2048 and its shorter side 768; `input_fidelity: high` doubles it.
 */
export function inputImageTokens(width: number, height: number, highFidelity: boolean): number {
  const fit = Math.min(1, 2048 / Math.max(width, height));
  const [w, h] = [width * fit, height * fit];
  const shorter = Math.min(1, 768 / Math.min(w, h));
  const tiles = Math.ceil((w * shorter) / 512) * Math.ceil((h * shorter) / 512);
  return (85 + 170 * tiles) * (highFidelity ? 2 : 1);
}

/** The charge of `images` images of one request (with an edit's input image tokens). */
export function usageOf(
  prompt: string,
  quality: Quality,
  width: number,
  height: number,
  images: number,
  inputImages = 0,
): GenerationUsage {
  return {
    inputTokens: textTokens(prompt) + inputImages,
    inputImageTokens: inputImages,
    outputTokensPerImage: imageTokens(quality, width, height),
    images,
  };
}

/**
 * `usage` as the answer writes it (`ImageGenUsage`): the input tokens once, the output tokens of
 * `images` images.
 */
export function usageBody(usage: GenerationUsage, images = usage.images, withInput = true) {
  const input = withInput ? usage.inputTokens : 0;
  const output = usage.outputTokensPerImage * images;
  return {
    total_tokens: input + output,
    input_tokens: input,
    output_tokens: output,
    input_tokens_details: {
      text_tokens: input - (withInput ? usage.inputImageTokens : 0),
      image_tokens: withInput ? usage.inputImageTokens : 0,
    },
    output_tokens_details: { image_tokens: output, text_tokens: 0 },
  };
}
