import { createHash } from 'node:crypto';
import {
  emulatorArgs,
  listFlag,
  numberFlag,
  SERVICE_TIME_FLAG,
  serviceTimeFlag,
} from '../emulator-kit/cli-flags.js';
import { SD_FORKS, type SdFork } from './fork-answers.js';
import type { Checkpoint, SdWebuiEmulatorOptions } from './sd-webui-options.js';

/** A checkpoint file as `sd-models` lists it: its name without the extension, a hash of it. */
function checkpointOf(file: string): Checkpoint {
  const name = file.replace(/\.(safetensors|ckpt)$/, '');
  return { name, hash: createHash('sha256').update(file).digest('hex').slice(0, 10) };
}

/** `--fork`'s value, checked. */
function forkFlag(value: string | undefined): SdFork | undefined {
  if (value === undefined) return undefined;
  if (!(SD_FORKS as readonly string[]).includes(value))
    throw new Error(`--fork must be one of ${SD_FORKS.join(', ')}`);
  return value as SdFork;
}

/** The command line of `npm run mock-sd-webui`. */
export const CLI_ARGS = emulatorArgs('mock-sd-webui', {
  port: [7861, 'as --nowebui'],
  scales: 'every duration (service times too), e.g. 0.01',
  seeds: 'task ids, seeds and fault shares',
  instances: true,
  flags: {
    models: {
      arg: '<a,b,…>',
      perInstance: true,
      help: 'its checkpoints, comma-separated, the first loaded\n(default v1-5-pruned-emaonly, sd_xl_base_1.0)',
    },
    loras: { arg: '<a,b,…>', perInstance: true, help: 'its files of models/Lora, comma-separated' },
    'service-time': SERVICE_TIME_FLAG,
    'api-auth': { arg: '<u:p[,…]>', help: "HTTP Basic on /sdapi/v1 (as the WebUI's --api-auth)" },
    'step-ms': { arg: '<n>', help: 'one sampling step in ms before scaling (default 100)' },
    'preview-every': { arg: '<n>', help: 'a live preview every n steps, 0 for none (default 10)' },
    nowebui: { help: 'the API alone, as --nowebui: no /internal/* routes' },
    fork: { arg: '<name>', help: 'error bodies of automatic1111 (default), forge or sdnext' },
  },
  options: (values, common): SdWebuiEmulatorOptions => ({
    ...common,
    checkpoints: listFlag(values.models)?.map(checkpointOf),
    loras: listFlag(values.loras)?.map((file) => ({ name: file.replace(/\.safetensors$/, '') })),
    serviceTime: serviceTimeFlag(values['service-time']),
    ...(values['api-auth'] !== undefined && { apiAuth: values['api-auth'] }),
    stepMs: numberFlag('step-ms', values['step-ms'], 100),
    previewEvery: numberFlag('preview-every', values['preview-every'], 10),
    fork: forkFlag(values.fork),
    nowebui: values.nowebui === true,
  }),
});
