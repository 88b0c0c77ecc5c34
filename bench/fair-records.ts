/**
 * What one `npm run bench:fair` run recorded, every time in emulated ms after its start: each
 * image a member asked for (when, which servers could run it, where and when it ran, what the
 * member saw), each job every GPU took, when a server was down. The figures (`fair-figures.ts`)
 * are computed from these alone: nothing of the bot's line is read.
 */

import type { ImageKind } from './fair-follow-ups.js';

/** What a member saw of one image. */
export type ImageOutcome =
  /** Posted in the member's reply. */
  | 'delivered'
  /** The reply said it failed (a Retry offered): told, not lost. */
  | 'failed'
  /** Refused at the command (nothing started). */
  | 'refused'
  /** Never answered: no process held its Discord server's shard when it came (Discord drops it). */
  | 'unanswered'
  /** Neither posted nor said to have failed by the end of the run. */
  | 'lost';

/** One job a GPU ran to an end, the image it made (when known). */
export interface ImageRun {
  readonly server: number;
  readonly startedAt: number;
  readonly endedAt: number;
}

/** One image a member asked for: of an `/imagine`, or a follow-up pressed on one's card. */
export interface ImageRecord {
  /** Its request's number (a follow-up's own, `PlannedFollowUp.index`). */
  readonly request: number;
  /** An upscale or a video a member pressed on a delivered image; absent: text to image. */
  readonly kind?: ImageKind;
  readonly member: number;
  readonly guild: number;
  /** The member's command. */
  readonly submittedAt: number;
  /** The servers (their indices) that have what it needs. */
  readonly servers: readonly number[];
  /** Its run to an end, matched by its prompt; absent when it never ran to one. */
  readonly run?: ImageRun;
  readonly outcome: ImageOutcome;
  /** When the member saw its end (posted or said failed); absent when lost. */
  readonly closedAt?: number;
  /** One of the flood's images. */
  readonly flood: boolean;
  /** What it takes on the GPU by the service-time preset, for one that never ran. */
  readonly expectedServiceMs: number;
}

/** One job a GPU took, from the emulator's `stats.gpu.runs`. */
export interface RunRecord {
  readonly server: number;
  /** ComfyUI's prompt id, the WebUI's task id. */
  readonly id: string;
  readonly startedAt: number;
  /** Absent while it runs (at the end of the run). */
  readonly endedAt?: number;
  /** `ended` to an end; `cut` by a kill or restart; `running` at the end of the run. */
  readonly outcome: 'ended' | 'cut' | 'running';
  /** The request it ran for (by its prompt, a follow-up's by its input image), when known. */
  readonly request?: number;
}

/** A span during which a server was killed. */
export interface ServerDown {
  readonly server: number;
  readonly from: number;
  readonly to: number;
}

/** Everything one run recorded. */
export interface FairRecords {
  /** The GPU servers of the world (the pool's, even where the bot used one). */
  readonly gpus: number;
  /** When the run stopped recording. */
  readonly endMs: number;
  readonly images: readonly ImageRecord[];
  readonly runs: readonly RunRecord[];
  readonly downs: readonly ServerDown[];
  /** Submissions a server refused because it lacked the job's model (ComfyUI's 400 on `/prompt`). */
  readonly refusedForModel: number;
  /** Checkpoints the GPUs loaded (their emulators' count: ComfyUI's first load is one, the WebUI's is not). */
  readonly switches: number;
  /**
   * Follow-ups planned but never pressed, each with why (its image not delivered, the run over
   * first, or the card without the action); absent: none.
   */
  readonly followUpsNotPressed?: readonly string[];
}
