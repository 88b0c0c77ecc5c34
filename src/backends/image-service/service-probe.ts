import { lookup } from 'node:dns/promises';
import { errorCodes } from '../../core/error-codes.js';
import {
  ServiceMovedError,
  ServiceTimeoutError,
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../image-backend/backend-errors.js';
import {
  type BackendProbe,
  PROBE_TIMEOUT_MS,
  shownUrl,
} from '../../image-backend/backend-probe.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import { addressRange, isAllowedAddress } from '../../image-backend/image-host-policy.js';

/**
 * The key the probe reads a balance with: shaped like a key, belonging to no one. The service
 * refuses it (which says it answers) and charges nothing.
 */
const PROBE_KEY = `sk-${'0'.repeat(48)}`;

/** What {@link probeService} reads of the client's settings. */
export interface ServiceProbeSettings {
  readonly baseUrl: URL;
  readonly timeoutMs: number;
  readonly allowPrivateImageHosts: boolean;
}

/**
 * Asks the service once (a balance read with {@link PROBE_KEY}: any answer but an outage says it
 * is there) and checks where its host is: each problem one line naming the host and the cause. A
 * base URL ending in the interface's own path (`/v1/index.php`) is refused by the config.
 */
export async function probeService(
  api: Pick<ImageBackend, 'balance'>,
  settings: ServiceProbeSettings,
): Promise<BackendProbe> {
  const { host, hostname } = settings.baseUrl;
  const url = shownUrl(settings.baseUrl.href);
  const timeoutMs = Math.min(settings.timeoutMs, PROBE_TIMEOUT_MS);
  const [unreachable, privateHost] = await Promise.all([
    api.balance(PROBE_KEY, { timeoutMs }).then(
      () => undefined,
      (error: unknown) => unreachableProblem(error, host),
    ),
    settings.allowPrivateImageHosts ? undefined : privateHostProblem(hostname),
  ]);
  return {
    url,
    problems: [
      ...(unreachable ? [{ line: unreachable, setting: 'IMAGE_API_URL', unreachable: true }] : []),
      ...(privateHost ? [{ line: privateHost, setting: 'ALLOW_PRIVATE_IMAGE_HOSTS' }] : []),
    ],
  };
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
