import type { EmulatorContext } from '../emulator-context.js';
import { type HordeResponse, jsonResponse, requestNotFound } from '../horde-response.js';
import type { RequestContext } from '../request-context.js';
import { checkStatus, generationView } from '../status-view.js';
import type { WaitingPrompt } from '../waiting-prompt.js';

/** `/v2/generate/check/<id>` and `/v2/generate/status/<id>`. */
export const STATUS_PATH = /^\/api\/v2\/generate\/(check|status)\/([^/]+)$/;

function idOf(ctx: RequestContext): string {
  return decodeURIComponent(STATUS_PATH.exec(ctx.url.pathname)?.[2] ?? '');
}

function live(emu: EmulatorContext, id: string, kind: string): WaitingPrompt {
  const wp = emu.queue.get(id, emu.now());
  if (!wp) throw requestNotFound(id, kind);
  return wp;
}

function lite(emu: EmulatorContext, wp: WaitingPrompt) {
  const now = emu.now();
  return checkStatus(wp, {
    pool: emu.pool,
    live: emu.queue.all(now),
    now,
    meanJobMs: emu.meanJobMs,
  });
}

async function full(emu: EmulatorContext, wp: WaitingPrompt) {
  const now = emu.now();
  const finished = wp.jobs.filter((job) => job.state === 'finished');
  const generations = await Promise.all(
    finished.map(async (job) =>
      generationView(
        wp,
        job,
        wp.r2
          ? emu.images.url(emu.imageBase(), wp, job, now, emu.faults.badImageUrl())
          : await emu.images.base64(wp, job),
      ),
    ),
  );
  return { ...lite(emu, wp), generations, shared: wp.shared };
}

/** `GET /v2/generate/check/<id>`: counts, queue position and wait time, no images. */
export function checkRequest(emu: EmulatorContext, ctx: RequestContext): HordeResponse {
  const id = idOf(ctx);
  const times = emu.stats.checkRequests.get(id) ?? [];
  times.push(emu.now());
  emu.stats.checkRequests.set(id, times);
  return jsonResponse(200, lite(emu, live(emu, id, 'Image Waiting Prompt (Check)')));
}

/** `GET /v2/generate/status/<id>`: the check plus `generations` (fresh URLs each call) and `shared`. */
export async function requestStatus(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<HordeResponse> {
  const wp = live(emu, idOf(ctx), 'Image Waiting Prompt (Status)');
  return jsonResponse(200, await full(emu, wp));
}

/**
 * `DELETE /v2/generate/status/<id>`: the full status as it was, then nothing more is handed to
 * workers; jobs already running still finish (as on the Horde). No key needed.
 */
export async function cancelRequest(
  emu: EmulatorContext,
  ctx: RequestContext,
): Promise<HordeResponse> {
  const wp = live(emu, idOf(ctx), 'Image Waiting Prompt (Delete)');
  const answer = await full(emu, wp);
  wp.cancelled = true;
  wp.lastActivity = emu.now();
  return jsonResponse(200, answer);
}
