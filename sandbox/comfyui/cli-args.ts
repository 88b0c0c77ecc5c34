import { numberFlag, parseEmulatorArgs } from '../emulator-kit/cli-flags.js';
import type { ComfyEmulatorOptions } from './comfyui-options.js';

/** Help text of `npm run mock-comfyui`. */
export const CLI_USAGE = `Usage: npm run mock-comfyui -- [options]
  --port <n>              TCP port, 0 for any free one (default 8188, as ComfyUI)
  --host <addr>           interface to listen on (default 127.0.0.1)
  --checkpoint <name>     a checkpoint CheckpointLoaderSimple accepts; repeatable
                          (default v1-5-pruned-emaonly.safetensors, sd_xl_base_1.0.safetensors)
  --max-upload-size <MB> largest request body, as ComfyUI's flag (default 100)
  --time-scale <x>        multiplies node and step durations, e.g. 0.1 (default 1)
  --step-ms <n>           one sampling step in ms before scaling (default 200)
  --seed <n>              seed of ids and fault shares (default 1)
  --no-previews           send no binary previews (as --preview-method none)
  --token <t>             require this token (a proxy in front of ComfyUI)
  --token-header <name>   header carrying it (default Authorization: Bearer <t>)
  --quiet                 do not log requests
  --help                  show this help`;

/** Parses the CLI arguments into emulator options (`help` when `--help` was given). */
export function parseCliArgs(args: string[]): {
  help: boolean;
  quiet: boolean;
  options: ComfyEmulatorOptions;
} {
  const { help, quiet, values, common } = parseEmulatorArgs(
    args,
    {
      checkpoint: { type: 'string', multiple: true },
      'max-upload-size': { type: 'string' },
      'step-ms': { type: 'string' },
      'no-previews': { type: 'boolean', default: false },
      token: { type: 'string' },
      'token-header': { type: 'string' },
    },
    8188,
  );
  if (values['token-header'] !== undefined && values.token === undefined) {
    throw new Error('--token-header needs --token');
  }
  return {
    help,
    quiet,
    options: {
      ...common,
      checkpoints: values.checkpoint,
      maxUploadMb: numberFlag('max-upload-size', values['max-upload-size'], 100),
      stepMs:
        values['step-ms'] === undefined ? undefined : numberFlag('step-ms', values['step-ms'], 200),
      previews: !values['no-previews'],
      auth:
        values.token === undefined
          ? undefined
          : { token: values.token, header: values['token-header'] },
    },
  };
}
