import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'undici';
import type { Logger } from '../../core/logger.js';

/** What the WebSocket told of one prompt. */
export interface PromptEvents {
  /** The last sampling step as a percentage (`progress` value / max). */
  progress?: number;
  /** It started executing. */
  running?: boolean;
  /** It ended (`execution_success`, `execution_error`, `execution_interrupted`, or `executing` null). */
  ended?: boolean;
}

/** The longest a dropped socket waits before connecting again. */
const MAX_RECONNECT_MS = 30_000;

/** Drops what it knows of a prompt this long after its last event (a prompt the bot lost). */
const FORGET_AFTER_MS = 3_600_000;

/**
 * The bot's one WebSocket to ComfyUI (`/ws?clientId=`): progress and the end of the prompts
 * submitted with its client id. Reconnects with a growing pause when dropped; while it is not
 * open, {@link ComfySocket.live} is false and the backend reads `/history` instead.
 */
export class ComfySocket {
  readonly #events = new Map<string, PromptEvents & { at: number }>();
  readonly #stop = new AbortController();
  #socket: WebSocket | undefined;
  #open = false;

  constructor(
    private readonly url: string,
    private readonly headers: Readonly<Record<string, string>>,
    private readonly logger: Logger,
  ) {
    void this.#run();
  }

  /** Whether the socket is open now: its events can be trusted to arrive. */
  get live(): boolean {
    return this.#open;
  }

  /** What the socket said of `promptId`, when it said anything. */
  of(promptId: string): PromptEvents | undefined {
    return this.#events.get(promptId);
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

  /** One connection, until it closes; whether it opened. */
  #connectOnce(): Promise<boolean> {
    return new Promise((resolve) => {
      let opened = false;
      const socket = new WebSocket(this.url, { headers: { ...this.headers } });
      this.#socket = socket;
      socket.addEventListener('open', () => {
        opened = true;
        this.#open = true;
        this.logger.debug('comfyui socket open');
      });
      socket.addEventListener('message', (event) => {
        if (typeof event.data === 'string') this.#read(event.data);
      });
      socket.addEventListener('error', () => {});
      socket.addEventListener('close', () => {
        this.#open = false;
        if (opened) this.logger.warn('comfyui socket closed; reading /history until it is back');
        resolve(opened);
      });
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
        if (data?.node === null) known.ended = true;
        else known.running = true;
        break;
      case 'execution_success':
      case 'execution_error':
      case 'execution_interrupted':
        known.ended = true;
        break;
      default:
        return;
    }
    known.at = now;
    this.#events.set(promptId, known);
    for (const [id, events] of this.#events) {
      if (now - events.at > FORGET_AFTER_MS) this.#events.delete(id);
    }
  }
}
