import { resetInPlace, zeros } from '../emulator-kit/stats-counters.js';
import { ENDPOINT_KINDS, type EndpointKind } from './image-api-faults.js';
import { WORKFLOWS, type Workflow } from './workflow.js';

/**
 * Live counters of an emulator (the object updates in place; copy it for a snapshot). Every
 * request is counted on arrival, before any fault.
 */
export interface ImageApiStats {
  /** Requests received, per endpoint kind. */
  readonly requests: Record<EndpointKind, number>;
  /** Submissions accepted (tasks created; credits taken). */
  submissions: number;
  /** Accepted submissions per workflow. */
  readonly submissionsByWorkflow: Record<Workflow, number>;
  /** Submissions refused for lack of credits. */
  insufficientCredits: number;
  /** Per `task_id` asked about (known or not), the clock time of each `task_status` request. */
  readonly statusRequests: Map<string, number[]>;
  /** Faults injected, per kind. */
  readonly faults: Record<InjectedFault, number>;
}

const FAULTS = [
  'down',
  'moved',
  'latency',
  'held',
  'rate_limit',
  'drop',
  'server_error',
  'html',
  'truncated_json',
  'task_failure',
  'task_hang',
] as const;

/** A fault the emulator injected, as counted in {@link ImageApiStats.faults}. */
export type InjectedFault = (typeof FAULTS)[number];

/** Fresh stats with every counter at zero. */
export function createImageApiStats(): ImageApiStats {
  return {
    requests: zeros(ENDPOINT_KINDS),
    submissions: 0,
    submissionsByWorkflow: zeros(WORKFLOWS),
    insufficientCredits: 0,
    statusRequests: new Map(),
    faults: zeros(FAULTS),
  };
}

/** Zeroes every counter of `stats` in place (holders of the object see the reset). */
export function resetImageApiStats(stats: ImageApiStats): void {
  resetInPlace(stats, createImageApiStats());
}
