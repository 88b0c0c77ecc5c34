import { createHash } from 'node:crypto';

/**
 * How the bench tells which request a GPU's run was for, from what the GPU received alone: an
 * `/imagine`'s prompt carries its request's index (`fair 12: …`); a follow-up (an upscale, a
 * video) carries the card's image it acts on, which the bench noted, by digest, as it pressed
 * (an Animate's prompt is its card's, so the image, not the prompt, tells them apart).
 */

/** The request index a bench prompt carries (`fair 12: …`). */
export function requestInPrompt(text: unknown): number | undefined {
  const match = typeof text === 'string' ? /\bfair (\d+):/.exec(text) : null;
  return match ? Number(match[1]) : undefined;
}

/** SHA-256 of `bytes`, hex: how the emulators name an input image (`digest`). */
export const digestOf = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** The images members pressed a follow-up on, by digest: the follow-up's request number. */
export class PressedImages {
  readonly #requests = new Map<string, number>();

  /** Follow-up `request` acts on the image of `digest`. */
  expect(digest: string, request: number): void {
    this.#requests.set(digest, request);
  }

  /** The follow-up pressed on the image of `digest`, once pressed. */
  requestOf(digest: string | undefined): number | undefined {
    return digest === undefined ? undefined : this.#requests.get(digest);
  }
}

/** What a run's job showed of its request: its prompt's index, or its input image's digest. */
export type RunClue = { readonly request: number } | { readonly input: string };

/**
 * Each run's clue, noted as its job is read, and resolved when asked: an input image's against
 * the {@link PressedImages} (noted before the run's records are read, at the press).
 */
export class RunClues {
  readonly #clues = new Map<string, RunClue>();

  constructor(private readonly pressed: PressedImages) {}

  /** Whether run `id`'s clue was noted. */
  has(id: string): boolean {
    return this.#clues.has(id);
  }

  /** Notes run `id`'s clue (nothing when there is none). */
  note(id: string, clue: RunClue | undefined): void {
    if (clue) this.#clues.set(id, clue);
  }

  /** The request run `id` was for, when known. */
  requestOf(id: string): number | undefined {
    const clue = this.#clues.get(id);
    if (!clue) return undefined;
    return 'request' in clue ? clue.request : this.pressed.requestOf(clue.input);
  }
}

/** A clue from a prompt's text: its request, when it carries one. */
export function promptClue(text: unknown): RunClue | undefined {
  const request = requestInPrompt(text);
  return request === undefined ? undefined : { request };
}

/**
 * A ComfyUI `LoadImage` value (`imagine-bot/name.png [temp]`, a subfolder before the last `/`, the
 * folder in brackets, `input` when none) as the emulator's `file` takes it.
 */
export function uploadedFile(value: string): {
  readonly type: 'input' | 'temp' | 'output';
  readonly subfolder: string;
  readonly filename: string;
} {
  const match = /^(.*?)(?: \[(input|temp|output)\])?$/.exec(value);
  const path = match?.[1] ?? value;
  const type = (match?.[2] ?? 'input') as 'input' | 'temp' | 'output';
  const slash = path.lastIndexOf('/');
  return {
    type,
    subfolder: slash < 0 ? '' : path.slice(0, slash),
    filename: path.slice(slash + 1),
  };
}
