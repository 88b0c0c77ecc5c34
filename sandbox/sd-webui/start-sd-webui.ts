import { emulatorHandle, instanceControls } from '../emulator-kit/emulator-controls.js';
import { serveInstance } from '../emulator-kit/instance-listener.js';
import { createEmulatorContext } from './emulator-context.js';
import { createRequestHandler } from './request-handler.js';
import type { SdWebuiEmulator } from './sd-webui.js';
import { resolveSdWebuiOptions, type SdWebuiEmulatorOptions } from './sd-webui-options.js';
import { SD_WEBUI_STATS } from './sd-webui-stats.js';
import { upscalersOf } from './upscaler-lists.js';

/** Starts a Stable Diffusion WebUI emulator (API mode) on `options.host`:`options.port`. */
export async function startSdWebuiEmulator(
  options?: SdWebuiEmulatorOptions,
): Promise<SdWebuiEmulator> {
  const emu = createEmulatorContext(resolveSdWebuiOptions(options));
  const closing = new AbortController();
  const served = await serveInstance(createRequestHandler(emu, closing.signal), emu.options);
  const controls = instanceControls(
    served,
    () => emu.queue.reset(),
    () => served.dropConnections(),
  );
  return emulatorHandle<SdWebuiEmulator>(emu.faults, emu.stats, SD_WEBUI_STATS.reset, {
    url: served.url,
    queue: () => ({
      running: emu.queue.running && (emu.queue.running.taskId ?? emu.queue.running.name),
      pending: emu.queue.waiting.map((job) => job.taskId ?? job.name),
    }),
    settings: emu.settings,
    delivered: () => [...emu.delivered],
    received: () => [...emu.received],
    onReceived(listener) {
      emu.receivedListeners.add(listener);
      return () => emu.receivedListeners.delete(listener);
    },
    addLora: (file) => emu.loras.add(file),
    removeLora: (name) => emu.loras.remove(name),
    removeCheckpoint(name) {
      const at = emu.checkpoints.findIndex((c) => c.name === name);
      if (at >= 0 && emu.checkpoints[at] !== emu.globalCheckpoint()) emu.checkpoints.splice(at, 1);
    },
    removeUpscaler(name) {
      const at = emu.upscalers.indexOf(name);
      const item = upscalersOf(emu.options.fork).find((u) => u.name === name);
      if (at >= 0 && item?.modelPath) emu.upscalers.splice(at, 1);
    },
    dropConnections: () => served.dropConnections(),
    get state() {
      return controls.state;
    },
    kill: () => controls.kill(),
    restart: () => controls.restart(),
    partition: () => controls.partition(),
    heal: () => controls.heal(),
    close() {
      closing.abort();
      emu.queue.reset();
      return served.close();
    },
  });
}
