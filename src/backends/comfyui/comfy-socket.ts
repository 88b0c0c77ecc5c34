import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'undici';
import type { Logger } from '../../core/logger.js';
import {
  MAX_PREVIEW_BYTES,
  type PreviewFormat,
  type TaskPreview,
} from '../../image-backend/task-preview.js';
import { TaskSettled } from '../../image-backend/task-settled.js';

/** What the WebSocket told of one prompt. */
export interface PromptEvents {
  /** The last sampling step as a percentage (`progress` value / max). */
  progress?: number;
  /** It started executing. */
  running?: boolean;
  /** It ended (`execution_success`, `execution_error`, `execution_interrupted`, or `executing` null). */
  ended?: boolean;
  /** Its latest binary preview frame, while it runs. */
  preview?: TaskPreview;
}

/** The longest a dropped socket waits before connecting again. */
const MAX_RECONNECT_MS = 30_000;

/**
 * The longest a running prompt's socket may stay quiet before its state is read from `/history`
 * again: an end the socket never told (a connection half-open behind a proxy) is found this soon.
 */
const QUIET_MS = 5_000;

/** Drops what it knows of a prompt this long after its last event (a prompt the bot lost). */
const FORGET_AFTER_MS = 3_600_000;

/** Binary events (server.py `BinaryEventTypes`): a latent preview, and one with its metadata. */
const PREVIEW_IMAGE = 1;
const PREVIEW_IMAGE_WITH_METADATA = 4;
/** A type-1 preview's image type (server.py `send_image`). */
const PREVIEW_FORMATS: Readonly<Record<number, PreviewFormat>> = { 1: 'jpeg', 2: 'png' };
/** A type-4 preview's `image_type`. */
const PREVIEW_MIME: Readonly<Record<string, PreviewFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** The most metadata a type-4 preview may carry, in bytes (a few ids in practice). */
const MAX_PREVIEW_METADATA = 16 * 1024;

/**
 * The client's first message: asks for previews with their metadata (type 4, naming the prompt),
 * as ComfyUI's own front end does (comfy_api/feature_flags.py).
 */
const FEATURE_FLAGS = JSON.stringify({
  type: 'feature_flags',
  data: { supports_preview_metadata: true },
});

/**
 * The bot's one WebSocket to ComfyUI (`/ws?clientId=`): progress and the end of the prompts
 * submitted with its client id, and the latest binary preview of the one running (a type-4 frame
 * names its prompt; a type-1 frame belongs to the prompt the socket last saw executing: ComfyUI
 * runs one at a time). Opens on {@link ComfySocket.start}; reconnects with a growing pause when dropped; while it is not open,
 * {@link ComfySocket.live} is false and the backend reads `/history` instead.
 */
export class ComfySocket {
  readonly #events = new Map<string, PromptEvents & { at: number }>();
  readonly #settled = new TaskSettled();
  readonly #stop = new AbortController();
  #socket: WebSocket | undefined;
  #open = false;
  #started = false;
  /** When the open connection opened (epoch ms). */
  #openedAt = 0;
  /** The prompt executing now, as the socket last told. */
  #running: string | undefined;
  /** The one preview held: the running prompt's latest (bounded by {@link MAX_PREVIEW_BYTES}). */
  #preview: { readonly promptId: string; readonly preview: TaskPreview } | undefined;
  #serial = 0;

  constructor(
    private readonly url: string,
    private readonly headers: Readonly<Record<string, string>>,
    private readonly logger: Logger,
  ) {}

  /**
   * Connects (and keeps reconnecting) from the first call on; later calls do nothing. Called when
   * the bot first submits or reads a prompt: a process that waits for another's shards holds no
   * socket, which would take the client id over from the process serving them.
   */
  start(): void {
    if (this.#started || this.#stop.signal.aborted) return;
    this.#started = true;
    void this.#run();
  }

  /** Whether the socket is open now: its events can be trusted to arrive. */
  get live(): boolean {
    return this.#open;
  }

  /**
   * What the socket said of `promptId`, when its word holds now: the socket is open, the prompt's
   * last event came over this connection (events sent while it was down are lost, and ComfyUI
   * re-sends none of them: server.py only re-sends `executing` with the node, no prompt id) and
   * less than {@link QUIET_MS} ago. Otherwise the prompt is read from `/history`.
   */
  current(promptId: string, now = Date.now()): PromptEvents | undefined {
    const events = this.#events.get(promptId);
    if (!this.#open || !events || events.at < this.#openedAt || now - events.at >= QUIET_MS) {
      return undefined;
    }
    return this.of(promptId);
  }

  /** What the socket said of `promptId`, when it said anything (however long ago). */
  of(promptId: string): PromptEvents | undefined {
    const events = this.#events.get(promptId);
    const held = this.#preview?.promptId === promptId ? this.#preview.preview : undefined;
    return events && held && !events.ended ? { ...events, preview: held } : events;
  }

  /**
   * Calls `listener` each time the socket tells `promptId` ended (`execution_success`, an error or
   * an interruption, then `executing` null once its history is written), soon after if it told so
   * already; resolves to its removal.
   */
  onEnded(promptId: string, listener: () => void): () => void {
    return this.#settled.on(promptId, listener, this.#events.get(promptId)?.ended === true);
  }

  /** Closes the socket and stops reconnecting. */
  close(): void {
    this.#stop.abort();
    this.#socket?.close();
  }

  async #run(): Promise<void> {
    let pause = 500;
    while (!this.#stop.signal.aborted) {
      const opened = await this.#connectOnce();
      if (this.#stop.signal.aborted) return;
      pause = opened ? 500 : Math.min(MAX_RECONNECT_MS, pause * 2);
      await sleep(pause, undefined, { signal: this.#stop.signal }).catch(() => {});
    }
  }

  /**
   * One connection, until it closes; whether it opened. A handshake that fails ends the attempt
   * on its `error`: undici's WebSocket then never fires `close` (its state stays CONNECTING).
   */
  #connectOnce(): Promise<boolean> {
    return new Promise((resolve) => {
      let opened = false;
      let settled = false;
      const socket = new WebSocket(this.url, { headers: { ...this.headers } });
      socket.binaryType = 'arraybuffer';
      this.#socket = socket;
      const end = () => {
        if (settled) return;
        settled = true;
        this.#open = false;
        this.#running = undefined;
        this.#preview = undefined;
        if (opened && !this.#stop.signal.aborted) {
          this.logger.debug('comfyui socket closed; reading /history until it is back');
        }
        resolve(opened);
      };
      socket.addEventListener('open', () => {
        opened = true;
        this.#open = true;
        this.#openedAt = Date.now();
        socket.send(FEATURE_FLAGS);
        this.logger.debug('comfyui socket open');
      });
      socket.addEventListener('message', (event) => {
        if (settled) return;
        if (typeof event.data === 'string') this.#read(event.data);
        else if (event.data instanceof ArrayBuffer) this.#readBinary(event.data);
      });
      socket.addEventListener('error', () => {
        if (!opened) end();
      });
      socket.addEventListener('close', end);
    });
  }

  #read(text: string): void {
    let message: { type?: unknown; data?: Record<string, unknown> };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const data = message.data;
    const promptId = data?.prompt_id;
    if (typeof promptId !== 'string') return;
    const now = Date.now();
    const known = this.#events.get(promptId) ?? { at: now };
    let ending = false;
    switch (message.type) {
      case 'execution_start':
        known.running = true;
        break;
      case 'progress': {
        const value = Number(data?.value);
        const max = Number(data?.max);
        if (max > 0 && Number.isFinite(value)) known.progress = (100 * value) / max;
        known.running = true;
        break;
      }
      case 'executing':
        if (data?.node === null) ending = true;
        else known.running = true;
        break;
      case 'execution_success':
      case 'execution_error':
      case 'execution_interrupted':
        ending = true;
        break;
      case 'execution_cached':
      case 'executed':
      case 'progress_state':
        if (!known.ended) known.running = true;
        break;
      default:
        return;
    }
    if (ending) known.ended = true;
    if (known.ended) {
      if (this.#running === promptId) this.#running = undefined;
      if (this.#preview?.promptId === promptId) this.#preview = undefined;
    } else this.#running = promptId;
    known.at = now;
    this.#events.set(promptId, known);
    this.#forgetOld(now);
    if (ending) this.#settled.tell(promptId);
  }

  /**
   * A binary frame: a preview of a prompt the socket saw start and not end is kept (the newest
   * replaces the one held); anything else, or a preview over {@link MAX_PREVIEW_BYTES}, is ignored
   * unread.
   */
  #readBinary(data: ArrayBuffer): void {
    if (data.byteLength < 8) return;
    const view = new DataView(data);
    const type = view.getUint32(0);
    let promptId = this.#running;
    let format: PreviewFormat | undefined;
    let at = 8;
    if (type === PREVIEW_IMAGE) {
      format = PREVIEW_FORMATS[view.getUint32(4)];
    } else if (type === PREVIEW_IMAGE_WITH_METADATA) {
      const length = view.getUint32(4);
      if (length > MAX_PREVIEW_METADATA || 8 + length > data.byteLength) return;
      const metadata = metadataOf(new Uint8Array(data, 8, length));
      promptId = typeof metadata?.prompt_id === 'string' ? metadata.prompt_id : undefined;
      format = PREVIEW_MIME[String(metadata?.image_type)];
      at = 8 + length;
    } else return;
    const size = data.byteLength - at;
    if (!promptId || !format || size === 0 || size > MAX_PREVIEW_BYTES) return;
    const known = this.#events.get(promptId);
    if (!known?.running || known.ended) return;
    this.#serial += 1;
    const image = Buffer.from(data, at, size);
    this.#preview = { promptId, preview: { serial: this.#serial, image, format } };
  }

  #forgetOld(now: number): void {
    for (const [id, events] of this.#events) {
      if (now - events.at > FORGET_AFTER_MS) this.#events.delete(id);
    }
  }
}

/** A type-4 preview's metadata, when it is a JSON object. */
function metadataOf(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
