import { createServer } from 'node:http';
import { listen } from '../emulator-kit/listen.js';
import { createEmulatorContext } from './emulator-context.js';
import { createRequestHandler } from './request-handler.js';
import type { SdWebuiEmulator } from './sd-webui.js';
import { resolveSdWebuiOptions, type SdWebuiEmulatorOptions } from './sd-webui-options.js';
import { SD_WEBUI_STATS } from './sd-webui-stats.js';

/** Starts a Stable Diffusion WebUI emulator (API mode) on `options.host`:`options.port`. */
export async function startSdWebuiEmulator(
  options?: SdWebuiEmulatorOptions,
): Promise<SdWebuiEmulator> {
  const opts = resolveSdWebuiOptions(options);
  const emu = createEmulatorContext(opts);
  const closing = new AbortController();
  const server = createServer(createRequestHandler(emu, closing.signal));
  const listening = await listen(server, opts.port, opts.host);
  return {
    url: listening.url,
    setFaults: (faults) => emu.faults.set(faults),
    get faults() {
      return emu.faults.faults;
    },
    stats: emu.stats,
    resetStats: () => SD_WEBUI_STATS.reset(emu.stats),
    queue: () => ({
      running: emu.queue.running && (emu.queue.running.taskId ?? emu.queue.running.name),
      pending: emu.queue.waiting.map((job) => job.taskId ?? job.name),
    }),
    settings: emu.settings,
    delivered: () => [...emu.delivered],
    received: () => [...emu.received],
    dropConnections: () => listening.dropConnections(),
    restart() {
      listening.dropConnections();
      emu.queue.reset();
    },
    close() {
      closing.abort();
      emu.queue.reset();
      return listening.close();
    },
  };
}
