import { BackendSetupError, ServiceUnavailableError } from '../../image-backend/backend-errors.js';
import {
  type BackendProbe,
  hostOf,
  PROBE_TIMEOUT_MS,
  type ProbeProblem,
  requestProblem,
  shownUrl,
} from '../../image-backend/backend-probe.js';
import type { JsonEndpoint } from '../../image-backend/json-request.js';
import type { SdWebuiFeatures } from './sd-webui-features.js';
import type { SdWebuiLists } from './sd-webui-lists.js';
import { chooseUpscaler, listedAs, type SdUpscaler } from './sd-webui-upscalers.js';

/**
 * Asks the WebUI once (never what was kept from before) for its models, samplers and schedulers
 * (the lists `/imagine` offers) and which routes it has (`SdWebuiFeatures`: task ids, a caption
 * route): one line if it cannot be reached, refuses the login (`--api-auth`), has no API (started
 * without `--api`) or lists no checkpoint. A URL ending in the API's own path (`/sdapi/v1`) is
 * refused by the config.
 */
export async function probeSdWebui(
  http: JsonEndpoint,
  lists: SdWebuiLists,
  features: SdWebuiFeatures,
  upscaler: string,
): Promise<BackendProbe> {
  const url = shownUrl(http.baseUrl);
  const host = hostOf(http.baseUrl);
  const timeoutMs = Math.min(http.timeoutMs, PROBE_TIMEOUT_MS);
  try {
    const { models, upscalers } = await lists.read({ timeoutMs, fresh: true });
    await features.read({ timeoutMs, fresh: true });
    if (models.length > 0) return { url, problems: upscalerProblems(upscaler, upscalers, host) };
    const line = `the Stable Diffusion WebUI at ${host} lists no checkpoint: members' generations fail until one is in its models/Stable-diffusion folder`;
    return { url, problems: [{ line, setting: 'SD_WEBUI_URL' }] };
  } catch (error) {
    return { url, problems: [problemOf(error, host)] };
  }
}

/**
 * A line when the server lacks `SD_WEBUI_UPSCALER`: which it runs instead (×2 and ×4 where they
 * differ), or none (no Upscale).
 */
function upscalerProblems(
  wanted: string,
  listed: readonly SdUpscaler[],
  host: string,
): ProbeProblem[] {
  const names = listed.map((upscaler) => upscaler.name);
  if (listedAs(wanted, names)) return [];
  const [twice, fourfold] = [2, 4].map((factor) => chooseUpscaler(wanted, factor, listed));
  const instead = !twice
    ? 'it lists no upscaler, so Upscale is not offered'
    : twice === fourfold
      ? `Upscale runs ${twice} instead`
      : `Upscale ×2 runs ${twice} and ×4 runs ${fourfold} instead`;
  const line = `the Stable Diffusion WebUI at ${host} has no upscaler named ${wanted} (SD_WEBUI_UPSCALER): ${instead}; its upscalers: ${names.join(', ') || 'none'}`;
  return [{ line, setting: 'SD_WEBUI_UPSCALER' }];
}

function problemOf(error: unknown, host: string): ProbeProblem {
  if (error instanceof BackendSetupError) {
    return {
      line: `the Stable Diffusion WebUI at ${host} refused the bot's login (401): check SD_WEBUI_AUTH against its --api-auth`,
      setting: 'SD_WEBUI_AUTH',
    };
  }
  if (error instanceof ServiceUnavailableError && error.status === 404) {
    return {
      line: `the Stable Diffusion WebUI at ${host} has no API (404 on /sdapi/v1/sd-models): start it with --api, or check SD_WEBUI_URL`,
      setting: 'SD_WEBUI_URL',
    };
  }
  const subject = {
    name: 'the Stable Diffusion WebUI',
    host,
    setting: 'SD_WEBUI_URL',
    urlIs: "the WebUI's base URL, before /sdapi/v1, e.g. http://127.0.0.1:7860",
  };
  return (
    requestProblem(error, subject) ?? {
      line: `the Stable Diffusion WebUI at ${host} answered an error (${(error as Error).message}): check SD_WEBUI_URL`,
      setting: 'SD_WEBUI_URL',
    }
  );
}
