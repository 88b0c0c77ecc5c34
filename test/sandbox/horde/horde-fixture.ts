import { onTestFinished } from 'vitest';
import {
  type HordeEmulator,
  type HordeEmulatorOptions,
  startHordeEmulator,
} from '../../../sandbox/horde/index.js';

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

/** A parsed answer. */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
}

/** `fetch` that parses the body as JSON when it can. */
export async function call(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

/** The registered user most tests use. */
export const ALICE = { alias: 'alice', apiKey: 'alice-key-0123456789', kudos: 1000 };

/** The Client-Agent the tests send, in the `name:version:contact` form the Horde asks for. */
export const AGENT = 'imagine-bot-tests:1.0:github.com/example';

/** A client of one emulator: its routes with the key and agent the test chooses. */
/** `apiKey: null` sends no `apikey` header. */
export function hordeClient(horde: HordeEmulator, apiKey: string | null = ALICE.apiKey) {
  const api = `${horde.url}/api/v2`;
  const headers = (extra: Record<string, string> = {}) => ({
    'client-agent': AGENT,
    ...(apiKey === null ? {} : { apikey: apiKey }),
    ...extra,
  });
  return {
    submit: (body: unknown, extra?: Record<string, string>) =>
      call(`${api}/generate/async`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', ...extra }),
        body: JSON.stringify(body),
      }),
    check: (id: string) => call(`${api}/generate/check/${id}`, { headers: headers() }),
    status: (id: string) => call(`${api}/generate/status/${id}`, { headers: headers() }),
    cancel: (id: string) =>
      call(`${api}/generate/status/${id}`, { method: 'DELETE', headers: headers() }),
    findUser: (extra?: Record<string, string>) =>
      call(`${api}/find_user`, { headers: headers(extra) }),
    models: (query = '') => call(`${api}/status/models${query}`, { headers: headers() }),
    interrogate: (body: unknown) =>
      call(`${api}/interrogate/async`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      }),
    interrogation: (id: string) => call(`${api}/interrogate/status/${id}`, { headers: headers() }),
    cancelInterrogation: (id: string) =>
      call(`${api}/interrogate/status/${id}`, { method: 'DELETE', headers: headers() }),
  };
}

/**
 * Starts an emulator on an ephemeral port with a manual clock, alice, and rate limits off unless
 * `options` says otherwise; closed after the test.
 */
export async function startHorde(options: HordeEmulatorOptions = {}) {
  const clock = manualClock();
  const horde = await startHordeEmulator({
    now: clock.now,
    users: [{ ...ALICE }],
    rateLimits: false,
    ...options,
  });
  onTestFinished(() => horde.close());
  return { horde, clock, client: hordeClient(horde) };
}

/** Width and height of a WebP (VP8X, VP8L or VP8 chunk), after checking the RIFF header. */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP');
  }
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}
