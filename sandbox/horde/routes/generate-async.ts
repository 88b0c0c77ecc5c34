import type { EmulatorContext } from '../emulator-context.js';
import { generationInput, seedOf } from '../generation-input.js';
import {
  HordeError,
  type HordeResponse,
  invalidApiKey,
  jsonResponse,
  specRefusal,
  undecodableBody,
} from '../horde-response.js';
import { burnedKudos, estimateKudos, imageKudos, needsUpfrontKudos } from '../kudos.js';
import { fetchLoras } from '../lora-fetch.js';
import { checkPaintingFields, maskDigest, readPainting } from '../painting.js';
import { clientAgent, header, NOT_JSON, type RequestContext } from '../request-context.js';
import { checkSourceFields, readSourceImage } from '../source-image.js';
import { ANONYMOUS_KEY, type HordeUser } from '../user-registry.js';
import type { WaitingPrompt } from '../waiting-prompt.js';
import { jobCounts } from '../waiting-prompt.js';

/** The Client-Agent the Horde refuses: the example of a JS SDK's README. */
export const BANNED_CLIENT_AGENT = 'My-Project:v0.0.1:My-Contact';

/** The Horde's `message` when no worker can serve a request (typos included). */
export const NO_WORKER_MESSAGE =
  'Warning: No available workers can fulfill this request. It will expire in 20 minutes unless a ' +
  'worker appears. Please confider reducing its size of the request or choosing a different model.';

function tooManyPrompts(user: HordeUser, count: number): HordeError {
  const message = user.anonymous
    ? `Too many anonymous requests on using the AI Horde currently (${count}/${user.concurrency}). ` +
      'Please consider getting a personal API key at https://aihorde.net/register which will also provide higher priority.'
    : `Parallel requests (${count}) exceeded user limit (${user.concurrency}). ` +
      'Please try again later or request to increase your concurrency.';
  return new HordeError(429, message, 'TooManyPrompts');
}

/** Images of `user` not yet picked up by a worker (what concurrency counts). */
function waitingImages(emu: EmulatorContext, user: HordeUser): number {
  return emu.queue
    .all(emu.now())
    .filter((wp) => wp.user === user && !wp.faulted)
    .reduce((sum, wp) => sum + jobCounts(wp).waiting, 0);
}

/**
 * `POST /v2/generate/async`: the body is checked against `GenerationInputStable` (flask-restx,
 * 400 `{errors, message}`), then, as `GenerateTemplate.validate` does: the `apikey` header
 * (missing 400), maintenance mode (400 MaintenanceMode), the key (unknown 401), cfg decimals and
 * LoRa count, the source fields (`source-image.ts`), concurrency in images (429 TooManyPrompts), the address in timeout (403 TimeoutIP),
 * the banned Client-Agent (403), upfront kudos (403 KudosUpfront). Answers
 * 200 `{kudos}` (the whole request's estimate) for a dry run; else reads the source image (400
 * when it is not one or is over 3072×3072 pixels) and answers 202 `{id, kudos}` (one image's
 * price, as the server's `wp.kudos`) plus the NoAvailableWorker warning when no worker can serve it.
 */
export async function generateAsync(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<HordeResponse> {
  if (ctx.body === NOT_JSON || ctx.body === undefined) {
    throw undecodableBody();
  }
  const problems = emu.spec.problems('GenerationInputStable', ctx.body);
  if (problems.length) throw specRefusal(problems);
  const apiKey = header(ctx, 'apikey');
  if (apiKey === undefined) {
    throw specRefusal([
      {
        path: 'apikey',
        message:
          'The API Key corresponding to a registered user. Missing required parameter in the HTTP headers',
      },
    ]);
  }
  if (emu.faults.faults.maintenanceMode) {
    throw new HordeError(
      400,
      'AI Horde has entered maintenance mode. Please try again later.',
      'MaintenanceMode',
    );
  }
  const user = emu.users.byKey(apiKey);
  if (!user) throw invalidApiKey();
  const input = generationInput(ctx.body as Record<string, unknown>);
  checkSourceFields(ctx.body as Record<string, unknown>, input.models);
  checkPaintingFields(ctx.body as Record<string, unknown>);
  const count = waitingImages(emu, user) + input.params.n;
  if (count > user.concurrency) throw tooManyPrompts(user, count);
  const timeout = emu.faults.faults.ipTimeoutSeconds;
  if (timeout > 0) {
    throw new HordeError(
      403,
      `Due to abuse prevention, your IP address has been put into timeout for ${timeout} more seconds. ` +
        'Please try again later, or contact us on discord if you think this was an error.',
      'TimeoutIP',
    );
  }
  if (clientAgent(ctx) === BANNED_CLIENT_AGENT) {
    throw new HordeError(
      403,
      "This Client-Agent appears badly designed and is causing too many warnings. First ensure it provides a proper name and contact details. Then contact us on Discord to discuss the issue it's creating.",
      'BannedClientAgent',
    );
  }
  const factor = emu.pool.kudosFactor(input.models);
  const estimate = estimateKudos(input.params, input.params.n, factor);
  if (needsUpfrontKudos(input.params) && (user.anonymous || user.kudos < estimate)) {
    throw new HordeError(
      403,
      'Due to heavy demand, for requests over 1024x1024 or over 50 steps (10 steps for LCM work, 30 steps for Stable Cascade, and half those steps for k_heun, dpmpp_sde, and dpm_2*) ' +
        `the client needs to already have the required kudos. This request requires ${estimate} kudos to fulfil.`,
      'KudosUpfront',
    );
  }
  if (input.dryRun) return jsonResponse(200, { kudos: estimate });
  const body = ctx.body as Record<string, unknown>;
  const read = await readSourceImage(body);
  const sourceBytes = read && Buffer.from(body.source_image as string, 'base64');
  const painting = await readPainting(body, sourceBytes);
  const source = painting?.mask && read ? { ...read, mask: maskDigest(painting.mask) } : read;
  const now = emu.now();
  const id = emu.prng.uuid();
  const wp: WaitingPrompt = {
    id,
    seq: ++emu.seq,
    user,
    prompt: input.prompt,
    body: structuredClone(ctx.body as Record<string, unknown>),
    params: input.params,
    loras: fetchLoras(emu.options.loras, input.loras, input.prompt),
    source,
    painting,
    models: input.models,
    nsfw: input.nsfw,
    censorNsfw: input.censorNsfw,
    r2: input.r2,
    shared: false,
    kudosPerImage: Math.round(burnedKudos(input.params, factor) * 100) / 100,
    priority: user.apiKey === ANONYMOUS_KEY ? Number.NEGATIVE_INFINITY : user.kudos,
    fate: emu.faults.requestFate(),
    createdAt: now,
    lastActivity: now,
    consumedKudos: 0,
    restarted: 0,
    faults: 0,
    faulted: false,
    cancelled: false,
    jobs: Array.from({ length: input.params.n }, (_, index) => ({
      index,
      state: 'waiting' as const,
      seed: seedOf(input, index, emu.prng),
      censored: false,
    })),
  };
  emu.queue.add(wp);
  emu.stats.submissions++;
  const served = emu.pool.threadsFor(wp) > 0 && wp.fate !== 'impossible';
  // As the server: `kudos` is `wp.kudos`, one image's price before burn and family factor.
  const kudos = Math.round(imageKudos(input.params));
  if (served) return jsonResponse(202, { id, kudos });
  return jsonResponse(202, {
    id,
    kudos,
    message: NO_WORKER_MESSAGE,
    warnings: [{ code: 'NoAvailableWorker', message: NO_WORKER_MESSAGE }],
  });
}
