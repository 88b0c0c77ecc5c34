import { familyOfFile } from '../../emulator-kit/model-families.js';
import { type ImageSource, renderPng } from '../../emulator-kit/picture.js';
import { withPngInfo } from '../../emulator-kit/png-text.js';
import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { GpuWork } from '../../emulator-kit/service-time.js';
import { type EmulatorContext, keepLast, noteReceived } from '../emulator-context.js';
import { activateHypernets, activateLoras, parsePrompt } from '../engine/extra-networks.js';
import { decodeImage, pictureOf } from '../engine/image-input.js';
import { infoJson, infotext, type RanWith } from '../engine/infotext.js';
import { inpaintedPng, readInpainting } from '../engine/inpaint-mask.js';
import { JobFailure } from '../engine/webui-queue.js';
import { apiError, jsonResponse, SdRefusal, type SdResponse } from '../sd-response.js';
import { SAMPLERS, SCHEDULERS } from '../sd-webui-options.js';
import { checkedBody } from './body-checks.js';

/** The family the checkpoint `name` was made for, where the emulator's data tells it. */
const familyOf = (name: string) => {
  const family = familyOfFile(name);
  return family ? { family } : {};
};

type Body = Record<string, unknown>;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;
const stringOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/**
 * 1.9+'s `get_sampler_and_scheduler`: a name or alias, with a scheduler suffix split off
 * (`DPM++ 2M Karras`); an unknown sampler silently becomes `DPM++ 2M` and an unknown scheduler
 * `Automatic` [FG modules/sd_samplers.py l.113-134].
 */
function samplerAndScheduler(body: Body): { sampler: string; scheduleLabel: string } {
  const asked = stringOr(body.sampler_name ?? body.sampler_index, 'Euler');
  const scheduleAsked = stringOr(body.scheduler, 'automatic').toLowerCase();
  let schedule = SCHEDULERS.find(
    (s) => s.name === scheduleAsked || s.label.toLowerCase() === scheduleAsked,
  );
  let sampler = SAMPLERS.find((s) => s.name === asked || s.aliases.includes(asked));
  if (!sampler) {
    const suffix = SCHEDULERS.find((s) => asked.endsWith(` ${s.label}`));
    const base = suffix && SAMPLERS.find((s) => `${s.name} ${suffix.label}` === asked);
    if (base) {
      sampler = base;
      schedule = suffix;
    }
  }
  return {
    sampler: sampler?.name ?? 'DPM++ 2M',
    scheduleLabel: schedule?.label ?? 'Automatic',
  };
}

/**
 * What a generation asks of the GPU: a picture from noise, an edit, or an edit within a mask,
 * over width × height × batch; an edit samples `steps × denoising_strength` steps (A1111's
 * `setup_img2img_steps`, `img2img_fix_steps` off).
 */
function generationWork(
  kind: 'txt2img' | 'img2img',
  masked: boolean,
  ran: RanWith,
  batch: number,
): GpuWork {
  const megapixels = (ran.width * ran.height * batch) / 1e6;
  if (kind === 'txt2img') return { kind: 'text-to-image', steps: ran.steps, megapixels };
  const strength = Math.min(ran.denoisingStrength ?? 0.75, 0.999);
  const steps = Math.max(1, Math.floor(strength * ran.steps));
  return { kind: masked ? 'inpaint' : 'image-to-image', steps, megapixels };
}

/**
 * `txt2img`/`img2img` as `text2imgapi`/`img2imgapi` run them [A1 modules/api/api.py l.431-566]:
 * the body checked (422), the task id queued (`force_task_id` or `task(txt2img-…)`), the call
 * blocking in the FIFO lock until the job ends; the checkpoint of `override_settings` for this
 * job only (an unknown one silently dropped), images as base64 PNG with the infotext in their
 * `parameters` chunk. An interrupted job still answers 200 with its images.
 */
export async function generate(
  emu: EmulatorContext,
  ctx: RequestContext,
  kind: 'txt2img' | 'img2img',
): Promise<SdResponse> {
  const definition =
    kind === 'txt2img' ? 'StableDiffusionProcessingTxt2Img' : 'StableDiffusionProcessingImg2Img';
  const body = checkedBody(emu, ctx, definition);
  let source: ReturnType<typeof decodeImage> | undefined;
  if (kind === 'img2img') {
    const init = body.init_images;
    if (!Array.isArray(init) || init.length === 0)
      throw new SdRefusal(apiError(404, 'HTTPException', 'Init image not found'));
    source = decodeImage(String(init[0]));
  }
  const inpainting =
    kind === 'img2img' &&
    readInpainting(
      body,
      String((body.init_images as unknown[])[0]),
      numberOr(body.denoising_strength, 0.75),
    );
  const sdnext = emu.options.fork === 'sdnext';
  const forced = typeof body.force_task_id === 'string' ? body.force_task_id : undefined;
  emu.stats.taskIds.push(forced);
  // SD.Next's request model has no force_task_id: its job is `state.id`, a uuid's first 15 hex.
  const taskId = sdnext
    ? emu.prng.hex(8).slice(0, 15)
    : (forced ?? `task(${kind}-${emu.prng.hex(4).slice(0, 7)})`);
  const { init_images: _init, ...echo } = body;
  noteReceived(emu, { route: kind, taskId, body: echo, ...(source && { source }) });
  const override = (body.override_settings ?? {}) as Body;
  const model = emu.checkpointNamed(override.sd_model_checkpoint) ?? emu.globalCheckpoint();
  const { sampler, scheduleLabel } = samplerAndScheduler(body);
  const seedAsked = numberOr(body.seed, -1);
  const seed = seedAsked === -1 ? emu.prng.int(0, 4294967294) : seedAsked;
  const iterations = Math.max(1, numberOr(body.n_iter, 1));
  const batch = Math.max(1, numberOr(body.batch_size, 1));
  const prompt = stringOr(body.prompt, '');
  const { stripped, loras, hypernets } = parsePrompt(prompt, emu.options.fork);
  const log = (line: string) => emu.options.log?.(line);
  const networksOff = body.disable_extra_networks === true;
  const activated = networksOff
    ? { applied: [], missing: [] }
    : activateLoras(emu.loras, loras, log);
  const hypernetworks = networksOff ? [] : activateHypernets(emu.hypernetworks, hypernets, log);
  emu.stats.lorasMissing.push(...activated.missing);
  const ran: RanWith = {
    prompt,
    negativePrompt: stringOr(body.negative_prompt, ''),
    steps: numberOr(body.steps, 50),
    sampler,
    scheduleLabel,
    cfgScale: numberOr(body.cfg_scale, 7),
    seed,
    width: numberOr(body.width, 512),
    height: numberOr(body.height, 512),
    modelName: model.name,
    modelHash: model.hash,
    ...(kind === 'img2img' && { denoisingStrength: numberOr(body.denoising_strength, 0.75) }),
    ...(activated.hashes && { loraHashes: activated.hashes }),
    ...(activated.missing.length > 0 && { lorasMissing: activated.missing }),
  };
  const text = source ? `${stripped}\u0000${source.digest}` : stripped;
  const picture: ImageSource = {
    width: ran.width,
    height: ran.height,
    text,
    seed,
    index: 0,
    loras: [...activated.applied, ...hypernetworks],
    // img2img's "Just resize": the init image stretched to the size, resampled by the strength.
    ...(kind === 'img2img' &&
      !inpainting && {
        base: { image: await pictureOf(String((body.init_images as unknown[])[0])) },
        strength: ran.denoisingStrength ?? 0.75,
      }),
  };

  const fails = emu.faults.jobFailure();
  let outcome: Awaited<ReturnType<typeof emu.queue.run>>;
  try {
    outcome = await emu.queue.run({
      taskId,
      untracked: sdnext,
      name: `scripts_${kind}`,
      iterations,
      steps: Math.max(1, ran.steps),
      preview: picture,
      ...(fails && { fails }),
      checkpoint: model.name,
      work: { ...generationWork(kind, Boolean(inpainting), ran, batch), ...familyOf(model.name) },
    });
  } catch (error) {
    emu.stats.finished.error++;
    if (error instanceof JobFailure)
      throw new SdRefusal(apiError(500, error.errorClass, '', error.message));
    throw error;
  }
  emu.stats.modelsUsed.push(model.name);
  emu.stats.finished[outcome.interrupted ? 'interrupted' : 'success']++;
  const seeds = Array.from({ length: outcome.iterations * batch }, (_, i) => seed + i);
  emu.stats.imagesMade += seeds.length;
  const pngs =
    body.send_images === false
      ? []
      : await Promise.all(
          seeds.map(async (s, index) => {
            const rendered = renderPng({ ...picture, seed: s, index });
            const painted = inpainting ? await inpaintedPng(inpainting, rendered) : undefined;
            return withPngInfo(painted ?? rendered, [['parameters', infotext(ran, s)]]);
          }),
        );
  keepLast(emu.delivered, ...pngs.map((bytes) => ({ taskId, bytes })));
  const images = pngs.map((png) => png.toString('base64'));
  return jsonResponse(200, {
    images,
    parameters: { ...echo, ...(kind === 'img2img' && { init_images: null }) },
    info: infoJson(ran, seeds, outcome.jobTimestamp),
  });
}
