import { readInstanceCommands } from '../emulator-kit/instance-commands.js';
import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { servicePreset } from '../emulator-kit/service-time.js';
import { CLI_ARGS } from './cli-args.js';
import { startComfyEmulator } from './start-comfyui.js';

runEmulatorCli({
  title: 'ComfyUI',
  ...CLI_ARGS,
  commands: (started) => readInstanceCommands(started),
  start: startComfyEmulator,
  banner: (comfy, { auth, checkpoints, serviceTime }) => [
    `  HTTP: ${comfy.url}/prompt (also under /api)   WebSocket: ${comfy.wsUrl()}?clientId=<id>`,
    ...(auth ? [`  Token required in ${auth.header ?? 'Authorization: Bearer'}`] : []),
    ...(checkpoints ? [`  Checkpoints: ${checkpoints.join(', ')}`] : []),
    ...(serviceTime ? [`  Service time: ${servicePreset(serviceTime).source}`] : []),
  ],
});
