import {
  emulatorArgs,
  listFlag,
  numberFlag,
  optionalNumberFlag,
  SERVICE_TIME_FLAG,
  serviceTimeFlag,
} from '../emulator-kit/cli-flags.js';
import type { ComfyEmulatorOptions } from './comfyui-options.js';

/** The command line of `npm run mock-comfyui`. */
export const CLI_ARGS = emulatorArgs('mock-comfyui', {
  port: [8188, 'as ComfyUI'],
  scales: 'every duration (service times too), e.g. 0.01',
  seeds: 'ids and fault shares',
  instances: true,
  flags: {
    checkpoint: {
      arg: '<name>',
      multiple: true,
      help: 'a checkpoint CheckpointLoaderSimple accepts; repeatable\n(default v1-5-pruned-emaonly.safetensors, sd_xl_base_1.0.safetensors)',
    },
    models: {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'its checkpoints, comma-separated (instead of --checkpoint)',
    },
    loras: {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'its files of models/loras, comma-separated',
    },
    'diffusion-models': {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'its files of models/diffusion_models (UNETLoader), comma-separated, "" none\n(default Wan 2.2 TI2V 5B\'s; --text-encoders, --vaes alike)',
    },
    'text-encoders': {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'its files of models/text_encoders (CLIPLoader)',
    },
    vaes: { arg: '<a,b,…>', perInstance: true, help: 'its files of models/vae (VAELoader)' },
    'without-nodes': {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'node classes it lacks, e.g. CreateVideo,SaveVideo,SaveWEBM (no PyAV)',
    },
    'video-grain': {
      arg: '<0-100>',
      help: "grain on a video's frames, for files as large as real footage (default 0)",
    },
    ffmpeg: { arg: '<path>', help: 'the ffmpeg videos are written with (default ffmpeg on PATH)' },
    'save-video': {
      arg: '<commit>',
      help: 'whose SaveVideo: 39b885fa (a crf in its format, the default) or a125cd84 (none)',
    },
    'service-time': SERVICE_TIME_FLAG,
    'max-upload-size': {
      arg: '<MB>',
      help: "largest request body, as ComfyUI's flag (default 100)",
    },
    'step-ms': { arg: '<n>', help: 'one sampling step in ms before scaling (default 200)' },
    'no-previews': { help: 'send no binary previews (as --preview-method none)' },
    token: { arg: '<t>', help: 'require this token (a proxy in front of ComfyUI)' },
    'token-header': {
      arg: '<name>',
      help: 'header carrying it (default Authorization: Bearer <t>)',
    },
  },
  options: (values, common): ComfyEmulatorOptions => {
    if (values['token-header'] !== undefined && values.token === undefined) {
      throw new Error('--token-header needs --token');
    }
    return {
      ...common,
      checkpoints: listFlag(values.models) ?? values.checkpoint,
      loras: listFlag(values.loras),
      modelFiles: {
        diffusionModels: listFlag(values['diffusion-models']),
        textEncoders: listFlag(values['text-encoders']),
        vaes: listFlag(values.vaes),
      },
      withoutNodes: listFlag(values['without-nodes']),
      videoGrain: optionalNumberFlag('video-grain', values['video-grain']),
      ffmpeg: values.ffmpeg,
      saveVideo: values['save-video'] as ComfyEmulatorOptions['saveVideo'],
      serviceTime: serviceTimeFlag(values['service-time']),
      maxUploadMb: numberFlag('max-upload-size', values['max-upload-size'], 100),
      stepMs: optionalNumberFlag('step-ms', values['step-ms']),
      previews: !values['no-previews'],
      auth:
        values.token === undefined
          ? undefined
          : { token: values.token, header: values['token-header'] },
    };
  },
});
