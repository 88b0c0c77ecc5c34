import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { CLI_ARGS } from './cli-args.js';
import { startComfyEmulator } from './start-comfyui.js';

runEmulatorCli({
  title: 'ComfyUI',
  ...CLI_ARGS,
  start: startComfyEmulator,
  banner: (comfy, { auth }) => [
    `  HTTP: ${comfy.url}/prompt (also under /api)   WebSocket: ${comfy.wsUrl()}?clientId=<id>`,
    ...(auth ? [`  Token required in ${auth.header ?? 'Authorization: Bearer'}`] : []),
  ],
});
