import { emulatorArgs, publicUrlFlag } from '../emulator-kit/cli-flags.js';
import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import type { CivitaiEmulatorOptions } from './civitai-options.js';
import { startCivitaiEmulator } from './start-civitai.js';

const CLI_ARGS = emulatorArgs('mock-civitai', {
  port: 3000,
  scales: 'nothing (the emulator keeps no time)',
  seeds: 'fault shares',
  flags: { 'public-url': publicUrlFlag('download URLs') },
  options: (values, common): CivitaiEmulatorOptions => ({
    ...common,
    ...(values['public-url'] !== undefined && { publicUrl: values['public-url'] }),
  }),
});

runEmulatorCli({
  title: 'CivitAI',
  ...CLI_ARGS,
  start: startCivitaiEmulator,
  banner: (civitai) => [
    `  models: ${civitai.url}/api/v1/models/58390   versions: ${civitai.url}/api/v1/model-versions/62833`,
  ],
});
