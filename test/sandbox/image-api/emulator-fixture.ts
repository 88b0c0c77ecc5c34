import { onTestFinished } from 'vitest';
import {
  type ImageApi,
  type ImageApiOptions,
  startImageApi,
} from '../../../sandbox/image-api/index.js';

/** A clock the test moves by hand. */
export interface ManualClock {
  now: () => number;
  advance(ms: number): void;
}

/** A manual clock starting at a fixed instant. */
export function manualClock(start = 1_700_000_000_000): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

/** A parsed answer: status, headers and the JSON body (undefined when not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
  text: string;
}

/** `fetch` that reads the body as text and parses it as JSON when it can. */
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

/** `${api.url}/v1/index.php?endpoint=…&…`. */
export function v1(api: ImageApi, endpoint: string, params: Record<string, string> = {}): string {
  return `${api.url}/v1/index.php?${new URLSearchParams({ endpoint, ...params })}`;
}

/** `${api.url}/api.php?action=…&…`. */
export function action(api: ImageApi, name: string, params: Record<string, string> = {}): string {
  return `${api.url}/api.php?${new URLSearchParams({ action: name, ...params })}`;
}

/** POSTs `body` as JSON with optional extra headers. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Submits a generation with the key in `x-api-key`. */
export function submit(api: ImageApi, key: string, body: Record<string, unknown>) {
  return postJson(v1(api, 'image_generation'), body, { 'x-api-key': key });
}

/** Asks for a task's status with the key in `x-api-key`. */
export function status(api: ImageApi, key: string, taskId: string) {
  return call(v1(api, 'task_status', { task_id: taskId }), { headers: { 'x-api-key': key } });
}

/** The seed user most tests use. */
export const ALICE = { name: 'alice', loginToken: 'login-token-alice', credits: 100 };

/**
 * Starts an emulator on an ephemeral port with a manual clock and alice (unless `users` says
 * otherwise), closed after the test; `key` is a fresh key of the first user.
 */
export async function startEmulator(options: ImageApiOptions = {}) {
  const clock = manualClock();
  const users = options.users ?? [{ ...ALICE }];
  const api = await startImageApi({ now: clock.now, ...options, users });
  onTestFinished(() => api.close());
  return { api, clock, key: users[0] ? api.issueKey(users[0].name) : '' };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  if (png.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('IHDR not first');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
