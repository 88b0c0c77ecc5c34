import { type HeldCallLimits, HeldCalls } from '../../image-backend/held-calls.js';
import type { TaskPreview } from '../../image-backend/task-preview.js';

/** What a streaming call keeps: its partial images counted, the latest that fit as its preview. */
interface Streaming {
  partials: number;
  preview?: TaskPreview;
}

/**
 * A finished call: the URL a provider that does not stream gave (else its bytes are the held
 * image), and its tokens.
 */
interface Made {
  readonly url?: string;
  /** The tokens the provider counted for it (`usage.total_tokens`), when it said. */
  readonly tokens: number | undefined;
}

/** The OpenAI-compatible calls this process runs (`oai-…` task ids; the provider gives none). */
export class ImageCalls extends HeldCalls<Streaming, Made> {
  constructor(limits: HeldCallLimits, now: () => number) {
    super('oai', 'openai-images', limits, now);
  }

  /** Counts a partial image of the call, kept as its preview when given (the newest replaces it). */
  partial(id: string, preview?: Omit<TaskPreview, 'serial'>): void {
    const call = this.get(id);
    if (call?.state !== 'running') return;
    call.partials += 1;
    if (preview) call.preview = { ...preview, serial: call.partials };
  }
}
