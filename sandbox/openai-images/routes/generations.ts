import type { EmulatorContext } from '../emulator-context.js';
import {
  type GenerationRequest,
  isBlocked,
  moderationBlocked,
  readGenerationRequest,
} from '../generation-request.js';
import { GenerationRun } from '../generation-run.js';
import { type KeyAccount, KeyRegistry } from '../key-registry.js';
import {
  insufficientQuota,
  type JsonAnswer,
  jsonAnswer,
  modelNotFound,
  specRefusal,
  undecodableBody,
} from '../openai-response.js';
import { NOT_JSON, type RequestContext } from '../request-context.js';
import { type StreamAnswer, type StreamedRoute, streamAnswer } from '../stream-answer.js';

/**
 * `POST /v1/images/generations`: the body checked against `CreateImageRequest`, then the GPT
 * image rules; then served ({@link serveGeneration}).
 */
export async function createImage(
  emu: EmulatorContext,
  ctx: RequestContext,
  account: KeyAccount,
): Promise<JsonAnswer | StreamAnswer | 'drop'> {
  if (ctx.body === NOT_JSON) throw undecodableBody();
  const problems = emu.spec.problems('CreateImageRequest', ctx.body ?? {});
  if (problems.length) throw specRefusal(problems);
  const request = readGenerationRequest(
    ctx.body as Record<string, unknown>,
    emu.options.defaultModel,
  );
  return serveGeneration(emu, ctx, account, request, 'images_generations');
}

/**
 * Serves a checked request (a generation's or an edit's): the model, the key's quota,
 * moderation and the images-per-minute limit; then the run, answered in one `ImagesResponse`
 * when its duration has passed on the clock, or streamed as `route`'s events.
 */
export async function serveGeneration(
  emu: EmulatorContext,
  ctx: RequestContext,
  account: KeyAccount,
  request: GenerationRequest,
  route: StreamedRoute,
): Promise<JsonAnswer | StreamAnswer | 'drop'> {
  if (emu.options.retiredModels.includes(request.model)) {
    throw modelNotFound(request.model, 'model');
  }
  if (KeyRegistry.exhausted(account)) throw insufficientQuota();
  if (isBlocked(request.prompt, emu.options.moderationWords)) {
    emu.stats.moderationBlocked++;
    throw moderationBlocked(emu.options.moderationStatus);
  }
  try {
    emu.ipm.take(account.key, request.model, request.n);
  } catch (error) {
    emu.stats.rateLimited++;
    throw error;
  }
  const run = new GenerationRun(emu, request, account, ctx.signal, ctx.requestId);
  if (request.stream && emu.options.streams) {
    return streamAnswer(emu, run, emu.faults.cutStream(), route);
  }
  try {
    return await answerWhenDone(emu, ctx, run);
  } catch (error) {
    run.abandon();
    throw error;
  }
}

/** How long an image handed out by URL is served (DALL·E's URLs last 60 minutes). */
const HOSTED_MS = 60 * 60_000;

/**
 * The `ImagesResponse` of `run` once its duration has passed, its images as `b64_json` or as URLs
 * on the emulator (`imageAnswer`); `drop` if the client left.
 */
async function answerWhenDone(
  emu: EmulatorContext,
  ctx: RequestContext,
  run: GenerationRun,
): Promise<JsonAnswer | 'drop'> {
  const { request } = run;
  if (!(await run.reach(1))) return 'drop';
  const data = [];
  for (let i = 0; i < request.n; i++) {
    const bytes = await run.image(i);
    if (emu.options.imageAnswer === 'b64_json') {
      data.push({ b64_json: bytes.toString('base64') });
      continue;
    }
    const id = `${ctx.requestId}-${i}`;
    const expiresAt = emu.clock.now() + HOSTED_MS;
    emu.hosted.set(id, { bytes, contentType: `image/${request.outputFormat}`, expiresAt });
    data.push({ url: `http://${ctx.headers.host}/images/${id}.${request.outputFormat}` });
  }
  run.deliver();
  return jsonAnswer(200, {
    created: Math.floor(emu.clock.now() / 1000),
    background: request.background,
    output_format: request.outputFormat,
    size: request.size,
    quality: request.quality,
    data,
    usage: run.usageBody(),
  });
}
