import type { EmulatorContext } from './emulator-context.js';
import type { GenerationRun } from './generation-run.js';

/** The streamed routes, and the prefix of their events' types. */
const EVENT_PREFIX = {
  images_generations: 'image_generation',
  images_edits: 'image_edit',
} as const;

/** A route whose answers stream. */
export type StreamedRoute = keyof typeof EVENT_PREFIX;

/** One step of a streamed answer: an event to send, or the connection to cut. */
export type StreamStep =
  | { readonly event: { readonly type: string } & Record<string, unknown> }
  | 'cut';

/** A `text/event-stream` answer: its steps come as the emulator's clock reaches them. */
export interface StreamAnswer {
  readonly kind: 'stream';
  /** Whose events these are (checked against its `event` schema). */
  readonly route: StreamedRoute;
  readonly steps: AsyncIterable<StreamStep>;
  /** Gives the generation up uncharged (cut, client gone); nothing once it was delivered. */
  readonly abandon: () => void;
}

/**
 * The events of a streamed generation: at each `(i + 1) / (k + 1)` of its duration the partial
 * image `i` of every image (`k` = `partial_images`), then at its end one
 * `image_generation.completed` per image (an edit's: `image_edit.partial_image` and
 * `image_edit.completed`), the first carrying the input tokens (no `usage` at all with
 * `streamUsage: false`, as some compatible providers send them). With the
 * `cutStreamNext` fault the connection is cut after the first partial image (or before any event).
 */
export function streamAnswer(
  emu: EmulatorContext,
  run: GenerationRun,
  cut: boolean,
  route: StreamedRoute = 'images_generations',
): StreamAnswer {
  const { request } = run;
  const prefix = EVENT_PREFIX[route];
  const setting = {
    size: request.size,
    quality: request.quality,
    background: request.background,
    output_format: request.outputFormat,
  };
  const createdAt = () => Math.floor(emu.clock.now() / 1000);
  async function* steps(): AsyncGenerator<StreamStep> {
    const k = request.partialImages;
    if (cut && k === 0) {
      yield 'cut';
      return;
    }
    for (let i = 0; i < k; i++) {
      if (!(await run.reach((i + 1) / (k + 1)))) return;
      for (let image = 0; image < request.n; image++) {
        const b64 = (await run.partial(image, i)).toString('base64');
        const event = { type: `${prefix}.partial_image`, b64_json: b64 };
        yield { event: { ...event, created_at: createdAt(), ...setting, partial_image_index: i } };
        run.snapshot.partialsSent++;
        emu.stats.partialImages++;
        if (cut) {
          yield 'cut';
          return;
        }
      }
    }
    if (!(await run.reach(1))) return;
    for (let image = 0; image < request.n; image++) {
      const b64 = (await run.image(image)).toString('base64');
      yield {
        event: {
          type: `${prefix}.completed`,
          b64_json: b64,
          created_at: createdAt(),
          ...setting,
          ...(emu.options.streamUsage && { usage: run.usageBody(1, image === 0) }),
        },
      };
    }
    run.deliver();
  }
  return { kind: 'stream', route, steps: steps(), abandon: () => run.abandon() };
}
