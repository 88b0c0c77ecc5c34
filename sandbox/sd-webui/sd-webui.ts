import type { FaultAndStatsControls, InstanceControls } from '../emulator-kit/emulator-controls.js';
import type { DeliveredImage, ReceivedCall } from './emulator-context.js';
import type { LoraFile } from './engine/lora-networks.js';
import type { SdWebuiFaults } from './sd-webui-faults.js';
import type { SdWebuiStats } from './sd-webui-stats.js';

/** What a job waiting or running looks like from outside. */
export interface SdQueueSnapshot {
  /** The running job's task id (or its name for extras and interrogate). */
  readonly running: string | undefined;
  /** Task ids waiting for the lock, in order. */
  readonly pending: readonly string[];
}

/** A running Stable Diffusion WebUI emulator (`/sdapi/v1/*` and `/internal/*`). */
export interface SdWebuiEmulator
  extends FaultAndStatsControls<SdWebuiFaults, SdWebuiStats>,
    InstanceControls {
  readonly url: string;
  queue(): SdQueueSnapshot;
  /** `opts.data` as the server holds it (`sd_model_checkpoint`: the global model). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The last 100 images txt2img and img2img answered, oldest first, with their task ids. */
  delivered(): DeliveredImage[];
  /** The last 100 calls that made or changed an image (txt2img, img2img, extra-single-image). */
  received(): ReceivedCall[];
  /**
   * Calls `listener` with each call that makes or changes an image the moment it is received
   * (for a test to act then, e.g. kill the bot mid-call); returns how to stop.
   */
  onReceived(listener: (call: ReceivedCall) => void): () => void;
  /**
   * The operator copies a LoRA file into `models/Lora`: listed by `/sdapi/v1/loras` once
   * `/sdapi/v1/refresh-loras` is called (or a prompt names it).
   */
  addLora(file: LoraFile): void;
  /** The operator deletes a LoRA file: still listed until the folder is read again, never applied. */
  removeLora(name: string): void;
  /**
   * The operator deletes a checkpoint's file and refreshes the list (`POST
   * /sdapi/v1/refresh-checkpoints`, `sd_models.list_models`): `sd-models` no longer lists it and
   * an `override_settings` naming it is dropped (the loaded checkpoint runs). Not the loaded one.
   */
  removeCheckpoint(name: string): void;
  /**
   * The operator turns a model upscaler off while the server runs (A1111's Settings → Upscaling,
   * `realesrgan_enabled_models`, then Reload UI, which runs `load_upscalers` again; an SD.Next
   * model file deleted): `/sdapi/v1/upscalers` no longer lists it, and asked for it A1111 and Forge
   * raise `AssertionError` (500) once the job holds the queue lock, SD.Next answers the image
   * unscaled. A plain resize (None, Lanczos, Nearest; SD.Next's `Resize …`) is built in: left.
   */
  removeUpscaler(name: string): void;
  /** Drops every open connection; running jobs go on (their answers are lost). */
  dropConnections(): void;
  /**
   * A restart: connections dropped, the queue, tasks and previews forgotten, the global checkpoint
   * loaded again; a killed one listens again on its port, a partitioned one is reachable again.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}
