import { parseArgs } from 'node:util';
import { numberFlag } from '../emulator-kit/run-cli.js';
import type { SdWebuiEmulatorOptions } from './sd-webui-options.js';

/** Help text of `npm run mock-sd-webui`. */
export const CLI_USAGE = `Usage: npm run mock-sd-webui -- [options]
  --port <n>              TCP port, 0 for any free one (default 7861, as --nowebui)
  --host <addr>           interface to listen on (default 127.0.0.1)
  --api-auth <u:p[,…]>    HTTP Basic on /sdapi/v1 (as the WebUI's --api-auth)
  --step-ms <n>           one sampling step in ms before scaling (default 100)
  --time-scale <x>        multiplies durations, e.g. 0.1 (default 1)
  --preview-every <n>     a live preview every n steps, 0 for none (default 2)
  --seed <n>              seed of task ids, seeds and fault shares (default 1)
  --quiet                 do not log requests
  --help                  show this help`;

/** Parses the CLI arguments into emulator options. */
export function parseCliArgs(args: string[]): {
  help: boolean;
  quiet: boolean;
  options: SdWebuiEmulatorOptions;
} {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'api-auth': { type: 'string' },
      'step-ms': { type: 'string' },
      'time-scale': { type: 'string' },
      'preview-every': { type: 'string' },
      seed: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  return {
    help: values.help,
    quiet: values.quiet,
    options: {
      port: numberFlag('port', values.port, 7861),
      ...(values.host !== undefined && { host: values.host }),
      ...(values['api-auth'] !== undefined && { apiAuth: values['api-auth'] }),
      stepMs: numberFlag('step-ms', values['step-ms'], 100),
      timeScale: numberFlag('time-scale', values['time-scale'], 1),
      previewEvery: numberFlag('preview-every', values['preview-every'], 2),
      seed: numberFlag('seed', values.seed, 1),
    },
  };
}
