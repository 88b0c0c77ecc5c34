import type { GenerationParams } from './generation-params.js';
import type { TaskFamily, Workflow } from './workflow.js';

/** A task's state as `task_status` reports it (`queued` only appears in submission answers). */
export type TaskState = 'pending' | 'processing' | 'completed' | 'failed';

/** How a task ends: normally, as `failed`, or never (processing forever). */
export type TaskFate = 'complete' | 'fail' | 'hang';

/**
 * A file a task serves as its image instead of the rendered PNG, with the content type it is
 * served under: how a test makes the service return a GIF, an SVG or a huge PNG.
 */
export interface ServedImage {
  readonly body: Buffer;
  readonly contentType: string;
}

/** What the emulator stores per task; the state is derived from the clock on each look. */
export interface TaskRecord {
  readonly id: string;
  readonly family: TaskFamily;
  readonly workflow: Workflow;
  readonly userId: number;
  readonly userName: string;
  readonly params: GenerationParams;
  /** The seed the image is drawn with: the requested one, or one derived from the id for -1. */
  readonly seed: number;
  /** Clock time of the submission. */
  readonly createdAt: number;
  /** Milliseconds (scaled) spent `pending` before `processing` starts. */
  readonly pendingMs: number;
  /** Milliseconds (scaled) from submission to `completed` or `failed`. */
  readonly durationMs: number;
  fate: TaskFate;
  readonly imageUrl: string;
  /** Served as the image instead of the rendered PNG (see `ImageApi.serveNextImages`). */
  readonly served?: ServedImage;
}

/** A snapshot of one task, as `ImageApi.task` returns it. */
export interface EmulatedTask extends Readonly<TaskRecord> {
  /** The state at the time of the snapshot. */
  readonly state: TaskState;
  /** 0–99 while processing, 100 once completed, 0 otherwise. */
  readonly progress: number;
}

/** The state and progress of `task` at clock time `now`. */
export function taskStateAt(
  task: TaskRecord,
  now: number,
): Pick<EmulatedTask, 'state' | 'progress'> {
  const elapsed = now - task.createdAt;
  if (elapsed >= task.durationMs && task.fate !== 'hang') {
    return task.fate === 'fail'
      ? { state: 'failed', progress: 0 }
      : { state: 'completed', progress: 100 };
  }
  if (elapsed < task.pendingMs) return { state: 'pending', progress: 0 };
  const span = Math.max(1, task.durationMs - task.pendingMs);
  const progress = Math.min(99, Math.floor(((elapsed - task.pendingMs) / span) * 100));
  return { state: 'processing', progress };
}
