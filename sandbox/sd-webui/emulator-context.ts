import { COMMON_DEFAULTS } from '../emulator-kit/emulator-options.js';
import { ServiceTime } from '../emulator-kit/service-time.js';
import { Prng } from '../prng.js';
import type { DecodedImage } from './engine/image-input.js';
import { LoraNetworks } from './engine/lora-networks.js';
import { WebuiQueue } from './engine/webui-queue.js';
import { FaultInjector } from './fault-injector.js';
import { NO_SD_WEBUI_FAULTS } from './sd-webui-faults.js';
import { type Checkpoint, type ResolvedSdWebuiOptions, titleOf } from './sd-webui-options.js';
import { SD_WEBUI_STATS, type SdWebuiStats } from './sd-webui-stats.js';
import { type SdApiValidator, sharedSdApiValidator } from './spec/sdapi-validator.js';

/** An image a generation answered (kept for tests and the demo to compare bytes). */
export interface DeliveredImage {
  /** The generation's task id (`force_task_id` or the one the server made). */
  readonly taskId: string;
  /** The PNG as answered, its infotext included. */
  readonly bytes: Buffer;
}

/** How many answered images {@link EmulatorContext.delivered} keeps (the oldest go first). */
export const DELIVERED_KEPT = 100;

/** A call that made or changed an image, as the server read it (kept for tests to check). */
export interface ReceivedCall {
  readonly route: 'txt2img' | 'img2img' | 'extra-single-image';
  /** The generation's task id; none for `extra-single-image`. */
  readonly taskId?: string;
  /** The body as sent, its images (`init_images`, `image`) left out. */
  readonly body: Readonly<Record<string, unknown>>;
  /** The input image as decoded (`init_images[0]`, `image`): size and digest of its bytes. */
  readonly source?: DecodedImage;
}

/** Keeps the last {@link DELIVERED_KEPT} of `list` once `item` is added. */
export function keepLast<T>(list: T[], ...items: T[]): void {
  list.push(...items);
  list.splice(0, Math.max(0, list.length - DELIVERED_KEPT));
}

/** Keeps a call that makes or changes an image and tells the listeners, as it is received. */
export function noteReceived(emu: EmulatorContext, call: ReceivedCall): void {
  keepLast(emu.received, call);
  for (const listener of emu.receivedListeners) listener(call);
}

/** Everything a route handler reaches. */
export interface EmulatorContext {
  readonly options: ResolvedSdWebuiOptions;
  readonly queue: WebuiQueue;
  /** The emulated GPU: what is loaded, how long work takes, what it did (`stats.gpu`). */
  readonly gpu: ServiceTime;
  readonly stats: SdWebuiStats;
  readonly faults: FaultInjector;
  readonly spec: SdApiValidator;
  readonly prng: Prng;
  /** The Lora extension's networks: the folder's files and what was last read of it. */
  readonly loras: LoraNetworks;
  /** The hypernetworks' folder (`shared.hypernetworks`), by name. */
  readonly hypernetworks: ReadonlySet<string>;
  /** `opts.data`: the options `/sdapi/v1/options` reads and writes (global, saved to config.json). */
  readonly settings: Record<string, unknown>;
  /** The last {@link DELIVERED_KEPT} images txt2img and img2img answered, oldest first. */
  readonly delivered: DeliveredImage[];
  /** The last {@link DELIVERED_KEPT} calls that made or changed an image, oldest first. */
  readonly received: ReceivedCall[];
  /** Told of each call that makes or changes an image as it is received (`onReceived`). */
  readonly receivedListeners: Set<(call: ReceivedCall) => void>;
  /**
   * The checkpoints listed now (`checkpoints_list`): the options' at start, less those the
   * operator removed (`removeCheckpoint`).
   */
  readonly checkpoints: Checkpoint[];
  /** The upscalers enabled now, by name: the options' at start, less those removed. */
  readonly upscalers: string[];
  /** The checkpoint `sd_model_checkpoint` (a title, name or file name) names, if any is listed. */
  checkpointNamed(name: unknown): Checkpoint | undefined;
  /** The globally loaded checkpoint. */
  globalCheckpoint(): Checkpoint;
}

export function createEmulatorContext(options: ResolvedSdWebuiOptions): EmulatorContext {
  const stats = SD_WEBUI_STATS.create();
  const prng = new Prng(options.seed);
  const checkpoints = [...options.checkpoints];
  const [first] = checkpoints;
  if (!first) throw new Error('the emulated WebUI needs at least one checkpoint');
  const settings: Record<string, unknown> = {
    sd_model_checkpoint: titleOf(first),
    samples_format: 'png',
    enable_pnginfo: true,
    live_previews_enable: true,
    live_previews_image_format: 'png',
    show_progress_every_n_steps: options.previewEvery,
    return_grid: true,
    interrogate_clip_num_beams: 1,
  };
  const checkpointNamed = (name: unknown) =>
    typeof name === 'string'
      ? checkpoints.find(
          (c) => titleOf(c) === name || c.name === name || `${c.name}.safetensors` === name,
        )
      : undefined;
  const globalCheckpoint = () => checkpointNamed(settings.sd_model_checkpoint) ?? first;
  const gpu = new ServiceTime(
    options.serviceTime,
    options.timeScale,
    stats.gpu,
    () => globalCheckpoint().name,
  );
  return {
    options,
    queue: new WebuiQueue(
      () => Math.max(1, options.stepMs * options.timeScale),
      options.previewEvery,
      options.now,
      options.now !== COMMON_DEFAULTS.now,
      gpu,
    ),
    gpu,
    stats,
    faults: new FaultInjector(prng, NO_SD_WEBUI_FAULTS, 'routes', stats.faults),
    spec: sharedSdApiValidator(),
    prng,
    loras: new LoraNetworks(options.loras),
    hypernetworks: new Set(options.hypernetworks),
    settings,
    delivered: [],
    received: [],
    receivedListeners: new Set(),
    checkpoints,
    upscalers: [...options.upscalers],
    checkpointNamed,
    globalCheckpoint,
  };
}
