import {
  type BackendProbe,
  hostOf,
  PROBE_TIMEOUT_MS,
  type ProbeProblem,
  requestProblem,
  shownUrl,
} from '../../image-backend/backend-probe.js';
import type { ImageBackend } from '../../image-backend/image-backend.js';
import { HORDE_ANONYMOUS_KEY } from './horde-capabilities.js';
import type { HordeModelReference } from './horde-model-reference.js';

/**
 * The contact a `Client-Agent` carries when `HORDE_CLIENT_CONTACT` is left unset, and the
 * placeholder `.env.example` ships.
 */
export const NO_CONTACT = 'unknown';

const causeOf = (error: unknown): string =>
  (error as { detail?: string }).detail ?? (error as Error).message;

/**
 * Asks the Horde once who its anonymous key is (`find_user`: free, known to every Horde) and
 * reads the contact of the `Client-Agent` sent (`name:version:contact`): each problem one line.
 * `contactUnset` tells an unset `HORDE_CLIENT_CONTACT` from one still holding {@link NO_CONTACT}.
 */
export async function probeHorde(
  horde: Pick<ImageBackend, 'balance'>,
  reference: Pick<HordeModelReference, 'refresh'>,
  baseUrl: string,
  clientAgent: string,
  contactUnset: boolean,
): Promise<BackendProbe> {
  const subject = {
    name: 'AI Horde',
    host: hostOf(baseUrl),
    setting: 'HORDE_URL',
    urlIs: 'the API base, the part before /v2, e.g. https://aihorde.net/api',
  };
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const asked = horde.balance(HORDE_ANONYMOUS_KEY, { signal }).then(
    () => undefined,
    (error: unknown): ProbeProblem =>
      requestProblem(error, subject) ?? {
        line:
          `AI Horde at ${subject.host} refused find_user for its anonymous key ` +
          `(${(error as Error).message}): check that HORDE_URL is ${subject.urlIs}`,
        setting: 'HORDE_URL',
      },
  );
  const read = reference.refresh(signal).then(
    () => undefined,
    (error: unknown): ProbeProblem => ({
      line:
        `AI Horde's model reference could not be read (${causeOf(error)}): until it ` +
        "is, a LoRA is not checked against its model's family and size: is about a megapixel " +
        'on every model; check HORDE_MODEL_REFERENCE_URL',
      setting: 'HORDE_MODEL_REFERENCE_URL',
    }),
  );
  const [reached, unread] = await Promise.all([asked, read]);
  const contact = clientAgent.split(':').at(-1);
  const noContact: ProbeProblem | undefined =
    contact === NO_CONTACT
      ? {
          line:
            `AI Horde at ${subject.host}: HORDE_CLIENT_CONTACT is ` +
            (contactUnset ? 'unset' : `still the placeholder "${NO_CONTACT}" (from .env.example)`) +
            ', so its Client-Agent ' +
            `ends in "${NO_CONTACT}"; the Horde asks every client for a contact and its admins ` +
            'may slow or block one they cannot reach: set HORDE_CLIENT_CONTACT to an e-mail or ' +
            'Discord name',
          setting: 'HORDE_CLIENT_CONTACT',
        }
      : undefined;
  return {
    url: shownUrl(baseUrl),
    problems: [reached, unread, noContact].filter((problem) => problem !== undefined),
  };
}
