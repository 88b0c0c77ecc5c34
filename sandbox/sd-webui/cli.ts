import { readInstanceCommands } from '../emulator-kit/instance-commands.js';
import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { servicePreset } from '../emulator-kit/service-time.js';
import { CLI_ARGS } from './cli-args.js';
import { startSdWebuiEmulator } from './start-sd-webui.js';

runEmulatorCli({
  title: 'Stable Diffusion WebUI',
  ...CLI_ARGS,
  commands: (started) => readInstanceCommands(started),
  start: startSdWebuiEmulator,
  banner: (webui, options) => [
    `  API: ${webui.url}/sdapi/v1/txt2img   progress: ${webui.url}/internal/progress`,
    ...(options.apiAuth ? ['  HTTP Basic required on /sdapi/v1 (--api-auth)'] : []),
    ...(options.checkpoints
      ? [`  Checkpoints: ${options.checkpoints.map((c) => c.name).join(', ')}`]
      : []),
    ...(options.serviceTime
      ? [`  Service time: ${servicePreset(options.serviceTime).source}`]
      : []),
  ],
});
