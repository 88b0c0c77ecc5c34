import { lookup } from 'node:dns/promises';
import type { ServiceRequest } from '../backends/image-service/client-options.js';
import { addressRange, isAllowedAddress } from '../backends/image-service/image-host-policy.js';
import type { Config } from '../core/config.js';
import { errorCodes } from '../core/error-codes.js';
import {
  ServiceMovedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../image-backend/errors.js';
import type { ImageBackend } from '../image-backend/image-backend.js';

/**
 * The key the probe reads a balance with: shaped like a key, belonging to no one. The service
 * refuses it (which says it answers) and charges nothing.
 */
const PROBE_KEY = `sk-${'0'.repeat(48)}`;

/** Longest wait for the probe's answer: a silent service delays `ready` by this much at most. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * What the bot found about its image service: problems that do not stop it from working for
 * Discord, but make every member's command fail. `/healthz` answers `degraded` with them.
 */
export class ImageServiceWatch {
  #unreachable: string | undefined;
  #privateHost: string | undefined;

  /** The problems found, one line each; empty when the service looked usable. */
  problems(): string[] {
    return [this.#unreachable, this.#privateHost].filter((line) => line !== undefined);
  }

  /** Told of each request to the service: one answered clears an unreachable service. */
  readonly onRequest = (request: ServiceRequest): void => {
    if (request.outcome === 'ok') this.#unreachable = undefined;
  };

  /**
   * Asks the service once (a balance read with {@link PROBE_KEY}: any answer but an outage says
   * it is there) and checks where its host is; resolves to each problem found, one line naming the
   * host and the cause (kept for `/healthz`). Never rejects.
   */
  async probe(api: Pick<ImageBackend, 'balance'>, config: Config): Promise<string[]> {
    const url = new URL(config.IMAGE_API_URL);
    const timeoutMs = Math.min(config.IMAGE_API_TIMEOUT_MS, PROBE_TIMEOUT_MS);
    const [unreachable, privateHost] = await Promise.all([
      api.balance(PROBE_KEY, { timeoutMs }).then(
        () => undefined,
        (error: unknown) => unreachableProblem(error, url.host),
      ),
      config.ALLOW_PRIVATE_IMAGE_HOSTS ? undefined : privateHostProblem(url.hostname),
    ]);
    this.#unreachable = unreachable;
    this.#privateHost = privateHost;
    return this.problems();
  }
}

/** Why the service cannot be used, from the probe's failure; undefined when it answered. */
function unreachableProblem(error: unknown, host: string): string | undefined {
  const check = 'check IMAGE_API_URL and that the service runs and is reachable from this machine';
  const until = "members' commands fail until it answers";
  if (error instanceof ServiceTimeoutError) {
    return `the image service at ${host} did not answer within ${error.timeoutMs} ms: ${until}; ${check}`;
  }
  if (error instanceof ServiceMovedError) {
    const to = error.location ? ` to ${error.location}` : '';
    return `the image service at ${host} answered ${error.status}${to}: it moved, set IMAGE_API_URL to its new address`;
  }
  if (error instanceof ServiceUnavailableError) {
    const [code] = errorCodes(error.cause);
    const cause = code ?? (error.status ? `HTTP ${error.status}` : 'unavailable');
    return `cannot reach the image service at ${host} (${cause}): ${until}; ${check}`;
  }
  if (error instanceof UnexpectedResponseError && error.unreadable) {
    return (
      `the image service at ${host} answered something that is not its interface ` +
      `(${error.detail ?? 'unreadable'}): check that IMAGE_API_URL is the base URL, the part before /v1/index.php`
    );
  }
  return undefined;
}

/**
 * Why images from the service's own host would be refused: it resolves to a loopback, private or
 * other non-public address and `ALLOW_PRIVATE_IMAGE_HOSTS` is off. A name that does not resolve
 * is left to the probe's request, which names the cause.
 */
async function privateHostProblem(hostname: string): Promise<string | undefined> {
  const addresses = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
  const refused = addresses.find(({ address }) => !isAllowedAddress(address, false));
  if (!refused) return undefined;
  return (
    `the image service's host ${hostname} is a ${addressRange(refused.address)} address ` +
    `(${refused.address}): its images will be refused ("could not fetch this image safely") after ` +
    'each generation is charged; set ALLOW_PRIVATE_IMAGE_HOSTS=true for a service on your own network'
  );
}
