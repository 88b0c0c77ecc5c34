import type { RequestFate } from './fault-injector.js';
import type { PricedParams } from './kudos.js';
import type { FetchedLoras } from './lora-fetch.js';
import type { Painting } from './painting.js';
import type { SourceImage } from './source-image.js';
import type { HordeUser } from './user-registry.js';

/** One image of a request: waiting for a worker, processing, or finished. */
export interface HordeJob {
  readonly index: number;
  state: 'waiting' | 'processing' | 'finished';
  /** The seed reported for the image (a string, as the Horde sends it). */
  readonly seed: string;
  /** Set when a worker picks it up (again, after a fault). */
  generationId?: string;
  startedAt?: number;
  endsAt?: number;
  model?: string;
  workerId?: string;
  workerName?: string;
  censored: boolean;
}

/** The generation parameters the emulator uses, after the server's defaults. */
export interface EffectiveParams extends PricedParams {
  readonly n: number;
  readonly samplerName: string;
  readonly cfgScale: number;
}

/** A generation request (the Horde's "waiting prompt"), as the emulator keeps it. */
export interface WaitingPrompt {
  readonly id: string;
  readonly seq: number;
  readonly user: HordeUser;
  /** The positive prompt (text before `###`). */
  readonly prompt: string;
  /** The submitted JSON body as received (what a test reads the client's fields from). */
  readonly body: Readonly<Record<string, unknown>>;
  readonly params: EffectiveParams;
  /** What the workers made of its `params.loras`: applied, the prompt with triggers, faults. */
  readonly loras: FetchedLoras;
  /** Its source image (img2img), as read; the rendered images derive from its digest. */
  readonly source: SourceImage | undefined;
  /** An inpainting or outpainting request's source and mask: its images are painted over it. */
  readonly painting?: Painting;
  /** Models the request allows; empty means any. */
  readonly models: readonly string[];
  readonly nsfw: boolean;
  readonly censorNsfw: boolean;
  /** Images as URLs (true) or base64 (false). */
  readonly r2: boolean;
  readonly shared: boolean;
  /** What one finished, uncensored image costs. */
  readonly kudosPerImage: number;
  /** Registered users by kudos at submission; anonymous last. */
  readonly priority: number;
  readonly fate: RequestFate;
  readonly createdAt: number;
  lastActivity: number;
  consumedKudos: number;
  restarted: number;
  faults: number;
  faulted: boolean;
  cancelled: boolean;
  readonly jobs: HordeJob[];
}

/** Job counts of a request. */
export interface JobCounts {
  waiting: number;
  processing: number;
  finished: number;
}

/** How many of `wp`'s jobs are in each state; a cancelled request has nothing waiting. */
export function jobCounts(wp: WaitingPrompt): JobCounts {
  const counts: JobCounts = { waiting: 0, processing: 0, finished: 0 };
  for (const job of wp.jobs) counts[job.state]++;
  if (wp.cancelled) counts.waiting = 0;
  return counts;
}

/** Whether a worker may pick up one of its jobs. */
export function isPickable(wp: WaitingPrompt): boolean {
  return !wp.faulted && !wp.cancelled && wp.fate !== 'impossible';
}

/** `done`: faulted, or nothing left waiting or processing. */
export function isDone(wp: WaitingPrompt): boolean {
  const { waiting, processing } = jobCounts(wp);
  return wp.faulted || (waiting === 0 && processing === 0);
}

/** Whether `a` is served before `b`: higher priority, then earlier. */
export function ranksBefore(a: WaitingPrompt, b: WaitingPrompt): boolean {
  return a.priority > b.priority || (a.priority === b.priority && a.seq < b.seq);
}
