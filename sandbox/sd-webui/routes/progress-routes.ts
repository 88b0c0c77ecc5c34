import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { EmulatorContext } from '../emulator-context.js';
import { jsonResponse, type SdResponse } from '../sd-response.js';
import { checkedBody } from './body-checks.js';
import { sdnextGlobalProgress, sdnextTaskProgress } from './sdnext-progress.js';

/** How far the running job is, 0–1 (without the API's 0.01 offset). */
function fraction(emu: EmulatorContext): number {
  const s = emu.queue.state;
  let progress = s.job_count > 0 ? s.job_no / s.job_count : 0;
  if (s.sampling_steps > 0 && s.job_count > 0)
    progress += (1 / s.job_count) * (s.sampling_step / s.sampling_steps);
  return progress;
}

/**
 * `GET /sdapi/v1/progress`: the global state, whoever's job runs (it names no task):
 * 0 and 0 when idle, else `0.01 +` the fraction done, `eta_relative`, `state.dict()` and the
 * live preview as base64 unless `skip_current_image` [A1 modules/api/api.py progressapi].
 */
export function globalProgress(emu: EmulatorContext, ctx: RequestContext): SdResponse {
  if (emu.options.fork === 'sdnext') return sdnextGlobalProgress(emu, ctx);
  const { queue } = emu;
  const state = { ...queue.state };
  if (state.job_count === 0)
    return jsonResponse(200, {
      progress: 0,
      eta_relative: 0,
      state,
      current_image: null,
      textinfo: null,
    });
  const progress = 0.01 + fraction(emu);
  const elapsed = (emu.options.now() - queue.timeStart) / 1000;
  const skip = ctx.url.searchParams.get('skip_current_image') === 'true';
  const image = skip ? undefined : queue.currentImage;
  return jsonResponse(200, {
    progress: Math.min(progress, 1),
    eta_relative: elapsed / progress - elapsed,
    state,
    current_image: image ? image.toString('base64') : null,
    textinfo: null,
  });
}

/**
 * `POST /internal/progress {id_task, id_live_preview, live_preview}`: one task's progress. Not
 * running: `active: false`, `queued` with `In queue: n/m` (by arrival), `completed` once among
 * the last 16 finished. Running: its fraction, `eta`, and a new live preview as a data URL when
 * its serial differs from `id_live_preview` [A1 modules/progress.py progressapi].
 */
export function taskProgress(emu: EmulatorContext, ctx: RequestContext): SdResponse {
  const req = checkedBody(emu, ctx, 'ProgressRequest');
  const previewId = typeof req.id_live_preview === 'number' ? req.id_live_preview : -1;
  if (emu.options.fork === 'sdnext') return sdnextTaskProgress(emu, req.id_task, previewId);
  const { queue } = emu;
  const id = req.id_task;
  // `current_task`: a failed job's id stays until the next job starts (no finish_task).
  const active = typeof id === 'string' && id === queue.current;
  const queued = typeof id === 'string' && queue.pending.has(id);
  const completed = typeof id === 'string' && queue.finished.includes(id);
  if (!active) {
    let textinfo = 'Waiting...';
    if (queued) {
      const order = [...queue.pending].sort((a, b) => a[1] - b[1]).map(([task]) => task);
      textinfo = `In queue: ${order.indexOf(id as string) + 1}/${order.length}`;
    }
    return jsonResponse(200, {
      active,
      queued,
      completed,
      progress: null,
      eta: null,
      live_preview: null,
      id_live_preview: -1,
      textinfo,
    });
  }
  const progress = Math.min(fraction(emu), 1);
  const elapsed = (emu.options.now() - queue.timeStart) / 1000;
  const eta = progress > 0 ? elapsed / progress - elapsed : null;
  let idLivePreview = previewId;
  let livePreview: string | null = null;
  const wanted = req.live_preview !== false && emu.settings.live_previews_enable === true;
  if (wanted && queue.currentImage && queue.idLivePreview !== idLivePreview) {
    livePreview = `data:image/png;base64,${queue.currentImage.toString('base64')}`;
    idLivePreview = queue.idLivePreview;
  }
  return jsonResponse(200, {
    active,
    queued,
    completed,
    progress,
    eta,
    live_preview: livePreview,
    id_live_preview: idLivePreview,
    textinfo: null,
  });
}

/** SD.Next's 204 without a body. */
const NO_CONTENT: SdResponse = { status: 204, headers: {}, body: Buffer.alloc(0) };

/** `POST /sdapi/v1/interrupt`: stops whatever job runs, whoever sent it; `{}` (SD.Next: 204). */
export function interrupt(emu: EmulatorContext): SdResponse {
  emu.stats.interrupts.push(emu.queue.interrupt());
  return emu.options.fork === 'sdnext' ? NO_CONTENT : jsonResponse(200, {});
}

/** `POST /sdapi/v1/skip`: ends the running iteration; `null` (SD.Next: 204). */
export function skip(emu: EmulatorContext): SdResponse {
  emu.queue.skip();
  return emu.options.fork === 'sdnext' ? NO_CONTENT : jsonResponse(200, null);
}

/** `GET /internal/pending-tasks`: the task ids waiting, by arrival [A1 modules/progress.py]. */
export function pendingTasks(emu: EmulatorContext): SdResponse {
  const tasks = [...emu.queue.pending].sort((a, b) => a[1] - b[1]).map(([task]) => task);
  return jsonResponse(200, { size: tasks.length, tasks });
}
