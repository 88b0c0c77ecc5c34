import type { Dispatcher } from 'undici';
import {
  type JsonAnswers,
  type JsonEndpoint,
  jsonRequest,
  parseJson,
} from '../../image-backend/json-request.js';
import type { HordeCall } from './horde-call.js';
import { hordeFailure } from './horde-failure.js';

export type { HordeCall } from './horde-call.js';

/** How the client reaches the Horde. */
export interface HordeHttpSettings {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly clientAgent: string;
  readonly dispatcher: Dispatcher;
}

/** The Horde's answers, JSON up to 2 MiB (the model list is the longest: a few hundred models). */
const HORDE_ANSWERS: JsonAnswers = {
  maxBytes: 2_097_152,
  failure: ({ call, status, text, detail, retryAfter }) =>
    hordeFailure(call, status, parseJson(text), retryAfter, detail),
};

/**
 * One call of the Horde's API (below `/v2`) through the bot's JSON request
 * (`image-backend/json-request.ts`); an error answer is `hordeFailure`'s. The key goes in the
 * `apikey` header and never into a message.
 */
export function hordeRequest<T>(
  settings: HordeHttpSettings,
  { apiKey, ...call }: HordeCall<T>,
  signal?: AbortSignal,
): Promise<T> {
  const endpoint: JsonEndpoint = {
    baseUrl: `${settings.baseUrl}/v2`,
    timeoutMs: settings.timeoutMs,
    dispatcher: settings.dispatcher,
    headers: { 'client-agent': settings.clientAgent },
  };
  const keyed = apiKey === undefined ? call : { ...call, headers: { apikey: apiKey } };
  return jsonRequest(endpoint, keyed, HORDE_ANSWERS, signal);
}
