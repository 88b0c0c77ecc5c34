import { emulatorHandle, instanceControls } from '../emulator-kit/emulator-controls.js';
import { serveInstance } from '../emulator-kit/instance-listener.js';
import type { ComfyEmulator } from './comfyui.js';
import { type ComfyEmulatorOptions, resolveComfyOptions } from './comfyui-options.js';
import { COMFY_STATS } from './comfyui-stats.js';
import { createEmulatorContext } from './emulator-context.js';
import { createRequestHandler, createUpgradeHandler } from './request-handler.js';

/**
 * Starts a ComfyUI emulator listening on `options.host`:`options.port`. Execution follows the
 * clock: each request first plays what is due, and while a prompt is queued or running a timer
 * reads the clock again when the next event is due (at most `pollMs` later, for injected clocks).
 */
export async function startComfyEmulator(options?: ComfyEmulatorOptions): Promise<ComfyEmulator> {
  const opts = resolveComfyOptions(options);
  const emu = createEmulatorContext(opts);
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = emu.executor.nextAt();
    if (next === undefined || closing.signal.aborted) return;
    const wait = Math.max(0, Math.min(next - opts.now(), opts.pollMs));
    timer = setTimeout(advance, wait).unref();
  };
  const advance = () => {
    emu.executor.advance(opts.now());
    schedule();
  };
  const handler = createRequestHandler(emu, closing.signal);
  const listening = await serveInstance(
    (req, res) => {
      res.once('close', schedule);
      handler(req, res);
    },
    opts,
    createUpgradeHandler(emu, closing.signal),
  );
  const url = listening.url;
  const dropConnections = () => {
    emu.sockets.dropAll();
    listening.dropConnections();
  };
  const forget = () => {
    emu.executor.reset(opts.now());
    emu.queue.clear();
    emu.queue.running = undefined;
    emu.queue.history.clear();
    emu.number = 0;
    emu.uploads.empty('temp');
    emu.files.empty('temp');
    emu.executor.noteQueue();
    schedule();
  };
  const controls = instanceControls(listening, forget, dropConnections);

  return emulatorHandle<ComfyEmulator>(emu.faults, emu.stats, COMFY_STATS.reset, {
    url,
    wsUrl: (clientId) =>
      `${url.replace(/^http/, 'ws')}/ws${clientId === undefined ? '' : `?clientId=${encodeURIComponent(clientId)}`}`,
    advance,
    history(promptId) {
      emu.executor.advance(opts.now());
      const entry = emu.queue.history.get(promptId);
      return entry && structuredClone(entry);
    },
    queue() {
      emu.executor.advance(opts.now());
      const order = [...emu.queue.pending].sort((a, b) =>
        a[0] !== b[0] ? a[0] - b[0] : a[1] < b[1] ? -1 : 1,
      );
      return { running: emu.queue.running?.[1], pending: order.map((item) => item[1]) };
    },
    clientIds: () => emu.sockets.clientIds(),
    file: (type, subfolder, filename) =>
      emu.uploads.get(type, subfolder, filename)?.bytes ??
      emu.files.read(type, subfolder, filename),
    async written(type, subfolder, filename) {
      emu.executor.advance(opts.now());
      return (
        emu.files.written(type, subfolder, filename) ?? emu.files.read(type, subfolder, filename)
      );
    },
    inputFiles: () => emu.uploads.names('input'),
    addLora(file) {
      if (!emu.loras.includes(file)) emu.loras.push(file);
      emu.loras.sort();
    },
    removeLora(file) {
      const at = emu.loras.indexOf(file);
      if (at >= 0) emu.loras.splice(at, 1);
    },
    dropConnections,
    get state() {
      return controls.state;
    },
    kill: () => controls.kill(),
    restart: () => controls.restart(),
    partition: () => controls.partition(),
    heal: () => controls.heal(),
    close() {
      closing.abort();
      clearTimeout(timer);
      emu.videos.close();
      emu.sockets.close();
      return listening.close();
    },
  });
}
