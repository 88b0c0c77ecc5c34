import { HeldCalls } from '../../image-backend/held-calls.js';
import type { TaskPreview } from '../../image-backend/task-preview.js';
import type { AnsweredImage } from './images-answer.js';

/** What a streaming call keeps: its partial images counted, the latest that fit as its preview. */
interface Streaming {
  partials: number;
  preview?: TaskPreview;
}

/** A finished call: its bytes or the URL a provider that does not stream gave, and its tokens. */
interface Made {
  readonly image: AnsweredImage;
  /** The tokens the provider counted for it (`usage.total_tokens`), when it said. */
  readonly tokens: number | undefined;
}

/** The OpenAI-compatible calls this process runs (`oai-…` task ids; the provider gives none). */
export class ImageCalls extends HeldCalls<Streaming, Made> {
  constructor(keepMs: number, now: () => number) {
    super('oai', 'openai-images', keepMs, now);
  }

  /** Counts a partial image of the call, kept as its preview when given (the newest replaces it). */
  partial(id: string, preview?: Omit<TaskPreview, 'serial'>): void {
    const call = this.get(id);
    if (call?.state !== 'running') return;
    call.partials += 1;
    if (preview) call.preview = { ...preview, serial: call.partials };
  }
}
