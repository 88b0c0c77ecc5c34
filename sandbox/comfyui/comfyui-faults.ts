import type { ComfyRoute } from './spec/comfyui-spec.js';

/**
 * Faults the emulator injects, changeable at runtime with `setFaults` (which merges). "Rate"
 * fields are shares in [0, 1] drawn from the seeded generator; "Next" fields are counters that
 * go down by one each time they fire. HTTP faults are checked in this order: latency, dropped
 * connection, 5xx (latency adds to whatever follows). Prompt faults are decided when a prompt
 * starts executing.
 */
export interface ComfyFaults {
  /** Routes the HTTP faults apply to (`ws`: the upgrade). @default 'all' */
  routes: 'all' | readonly ComfyRoute[];
  /** Real milliseconds added before answering. @default 0 */
  latencyMs: number;
  /**
   * Real milliseconds an answer waits once its request was handled (the prompt queued, the file
   * written): a client that dies meanwhile never reads what the server did. @default 0
   */
  answerLatencyMs: number;
  /** Share of requests whose connection is destroyed without an answer. @default 0 */
  dropRate: number;
  /** The next N requests get aiohttp's `serverErrorStatus` text answer; nothing handled. @default 0 */
  serverErrorNext: number;
  /** @default 0 */
  serverErrorRate: number;
  /** @default 500 */
  serverErrorStatus: number;
  /**
   * The next N prompts to start fail in the node of class `nodeErrorClass` (or their last node
   * when they have none): `execution_error` with what that node raises on the real server
   * (`engine/node-failure.ts`: a checkpoint loader's RuntimeError naming the model's path, else a
   * CUDA out-of-memory), history `status_str: "error"`. @default 0
   */
  nodeErrorNext: number;
  /** @default 0 */
  nodeErrorRate: number;
  /** @default 'KSampler' */
  nodeErrorClass: string;
  /**
   * The next N prompts to start lose their client's WebSocket halfway through sampling (the
   * server terminates it; execution goes on, as when a connection breaks). @default 0
   */
  socketDropNext: number;
  /** @default 0 */
  socketDropRate: number;
  /** Multiplies the durations of prompts starting while set (a slow GPU). @default 1 */
  slowFactor: number;
  /**
   * Requests of `routes` are answered `302 Found` to this URL before anything else, as a proxy in
   * front sends them elsewhere (its sign-in page, a CDN). @default '' (none)
   */
  redirectTo: string;
}

/** No fault at all; `setFaults(NO_COMFY_FAULTS)` resets every fault. */
export const NO_COMFY_FAULTS: ComfyFaults = {
  routes: 'all',
  latencyMs: 0,
  answerLatencyMs: 0,
  dropRate: 0,
  serverErrorNext: 0,
  serverErrorRate: 0,
  serverErrorStatus: 500,
  nodeErrorNext: 0,
  nodeErrorRate: 0,
  nodeErrorClass: 'KSampler',
  socketDropNext: 0,
  socketDropRate: 0,
  slowFactor: 1,
  redirectTo: '',
};

export { NODE_ERROR } from './engine/node-failure.js';
