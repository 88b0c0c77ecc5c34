import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { EmulatorContext } from '../emulator-context.js';
import { jsonResponse, type SdResponse } from '../sd-response.js';

/** `state.id` while a job runs (its uuid's start), else `''` after `state.clear()`. */
const stateId = (emu: EmulatorContext): string => emu.queue.running?.taskId ?? '';

/** `state.dict()` as SD.Next writes it (no `stopping_generation`) [SN modules/shared_state.py]. */
function stateDict(emu: EmulatorContext) {
  const { stopping_generation: _stopping, ...state } = emu.queue.state;
  return state;
}

/**
 * SD.Next's `GET /sdapi/v1/progress`: the global state with `id`, the running job's own id
 * (never one a client chose), progress from steps and batches rounded to 0.01, `eta_relative`
 * [SN modules/api/server.py get_progress].
 */
export function sdnextGlobalProgress(emu: EmulatorContext, ctx: RequestContext): SdResponse {
  const { queue } = emu;
  const state = stateDict(emu);
  if (state.job_count === 0 && state.sampling_step === 0)
    return jsonResponse(200, {
      id: stateId(emu),
      progress: 0,
      eta_relative: 0,
      state,
      textinfo: null,
    });
  const stepsEach = Math.max(state.sampling_steps, 1);
  const done = stepsEach * Math.max(state.job_no, 0) + state.sampling_step;
  const total = stepsEach * Math.max(state.job_count, 1);
  const progress = Math.min(done > 0 ? done / total : 0, 1);
  const elapsed = (emu.options.now() - queue.timeStart) / 1000;
  const skip = ctx.url.searchParams.get('skip_current_image') === 'true';
  const image = skip ? undefined : queue.currentImage;
  return jsonResponse(200, {
    id: stateId(emu),
    progress: Math.round(progress * 100) / 100,
    eta_relative: progress > 0 ? Math.round((elapsed / progress - elapsed) * 100) / 100 : 0,
    state,
    current_image: image ? image.toString('base64') : null,
    textinfo: null,
  });
}

/**
 * SD.Next's `POST /internal/progress`: `active` only for `current_task`, which its API calls never
 * set (only the UI's `wrap_gradio_gpu_call` does), so a client's generation is never active,
 * queued or completed here, or for the id `undefined` while any job runs, whoever's; `Queued...`/`Waiting...`, steps and batches, a JPEG preview only once
 * `id_live_preview` is not -1 [SN modules/progress.py api_progress].
 */
export function sdnextTaskProgress(emu: EmulatorContext, id: unknown, previewId: number) {
  const { queue } = emu;
  const running = queue.running !== undefined;
  const active =
    typeof id === 'string' && (id === queue.current || (id === 'undefined' && running));
  const queued = typeof id === 'string' && queue.pending.has(id);
  const s = queue.state;
  const progress = s.sampling_step > 0 ? Math.min(1, s.sampling_step / s.sampling_steps) : 0;
  const image = active && previewId !== -1 ? queue.currentImage : undefined;
  return jsonResponse(200, {
    job: s.job,
    textinfo: active ? null : queued ? 'Queued...' : 'Waiting...',
    active,
    queued,
    paused: false,
    completed: typeof id === 'string' && queue.finished.includes(id),
    debug: false,
    progress: Math.round(progress * 100) / 100,
    step: s.sampling_step,
    steps: Math.max(s.sampling_steps, 1),
    batch_no: s.job_no,
    batch_count: s.job_count,
    eta: null,
    live_preview: image ? `data:image/jpeg;base64,${image.toString('base64')}` : null,
    id_live_preview: queue.idLivePreview,
  });
}
