import { numberFlag, parseEmulatorArgs } from '../emulator-kit/cli-flags.js';
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
  const { help, quiet, values, common } = parseEmulatorArgs(
    args,
    {
      'api-auth': { type: 'string' },
      'step-ms': { type: 'string' },
      'preview-every': { type: 'string' },
    },
    7861,
  );
  return {
    help,
    quiet,
    options: {
      ...common,
      ...(values['api-auth'] !== undefined && { apiAuth: values['api-auth'] }),
      stepMs: numberFlag('step-ms', values['step-ms'], 100),
      previewEvery: numberFlag('preview-every', values['preview-every'], 2),
    },
  };
}
