import type { FaultAndStatsControls, InstanceControls } from '../emulator-kit/emulator-controls.js';
import type { ComfyFaults } from './comfyui-faults.js';
import type { ComfyStats } from './comfyui-stats.js';
import type { HistoryEntry } from './engine/prompt-queue.js';

/** The queue as the emulator sees it now (for tests). */
export interface ComfyQueueSnapshot {
  /** The prompt executing now. */
  readonly running: string | undefined;
  /** Pending prompt ids in execution order. */
  readonly pending: readonly string[];
}

/** A running ComfyUI emulator, as `startComfyEmulator` returns it. */
export interface ComfyEmulator
  extends FaultAndStatsControls<ComfyFaults, ComfyStats>,
    InstanceControls {
  /** Base URL without trailing slash; routes answer bare (`/prompt`) and under `/api`. */
  readonly url: string;
  /** `ws://…/ws?clientId=<id>` (no `clientId` when omitted: the server picks one). */
  wsUrl(clientId?: string): string;
  /** Plays every event due at the clock's `now` (a test moving an injected clock calls it). */
  advance(): void;
  /** The history entry of a finished prompt (a copy), or undefined. */
  history(promptId: string): HistoryEntry | undefined;
  /** The running and pending prompts. */
  queue(): ComfyQueueSnapshot;
  /** Client ids with an open WebSocket. */
  clientIds(): string[];
  /** The bytes of a saved or uploaded file (`input` holds uploads), or undefined. */
  file(type: 'output' | 'temp' | 'input', subfolder: string, filename: string): Buffer | undefined;
  /**
   * The bytes of a saved file once written whole (a video once ffmpeg has encoded it; an image at
   * once), or undefined; rejects when the video could not be written (ffmpeg missing or failing).
   */
  written(
    type: 'output' | 'temp',
    subfolder: string,
    filename: string,
  ): Promise<Buffer | undefined>;
  /** The operator adds a LoRA file to `models/loras` (`sub/name.safetensors`): listed at once. */
  addLora(file: string): void;
  /** The operator deletes a LoRA file from `models/loras`: gone from the next list and validation. */
  removeLora(file: string): void;
  /** The names in `input/` (top level and subfolders, `sub/name.png`), sorted: what was uploaded. */
  inputFiles(): string[];
  /**
   * Terminates every WebSocket and HTTP connection (no close frame), as a broken network or a
   * crashed client sees it; the queue, the running prompt and the history go on.
   */
  dropConnections(): void;
  /**
   * A restarted server: connections dropped, the queue, the running prompt, the history, the
   * cache and the loaded checkpoint forgotten (ComfyUI keeps them in memory); `temp/` emptied
   * (main.py's `cleanup_temp` at start); `input/` and `output/` stay, as on disk. A server stopped
   * by SIGTERM left `temp/` as it was until then (only Ctrl-C runs the cleanup on the way out). A
   * killed one listens again on its port; a partitioned one is reachable again.
   */
  restart(): Promise<void>;
  /** Stops listening and destroys open sockets. Idempotent. */
  close(): Promise<void>;
}
