import type { RequestFate } from './fault-injector.js';
import type { HordeUser } from './user-registry.js';

/** A form's state, as the server's `State` names it (lowercase in answers). */
export type FormState = 'waiting' | 'processing' | 'done' | 'faulted' | 'cancelled';

/** One form of an alchemy request (the server's `InterrogationForms`). */
export interface AlchemyForm {
  readonly id: string;
  readonly name: string;
  readonly payload: unknown;
  state: FormState;
  /** What `deliver` stored: `{caption}`, `{nsfw}`, `{interrogation}`, `{<post-processor>: url}`. */
  result?: Record<string, unknown>;
  /** What its worker earns (`formKudos`). */
  readonly kudos: number;
  /** Times a worker gave it back (`abort_count`); faulted once it passes 2. */
  aborts: number;
  /** Kudos its requester paid for it (on delivery, or on a cancel while processing). */
  paid: number;
  startedAt?: number;
  endsAt?: number;
}

/** An alchemy request's source image as the emulator read it. */
export interface AlchemySource {
  /** The decoded image's bytes (base64 given) or the bytes fetched (URL given). */
  readonly bytes: Buffer;
  /** SHA-256 of `bytes`, hex. */
  readonly digest: string;
  readonly width: number;
  readonly height: number;
  /** 512×512 tiles (`calculate_image_tiles`). */
  readonly tiles: number;
  /** Stored on R2 as WebP (base64 given) or passed to workers as the URL it was (URL given). */
  readonly r2stored: boolean;
  /** The colour it is mostly, by name (what the emulated caption says). */
  readonly colour: string;
}

/** An alchemy request (the server's `Interrogation`), as the emulator keeps it. */
export interface Interrogation {
  readonly id: string;
  readonly seq: number;
  readonly user: HordeUser;
  /** The submitted body as received, `source_image` left out (the source is in `source`). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly source: AlchemySource;
  readonly slowWorkers: boolean;
  readonly forms: AlchemyForm[];
  /** Its user's kudos at submission (`extra_priority`): higher first, then earlier. */
  readonly priority: number;
  readonly fate: RequestFate;
  /** Submission, a form popped or delivered: it expires 20 min after the last (`expiry`). */
  lastActivity: number;
}

/** A form as `get_details` shows it, marshalled with `skip_none` (no `result` while none). */
export function formView(form: AlchemyForm): Record<string, unknown> {
  return { form: form.name, state: form.state, ...(form.result && { result: form.result }) };
}

/**
 * `Interrogation.get_status`: `faulted` when every form faulted (so also with no form at all),
 * `done` when every form is done, else `processing` when one is, else `waiting` when one waits,
 * else `partial` (a cancelled request, or done and faulted forms mixed).
 */
export function interrogationStatus(interrogation: Interrogation): Record<string, unknown> {
  const states = interrogation.forms.map((form) => form.state);
  const state = states.every((s) => s === 'faulted')
    ? 'faulted'
    : states.every((s) => s === 'done')
      ? 'done'
      : states.includes('processing')
        ? 'processing'
        : states.includes('waiting')
          ? 'waiting'
          : 'partial';
  return { state, forms: interrogation.forms.map(formView) };
}
