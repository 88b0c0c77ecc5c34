import { runEmulatorCli } from '../emulator-kit/run-cli.js';
import { CLI_USAGE, parseCliArgs } from './cli-args.js';
import { startSdWebuiEmulator } from './start-sd-webui.js';

runEmulatorCli({
  name: 'mock-sd-webui',
  title: 'Stable Diffusion WebUI',
  usage: CLI_USAGE,
  parse: parseCliArgs,
  start: (options, log) => startSdWebuiEmulator({ ...options, ...(log && { log }) }),
  banner: (webui, options) => [
    `Stable Diffusion WebUI emulator listening on ${webui.url}`,
    `  API: ${webui.url}/sdapi/v1/txt2img   progress: ${webui.url}/internal/progress`,
    ...(options.apiAuth ? ['  HTTP Basic required on /sdapi/v1 (--api-auth)'] : []),
  ],
});
