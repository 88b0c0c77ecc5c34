import type { UserText } from '../../core/app-error.js';
import type { DefaultField } from '../../preferences/default-fields.js';
import type { DefaultSource } from '../../preferences/layered-defaults.js';
import type { CancelledHow } from '../imagine-errors.js';
import type { GenerationSource } from '../options/generation-spec.js';
import type { ShownParameters } from '../options/option-spec.js';

/** Where a generation stands, as members see it. */
export type GenerationPhase =
  | 'waiting'
  | 'submitting'
  | 'queued'
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'timed_out';

/**
 * Everything the pure renderers need to draw one generation; no Discord or I/O objects. The
 * parameters (width, steps, …) are the request's, as {@link ShownParameters} says.
 */
export interface GenerationView extends ShownParameters {
  readonly jobId: string;
  readonly phase: GenerationPhase;
  /** The prompt text, or a label such as `custom workflow (graph.json)` for a node-graph object. */
  readonly prompt: string;
  readonly requesterId: string;
  readonly taskId?: string;
  /** 1-based place in its line while waiting for a slot (with `queuePast`: behind that many). */
  readonly queuePosition?: number;
  /** Set when it waits behind every place the line projects. */
  readonly queuePast?: boolean;
  /** While waiting: when it should leave the line (epoch ms), once the line's pace is known. */
  readonly queueEta?: number;
  /** The task's place at a backend that queues (the Horde) and its expected wait, in seconds. */
  readonly backendQueue?: { readonly position?: number; readonly waitSeconds?: number };
  /** What it cost, when the backend reported it (the Horde's kudos). */
  readonly cost?: { readonly amount: number; readonly unit: string };
  /** 0–100 when the service reports it. */
  readonly progress?: number;
  /** While `processing` on a backend that sends previews: the serial of the latest one held. */
  readonly previewSerial?: number;
  /** Time since the member ran the command. */
  readonly elapsedMs: number;
  /** When the service began processing it (epoch ms), while `processing`. */
  readonly startedAt?: number;
  /** When it should be ready (epoch ms), while `processing`, once its progress tells. */
  readonly readyAt?: number;
  /** Set while the server running it does not answer (the bot keeps asking). */
  readonly unreachable?: boolean;
  /** Set while its video is made again, smaller, to fit the upload limit. */
  readonly refitting?: boolean;
  /**
   * Set when a member or a moderator ended it (it is `failed`): taken out of the queue, or no
   * longer waited for. Drawn as cancelled, not as failed.
   */
  readonly cancelled?: CancelledHow;
  /** Why it failed: the catalog text, and its English (shown when the text is unknown). */
  readonly error?: { readonly message: string; readonly text?: UserText };
  /** The image service's own words about a failed task (untrusted text: escaped when shown). */
  readonly serviceError?: string;
  /** The name of the node-graph workflow file sent as the prompt, when one was. */
  readonly workflowFile?: string;
  /** The image it started from and what was done with it; absent: from words alone. */
  readonly source?: GenerationSource;
  /** Options the backend or the chosen workflow ignores, said out loud rather than dropped. */
  readonly ignoredOptions?: readonly string[];
  /** Of `ignoredOptions`, those the backend takes in no workflow (said apart). */
  readonly ignoredByBackend?: readonly string[];
  /** Which key pays: the member's own or the server's. */
  readonly keySource?: 'user' | 'server' | 'anonymous';
  /** Where each default field's value came from (Details); a field left out: built in. */
  readonly optionSources?: Readonly<Partial<Record<DefaultField, DefaultSource>>>;
  /** The request's LoRAs (`LoraUse.name`) the backend made the image without. */
  readonly unappliedLoras?: readonly string[];
  /** The style used and the prompt it made (Details). */
  readonly style?: { readonly name: string; readonly prompt: string };
  /** How many images it counts as where more than one (an animation). */
  readonly countedAs?: number;
  /** How long one takes on its backend, by the line's last ones when it was asked for (ms). */
  readonly expectedMs?: number;
}

/**
 * `view` showing what `set` cost together (the images of one `/imagine count:`, one request each):
 * the sum of the costs its backend reported, in the first one's unit; none when none reported one.
 */
export function withSetCost(view: GenerationView, set: readonly GenerationView[]): GenerationView {
  const costs = set.flatMap((each) => (each.cost ? [each.cost] : []));
  const { cost: _one, ...rest } = view;
  const [first] = costs;
  if (!first) return rest;
  const amount = costs
    .filter((cost) => cost.unit === first.unit)
    .reduce((sum, cost) => sum + cost.amount, 0);
  return { ...rest, cost: { amount, unit: first.unit } };
}
