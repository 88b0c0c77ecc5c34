import type { RequestContext } from '../../emulator-kit/request-body.js';
import type { EmulatorContext } from '../emulator-context.js';
import { apiError, jsonResponse, SdRefusal, type SdResponse } from '../sd-response.js';
import { SAMPLERS, SCHEDULERS, titleOf } from '../sd-webui-options.js';
import { upscalersOf } from '../upscaler-lists.js';
import { checkedBody } from './body-checks.js';

/** `GET /sdapi/v1/sd-models` [A1 api.py get_sd_models]. */
export function sdModels(emu: EmulatorContext): SdResponse {
  return jsonResponse(
    200,
    emu.checkpoints.map((c) => ({
      title: titleOf(c),
      model_name: c.name,
      hash: c.hash,
      sha256: `${c.hash}${'0'.repeat(54)}`,
      filename: `/stable-diffusion-webui/models/Stable-diffusion/${c.name}.safetensors`,
      config: null,
    })),
  );
}

/** `GET /sdapi/v1/samplers`. */
export const samplers = (): SdResponse =>
  jsonResponse(
    200,
    SAMPLERS.map((s) => ({ name: s.name, aliases: s.aliases, options: {} })),
  );

/** `GET /sdapi/v1/schedulers` (1.9+). */
export const schedulers = (): SdResponse =>
  jsonResponse(
    200,
    SCHEDULERS.map((s) => ({ ...s, aliases: null, default_rho: -1, need_inner_model: false })),
  );

/** The fork's upscalers the operator left enabled, in the fork's order. */
export const enabledUpscalers = (emu: EmulatorContext) =>
  upscalersOf(emu.options.fork).filter((u) => emu.upscalers.includes(u.name));

/** `GET /sdapi/v1/upscalers`: `model_path` is the model's (`data_path`), null for a plain resize [A1 api.py get_upscalers]. */
export const upscalers = (emu: EmulatorContext): SdResponse =>
  jsonResponse(
    200,
    enabledUpscalers(emu).map((u) => ({
      name: u.name,
      model_name: null,
      model_path: u.modelPath,
      model_url: null,
      scale: u.scale,
    })),
  );

/** `GET /sdapi/v1/options`: `opts.data`. */
export const getOptions = (emu: EmulatorContext): SdResponse => jsonResponse(200, emu.settings);

/**
 * `POST /sdapi/v1/options`: changes the options for every client (an unknown checkpoint is a
 * RuntimeError, 500) [A1 api.py set_config l.669-678].
 */
export function postOptions(emu: EmulatorContext, ctx: RequestContext): SdResponse {
  const body = checkedBody(emu, ctx, 'Options');
  const checkpoint = body.sd_model_checkpoint;
  if (checkpoint !== undefined && !emu.checkpointNamed(checkpoint)) {
    throw new SdRefusal(
      apiError(500, 'RuntimeError', '', `model '${String(checkpoint)}' not found`),
    );
  }
  Object.assign(emu.settings, body);
  return jsonResponse(200, null);
}

/** `GET /sdapi/v1/loras`: the networks last read, as `create_lora_json` builds each. */
export const loras = (emu: EmulatorContext): SdResponse =>
  jsonResponse(
    200,
    emu.loras.available.map((n) => ({
      name: n.name,
      alias: n.alias,
      path: n.filename,
      metadata: n.metadata,
    })),
  );

/** `POST /sdapi/v1/refresh-loras`: the folder read again; `list_available_networks()` returns None. */
export function refreshLoras(emu: EmulatorContext): SdResponse {
  emu.loras.list();
  return jsonResponse(200, null);
}
