import { createCanvas } from '@napi-rs/canvas';
import { onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import {
  type ComfyEmulator,
  type ComfyEmulatorOptions,
  startComfyEmulator,
  type Workflow,
} from '../../../sandbox/comfyui/index.js';

/** A clock the test moves by hand; `advance` also lets the emulator play what is due. */
export interface ManualClock {
  now: () => number;
  advance(ms: number): void;
}

/** A parsed answer. */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
  text: string;
}

/** `fetch` that parses the body as JSON when it can. */
export async function call(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** POSTs `body` as JSON. */
export function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The default text-to-image workflow, as ComfyUI's "Export (API)" writes it (`checkpoint`: its loader's file). */
export function workflow(
  options: {
    checkpoint?: string;
    text?: string;
    seed?: number;
    steps?: number;
    width?: number;
    height?: number;
    batch?: number;
  } = {},
): Workflow {
  const { text = 'a red fox', seed = 42, steps = 4, width = 64, height = 48, batch = 1 } = options;
  const { checkpoint = 'v1-5-pruned-emaonly.safetensors' } = options;
  return {
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed,
        steps,
        cfg: 8,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
      },
    },
    '4': {
      class_type: 'CheckpointLoaderSimple',
      inputs: { ckpt_name: checkpoint },
    },
    '5': { class_type: 'EmptyLatentImage', inputs: { width, height, batch_size: batch } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text, clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry', clip: ['4', 1] } },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'ComfyUI', images: ['8', 0] } },
  };
}

/** A WebSocket client that records every message (text parsed, binary kept). */
export interface WsClient {
  readonly socket: WebSocket;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  readonly messages: { type: string; data: any }[];
  readonly binary: Buffer[];
  /** Resolves with the first message (already received or not) of `type` matching `when`. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  next(type: string, when?: (data: any) => boolean): Promise<any>;
  /** Resolves once the socket is closed. */
  readonly closed: Promise<void>;
}

/** Connects to `url` and records what arrives; closed after the test. */
export async function connect(url: string, headers?: Record<string, string>): Promise<WsClient> {
  const socket = new WebSocket(url, { headers });
  const messages: WsClient['messages'] = [];
  const binary: Buffer[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data, isBinary) => {
    if (isBinary) binary.push(data as Buffer);
    else messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  onTestFinished(() => socket.terminate());
  return {
    socket,
    messages,
    binary,
    closed,
    next(type, when = () => true) {
      return new Promise((resolve) => {
        const look = () => {
          const found = messages.find((m) => m.type === type && when(m.data));
          if (found) resolve(found.data);
          else waiters.push(look);
        };
        look();
      });
    },
  };
}

/** Starts an emulator on an ephemeral port with a manual clock; closed after the test. */
export async function startComfy(options: ComfyEmulatorOptions = {}) {
  let time = 1_700_000_000_000;
  let comfy: ComfyEmulator | undefined;
  const clock: ManualClock = {
    now: () => time,
    advance: (ms) => {
      time += ms;
      comfy?.advance();
    },
  };
  comfy = await startComfyEmulator({ now: clock.now, ...options });
  const started = comfy;
  onTestFinished(() => started.close());
  return { comfy: started, clock, base: started.url };
}

/** An image-to-image workflow: the uploaded `image` encoded, sampled with `denoise`, saved. */
export function img2imgWorkflow(image: string, denoise = 0.6, text = 'a red fox'): Workflow {
  const base = workflow({ text });
  return {
    ...base,
    '3': { ...base['3'], inputs: { ...base['3']?.inputs, denoise, latent_image: ['11', 0] } },
    '10': { class_type: 'LoadImage', inputs: { image } },
    '11': { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } },
  } as Workflow;
}

/** An upscale workflow: the uploaded `image` through the upscale model `model`, saved. */
export function upscaleWorkflow(image: string, model = 'RealESRGAN_x4plus.pth'): Workflow {
  return {
    '1': { class_type: 'LoadImage', inputs: { image } },
    '2': { class_type: 'UpscaleModelLoader', inputs: { model_name: model } },
    '3': {
      class_type: 'ImageUpscaleWithModel',
      inputs: { upscale_model: ['2', 0], image: ['1', 0] },
    },
    '4': { class_type: 'SaveImage', inputs: { filename_prefix: 'upscaled', images: ['3', 0] } },
  };
}

/** `POST /upload/image` of `bytes` named `name`, with the other form fields given. */
export function upload(
  base: string,
  bytes: Buffer,
  name: string,
  fields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return call(`${base}/upload/image`, { method: 'POST', body: form });
}

/** A `width` × `height` PNG of one colour. */
export function png(width: number, height: number, colour = 'rgb(200, 30, 40)'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.encodeSync('png');
}
