import {
  DELIVERED_KEPT,
  type EmulatorContext,
  type GenerationSnapshot,
} from './emulator-context.js';
import type { GenerationRequest } from './generation-request.js';
import { type ImageSource, renderImage, renderPartial } from './image-renderer.js';
import { type KeyAccount, KeyRegistry } from './key-registry.js';
import { paintMaskedEdit } from './masked-edit.js';
import { type GenerationUsage, usageBody, usageOf } from './token-usage.js';

/**
 * One accepted generation on the emulator's clock: it lasts its quality's duration × `timeScale`
 * × the `slowFactor` fault, renders its images, and charges its key once delivered in full.
 */
export class GenerationRun {
  readonly snapshot: GenerationSnapshot;
  readonly usage: GenerationUsage;
  #settled = false;
  readonly #images = new Map<number, Buffer>();

  constructor(
    private readonly emu: EmulatorContext,
    readonly request: GenerationRequest,
    private readonly account: KeyAccount,
    private readonly signal: AbortSignal,
    requestId: string,
  ) {
    const { options, faults, clock } = emu;
    const duration = options.durationsMs[request.quality] * options.timeScale * faults.slowFactor();
    const startedAt = clock.now();
    const streamed = request.stream && options.streams;
    this.snapshot = {
      requestId,
      model: request.model,
      n: request.n,
      stream: streamed,
      startedAt,
      finishesAt: startedAt + duration,
      partialsSent: 0,
    };
    this.usage = usageOf(
      request.prompt,
      request.quality,
      request.width,
      request.height,
      request.n,
      request.inputImageTokens,
    );
    emu.stats.generations++;
    if (streamed) emu.stats.streams++;
    emu.inFlight.set(requestId, this.snapshot);
  }

  /** Waits until `fraction` of the duration has passed; false (and given up) if the client left. */
  async reach(fraction: number): Promise<boolean> {
    const { startedAt, finishesAt } = this.snapshot;
    const reached = await this.emu.clock.until(
      startedAt + (finishesAt - startedAt) * fraction,
      this.signal,
    );
    if (!reached) this.abandon();
    return reached;
  }

  #source(index: number): ImageSource {
    const r = this.request;
    return {
      prompt: r.prompt,
      index,
      width: r.width,
      height: r.height,
      background: r.background,
      outputFormat: r.outputFormat,
      compression: r.compression,
      ...(r.source && { under: r.source }),
      ...(r.references && { references: r.references }),
      grain: this.emu.options.grain,
    };
  }

  /** The final image `index`, encoded. */
  async image(index: number): Promise<Buffer> {
    const { masked, outputFormat, compression } = this.request;
    const rendered = await renderImage(this.#source(index));
    const bytes = masked
      ? await paintMaskedEdit(masked, rendered, outputFormat, compression)
      : rendered;
    this.#images.set(index, bytes);
    return bytes;
  }

  /** Partial image `partial` of image `index`, encoded. */
  partial(index: number, partial: number): Promise<Buffer> {
    return renderPartial(this.#source(index), partial, this.request.partialImages);
  }

  /** `usage` for `images` of the images, with or without the input tokens. */
  usageBody(images?: number, withInput?: boolean) {
    return usageBody(this.usage, images, withInput);
  }

  /** Charges the key and counts the images: the whole answer went out. */
  deliver(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.emu.inFlight.delete(this.snapshot.requestId);
    const { inputTokens, outputTokensPerImage, images } = this.usage;
    const output = outputTokensPerImage * images;
    KeyRegistry.charge(this.account, images, inputTokens, output);
    const { stats } = this.emu;
    stats.images += images;
    stats.tokens.input += inputTokens;
    stats.tokens.output += output;
    stats.tokens.total += inputTokens + output;
    const { requestId } = this.snapshot;
    for (const [index, bytes] of this.#images) {
      this.emu.delivered.push({ requestId, prompt: this.request.prompt, index, bytes });
    }
    this.emu.delivered.splice(0, Math.max(0, this.emu.delivered.length - DELIVERED_KEPT));
  }

  /** Gives up without charging (client gone, stream cut, emulator closing). */
  abandon(): void {
    if (this.#settled) return;
    this.#settled = true;
    this.emu.inFlight.delete(this.snapshot.requestId);
    this.emu.stats.abandoned++;
  }
}
