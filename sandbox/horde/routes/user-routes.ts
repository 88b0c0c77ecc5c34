import type { EmulatorContext } from '../emulator-context.js';
import { HordeError, type HordeResponse, invalidApiKey, jsonResponse } from '../horde-response.js';
import { header, type RequestContext } from '../request-context.js';
import { type HordeUser, usernameOf } from '../user-registry.js';
import { jobCounts } from '../waiting-prompt.js';

const CACHE_MS = 30_000;

function details(user: HordeUser, now: number) {
  return {
    username: usernameOf(user),
    id: user.id,
    kudos: user.kudos,
    concurrency: user.concurrency,
    worker_invited: 0,
    moderator: false,
    kudos_details: {
      accumulated: -user.consumed,
      gifted: 0,
      donated: 0,
      admin: 0,
      received: 0,
      recurring: 0,
      awarded: 0,
    },
    worker_count: 0,
    trusted: user.trusted,
    service: false,
    education: false,
    pseudonymous: false,
    account_age: Math.max(0, Math.floor((now - user.createdAt) / 1000)),
  };
}

/**
 * `GET /v2/find_user`: the `apikey` header's user (missing 401 InvalidAPIKey, unknown 404
 * UserNotFound, which names the key as the Horde does). Answers are cached 30 s per key.
 */
export function findUser(emu: EmulatorContext, ctx: RequestContext): HordeResponse {
  const apiKey = header(ctx, 'apikey');
  if (!apiKey) throw invalidApiKey();
  const now = emu.now();
  const cached = emu.userCache.get(apiKey);
  if (cached && now - cached.at < CACHE_MS) return jsonResponse(200, cached.body);
  const user = emu.users.byKey(apiKey);
  if (!user) throw new HordeError(404, `User with api_key '${apiKey}' not found.`, 'UserNotFound');
  const body = details(user, now);
  emu.userCache.set(apiKey, { at: now, body });
  return jsonResponse(200, body);
}

/**
 * `GET /v2/status/models`: every model with at least one thread (or all with `min_count=0`),
 * filtered by `type` (`image`; `text` lists none), `min_count`, `max_count`; a `model_state`
 * other than known/custom/all is a 400.
 */
export function statusModels(emu: EmulatorContext, ctx: RequestContext): HordeResponse {
  const q = ctx.url.searchParams;
  const state = q.get('model_state') ?? 'all';
  if (!['known', 'custom', 'all'].includes(state)) {
    throw new HordeError(
      400,
      "'model_state' needs to be one of ['known', 'custom', 'all']",
      'BadRequest',
    );
  }
  const min = Number(q.get('min_count') ?? 1);
  const max = Number(q.get('max_count') ?? Number.POSITIVE_INFINITY);
  const live = emu.queue.all(emu.now());
  const rows = (q.get('type') ?? 'image') !== 'image' ? [] : emu.pool.models;
  const answer = rows
    .filter((model) => model.threads >= min && model.threads <= max)
    .map((model) => {
      const waiting = live.filter((wp) => wp.models.includes(model.name) || wp.models.length === 0);
      const jobs = waiting.reduce((sum, wp) => sum + jobCounts(wp).waiting, 0);
      const megapixelsteps = waiting.reduce(
        (sum, wp) =>
          sum +
          (jobCounts(wp).waiting * wp.params.width * wp.params.height * wp.params.steps) / 1e6,
        0,
      );
      return {
        name: model.name,
        count: model.threads,
        performance: 1,
        queued: megapixelsteps,
        jobs,
        eta: Math.round((jobs * emu.meanJobMs) / 1000 / Math.max(1, model.threads)),
        type: 'image',
      };
    });
  return jsonResponse(200, answer);
}
