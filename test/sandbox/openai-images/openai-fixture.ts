import { imageSize } from 'image-size';
import OpenAI from 'openai';
import { onTestFinished } from 'vitest';
import {
  type OpenAiImagesEmulator,
  type OpenAiImagesOptions,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';

/** A clock the test moves by hand. */
export interface ManualClock {
  now: () => number;
  advance(ms: number): void;
}

/** A manual clock starting at a fixed instant. */
export function manualClock(start = 1_767_225_600_000): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

/** The key most tests use. */
export const ALICE_KEY = 'sk-test-alice-0123456789';

/**
 * Starts an emulator on an ephemeral port with a manual clock, alice's key and generations that
 * take no time (`timeScale: 0`) unless `options` says otherwise; closed after the test.
 */
export async function startOpenAiImages(options: OpenAiImagesOptions = {}) {
  const clock = manualClock();
  const emulator = await startOpenAiImagesEmulator({
    now: clock.now,
    keys: [{ key: ALICE_KEY }],
    timeScale: 0,
    ...options,
  });
  onTestFinished(() => emulator.close());
  return { emulator, clock, client: openAiClient(emulator) };
}

/** The official client pointed at the emulator, without retries unless asked. */
export function openAiClient(emulator: OpenAiImagesEmulator, apiKey = ALICE_KEY, maxRetries = 0) {
  return new OpenAI({ apiKey, baseURL: emulator.baseURL, maxRetries });
}

/** Format and dimensions of encoded image bytes, read from their header. */
export function imageInfo(b64: string | undefined) {
  const bytes = Buffer.from(b64 ?? '', 'base64');
  const { type, width, height } = imageSize(bytes);
  return { type, width, height, bytes };
}

/** `fetch` returning status, headers and the parsed JSON body. */
export async function call(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  return { status: response.status, headers: response.headers, json: json as any };
}

/** POSTs `body` to the generations route with alice's key. */
export function postGeneration(emulator: OpenAiImagesEmulator, body: unknown, key = ALICE_KEY) {
  return call(`${emulator.baseURL}/images/generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Waits (real time, bounded) until the emulator has `count` generations under way. */
export async function untilInFlight(emulator: OpenAiImagesEmulator, count = 1) {
  for (let i = 0; i < 2000 && emulator.inFlight().length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (emulator.inFlight().length < count) throw new Error('no generation under way');
  return emulator.inFlight();
}
