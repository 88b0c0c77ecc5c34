import { Agent } from 'undici';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import { basicAuthorization } from './sd-webui-http.js';

/** Connections kept for the short calls: progress reads, `/interrupt`, the lists. */
const CONTROL_CONNECTIONS = 4;

/** A WebUI endpoint and the pool it owns. */
export type SdEndpoint = JsonEndpoint & { readonly dispatcher: Agent };

/**
 * The two ways the bot reaches one WebUI. `held`: the calls that block until a job ends
 * (`txt2img`, `img2img`, `extra-single-image`, `interrogate`), one connection each, as many as
 * are in flight. `control`: everything answered at once (progress, `/interrupt`, the lists, the
 * probe) on a pool of its own, so a Stop or a progress read never waits for a connection that a
 * generation holds for minutes.
 */
export interface SdEndpoints {
  readonly held: SdEndpoint;
  readonly control: SdEndpoint;
}

/**
 * Both endpoints of the WebUI at `baseUrl`, with `--api-auth`'s login when one is set, each call's
 * end told to `ended` (`JsonEndpoint.ended`) when given.
 */
export function sdEndpoints(
  baseUrl: string,
  timeoutMs: number,
  login?: string,
  ended?: (failure?: unknown) => void,
): SdEndpoints {
  const common = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    timeoutMs,
    ...(login && { headers: { authorization: basicAuthorization(login) } }),
    ...(ended && { ended }),
  };
  return {
    held: { ...common, dispatcher: new Agent() },
    control: { ...common, dispatcher: new Agent({ connections: CONTROL_CONNECTIONS }) },
  };
}

/** Closes both pools (a call still held is dropped: the process stops). */
export async function closeEndpoints(endpoints: SdEndpoints): Promise<void> {
  await Promise.all(
    [endpoints.held, endpoints.control].map((e) => e.dispatcher.close().catch(() => undefined)),
  );
}
