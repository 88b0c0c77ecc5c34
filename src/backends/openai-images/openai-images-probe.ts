import {
  ServiceUnavailableError,
  UnexpectedResponseError,
} from '../../image-backend/backend-errors.js';
import {
  type BackendProbe,
  hostOf,
  PROBE_TIMEOUT_MS,
  type ProbeProblem,
  requestProblem,
  shownUrl,
} from '../../image-backend/backend-probe.js';

/** A probe of the Images API, with the model ids `GET /models` listed where it lists them. */
export interface OpenAiProbe extends BackendProbe {
  readonly listed?: readonly string[];
}

/**
 * Asks the provider once for its models (`GET /models`, with the endpoint's `apiKey` where the
 * operator gave one, else without): one line if it cannot be reached or is not the API; where it lists them without a key (a
 * compatible provider started without one), one if `model` is not among them. OpenAI answers 401
 * without a key, on any path: there the model is first tried by a member's generation, and a base
 * URL with no path at all (no `/v1`) gets one line.
 */
export async function probeOpenAiImages(
  baseUrl: string,
  model: string,
  apiKey?: string,
): Promise<OpenAiProbe> {
  const base = baseUrl.replace(/\/+$/, '');
  const host = hostOf(base);
  const subject = {
    name: 'the Images API',
    host,
    setting: 'OPENAI_IMAGES_URL',
    urlIs: 'the API base with /v1, e.g. https://api.openai.com/v1',
  };
  const url = shownUrl(base);
  let listed: string[] | undefined;
  try {
    listed = await listModels(base, apiKey);
  } catch (error) {
    const problem = requestProblem(error, subject);
    return { url, problems: problem ? [problem] : [] };
  }
  if (!listed && new URL(base).pathname === '/') {
    const line =
      `OPENAI_IMAGES_URL ${url} has no path: the Images API at ${host} refused a request without ` +
      "a key, as OpenAI does on any path, and members' generations fail if its API is under /v1; " +
      `set OPENAI_IMAGES_URL to the API base with /v1: ${url}/v1`;
    return { url, problems: [{ line, setting: 'OPENAI_IMAGES_URL' }] };
  }
  if (!listed || listed.includes(model)) return { url, problems: [], ...(listed && { listed }) };
  const some = listed.slice(0, 8).join(', ') + (listed.length > 8 ? ', …' : '');
  const problem: ProbeProblem = {
    line:
      `the Images API at ${host} does not list OPENAI_IMAGES_MODEL ${model} among its models ` +
      `(GET /models: ${some || 'none'}): members' generations fail; set OPENAI_IMAGES_MODEL to ` +
      'an image model it lists',
    setting: 'OPENAI_IMAGES_MODEL',
  };
  return { url, problems: [problem], listed };
}

/**
 * The model ids `GET /models` lists (with `apiKey` where given); undefined when the provider asks for one (401,
 * 403: it answers, the list is for keys).
 * @throws ServiceUnavailableError, a `TimeoutError` or UnexpectedResponseError, as `requestProblem` reads them
 */
async function listModels(base: string, apiKey?: string): Promise<string[] | undefined> {
  let response: Response;
  try {
    response = await fetch(`${base}/models`, {
      headers: { accept: 'application/json', ...(apiKey && { authorization: `Bearer ${apiKey}` }) },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw error;
    throw new ServiceUnavailableError({ detail: 'GET /models', cause: error });
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return undefined;
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new ServiceUnavailableError({ detail: 'GET /models', status: response.status });
  }
  const body = (await response.json().catch(() => undefined)) as
    | { data?: { id?: unknown }[] }
    | undefined;
  if (response.status !== 200 || !Array.isArray(body?.data)) {
    throw new UnexpectedResponseError({
      detail: `GET /models: HTTP ${response.status}`,
      unreadable: true,
    });
  }
  return body.data.map((entry) => String(entry.id));
}
