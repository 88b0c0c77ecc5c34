import { formKudos } from '../alchemy-forms.js';
import { readAlchemySource } from '../alchemy-source.js';
import type { EmulatorContext } from '../emulator-context.js';
import {
  HordeError,
  type HordeResponse,
  invalidApiKey,
  jsonResponse,
  requestNotFound,
  specRefusal,
  undecodableBody,
} from '../horde-response.js';
import { type Interrogation, interrogationStatus } from '../interrogation.js';
import { header, NOT_JSON, type RequestContext } from '../request-context.js';
import type { HordeUser } from '../user-registry.js';

/** `/v2/interrogate/status/<id>`. */
export const INTERROGATION_PATH = /^\/api\/v2\/interrogate\/status\/([^/]+)$/;

type Json = Record<string, unknown>;

/** Forms of `user` waiting or processing (`count_waiting_interrogations`). */
function waitingForms(emu: EmulatorContext, user: HordeUser): number {
  return emu.alchemy
    .all(emu.now())
    .filter((interrogation) => interrogation.user === user)
    .flatMap((interrogation) => interrogation.forms)
    .filter((form) => form.state === 'waiting' || form.state === 'processing').length;
}

/** What the route's parser refuses (`Interrogate.post_parser`): flask-restx's 400, in order. */
function parserRefusal(path: string, message: string): HordeError {
  return specRefusal([{ path, message }]);
}

/**
 * `POST /v2/interrogate/async`, as `Interrogate.post` and `validate` do: the body checked against
 * `ModelInterrogationInputStable` (flask-restx 400); the parser's `apikey` header and
 * `source_image` (400 `Missing required parameter …`); maintenance mode (400 MaintenanceMode); a
 * webhook not `https://` (400 BadRequest); the key (unknown 401 InvalidAPIKey); the user's
 * waiting and processing forms plus the forms sent over concurrency × 10 (429 TooManyPrompts,
 * duplicates counted); then the source (`alchemy-source.ts`, 400s) and its tiles. Answers 202
 * `{id}`, with no kudos and no dry run; forms named twice are kept once. Anonymous keys may ask.
 */
export async function interrogateAsync(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<HordeResponse> {
  if (ctx.body === NOT_JSON || ctx.body === undefined) throw undecodableBody();
  const problems = emu.spec.problems('ModelInterrogationInputStable', ctx.body);
  if (problems.length) throw specRefusal(problems);
  const body = ctx.body as Json;
  const apiKey = header(ctx, 'apikey');
  if (apiKey === undefined) {
    throw parserRefusal('apikey', 'A User API key Missing required parameter in the HTTP headers');
  }
  if (typeof body.source_image !== 'string') {
    throw parserRefusal('source_image', 'Missing required parameter in the JSON body');
  }
  if (emu.faults.faults.maintenanceMode) {
    throw new HordeError(
      400,
      'AI Horde has entered maintenance mode. Please try again later.',
      'MaintenanceMode',
    );
  }
  if (typeof body.webhook === 'string' && !body.webhook.startsWith('https://')) {
    throw new HordeError(400, 'webhooks need to point to an https endpoint.', 'BadRequest');
  }
  const user = emu.users.byKey(apiKey);
  if (!user) throw invalidApiKey();
  const sent = (body.forms ?? []) as { name: string; payload?: unknown }[];
  const count = waitingForms(emu, user) + sent.length;
  const limit = user.concurrency * 10;
  if (count > limit) {
    throw new HordeError(
      429,
      `Parallel requests (${count}) exceeded user limit (${limit}). Please try again later or request to increase your concurrency.`,
      'TooManyPrompts',
    );
  }
  const source = await readAlchemySource(body.source_image);
  const now = emu.now();
  const names = [...new Set(sent.map((form) => form.name))];
  const { source_image: _, ...kept } = body;
  const interrogation: Interrogation = {
    id: emu.prng.uuid(),
    seq: ++emu.seq,
    user,
    body: structuredClone(kept),
    source,
    slowWorkers: body.slow_workers !== false,
    forms: names.map((name) => ({
      id: emu.prng.uuid(),
      name,
      payload: sent.find((form) => form.name === name)?.payload,
      state: 'waiting',
      kudos: formKudos(name, source.tiles),
      aborts: 0,
      paid: 0,
    })),
    priority: user.kudos,
    fate: emu.faults.requestFate(),
    lastActivity: now,
  };
  emu.alchemy.add(interrogation);
  emu.stats.interrogations++;
  return jsonResponse(202, { id: interrogation.id });
}

function live(emu: EmulatorContext, ctx: RequestContext): Interrogation {
  const id = decodeURIComponent(INTERROGATION_PATH.exec(ctx.url.pathname)?.[1] ?? '');
  const interrogation = emu.alchemy.get(id, emu.now());
  if (!interrogation) throw requestNotFound(id, 'Interrogation');
  return interrogation;
}

/** `GET /v2/interrogate/status/<id>`: `{state, forms}` (no kudos); 404 once expired. No key. */
export function interrogationStatusRoute(emu: EmulatorContext, ctx: RequestContext): HordeResponse {
  return jsonResponse(200, interrogationStatus(live(emu, ctx)));
}

/**
 * `DELETE /v2/interrogate/status/<id>`: cancels every form not done (a processing one is paid),
 * then answers the status after the cancel (`partial` once any form is cancelled). No key.
 */
export function cancelInterrogation(emu: EmulatorContext, ctx: RequestContext): HordeResponse {
  const interrogation = live(emu, ctx);
  emu.alchemy.cancel(interrogation);
  return jsonResponse(200, interrogationStatus(interrogation));
}
