import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { CLI_USAGE, parseCliArgs } from './cli-args.js';
import { startComfyEmulator } from './start-comfyui.js';

runEmulatorCli({
  name: 'mock-comfyui',
  title: 'ComfyUI',
  usage: CLI_USAGE,
  parse: parseCliArgs,
  start: (options, log) => startComfyEmulator({ ...options, log }),
  banner: (comfy, { auth }) => [
    `ComfyUI emulator listening on ${comfy.url}`,
    `  HTTP: ${comfy.url}/prompt (also under /api)   WebSocket: ${comfy.wsUrl()}?clientId=<id>`,
    ...(auth ? [`  Token required in ${auth.header ?? 'Authorization: Bearer'}`] : []),
  ],
});
