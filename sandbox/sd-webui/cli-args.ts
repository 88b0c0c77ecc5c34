import { emulatorArgs, numberFlag } from '../emulator-kit/cli-flags.js';
import { SD_FORKS, type SdFork } from './fork-answers.js';
import type { SdWebuiEmulatorOptions } from './sd-webui-options.js';

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
  scales: 'durations, e.g. 0.1',
  seeds: 'task ids, seeds and fault shares',
  flags: {
    'api-auth': { arg: '<u:p[,…]>', help: "HTTP Basic on /sdapi/v1 (as the WebUI's --api-auth)" },
    'step-ms': { arg: '<n>', help: 'one sampling step in ms before scaling (default 100)' },
    'preview-every': { arg: '<n>', help: 'a live preview every n steps, 0 for none (default 10)' },
    nowebui: { help: 'the API alone, as --nowebui: no /internal/* routes' },
    fork: { arg: '<name>', help: 'error bodies of automatic1111 (default), forge or sdnext' },
  },
  options: (values, common): SdWebuiEmulatorOptions => ({
    ...common,
    ...(values['api-auth'] !== undefined && { apiAuth: values['api-auth'] }),
    stepMs: numberFlag('step-ms', values['step-ms'], 100),
    previewEvery: numberFlag('preview-every', values['preview-every'], 10),
    fork: forkFlag(values.fork),
    nowebui: values.nowebui === true,
  }),
});
