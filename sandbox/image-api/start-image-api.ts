import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emulatorHandle } from '../emulator-kit/emulator-controls.js';
import { listen } from '../emulator-kit/listen.js';
import { createEmulatorContext } from './emulator-context.js';
import type { ImageApi } from './image-api.js';
import { type ImageApiOptions, resolveImageApiOptions } from './image-api-options.js';
import { resetImageApiStats } from './image-api-stats.js';
import { createRequestHandler } from './request-handler.js';

/** Starts an image-service emulator listening on `options.host`:`options.port`. */
export async function startImageApi(options?: ImageApiOptions): Promise<ImageApi> {
  const opts = resolveImageApiOptions(options);
  let url = '';
  const emu = createEmulatorContext(opts, () => (opts.publicUrl ?? url).replace(/\/+$/, ''));
  const { users, stats } = emu;

  const closing = new AbortController();
  const server = createServer(createRequestHandler(emu, closing.signal, opts.log));
  const listening = await listen(server, opts.port, opts.host);
  const address = server.address() as AddressInfo;
  url = listening.url;
  let closed: Promise<void> | undefined;
  let relisten: NodeJS.Timeout | undefined;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      listening.dropConnections();
    });

  return emulatorHandle<ImageApi>(emu.faults, stats, resetImageApiStats, {
    url,
    close() {
      closed ??= (async () => {
        closing.abort();
        clearTimeout(relisten);
        await stopListening();
      })();
      return closed;
    },
    async refuseConnections(ms) {
      if (closed || relisten) throw new Error('the emulator is closed or already refusing');
      await stopListening();
      relisten = setTimeout(() => {
        relisten = undefined;
        if (closed) return;
        const lost = (error: Error) => opts.log?.(`could not listen again: ${error.message}`);
        server.once('error', lost);
        server.listen(address.port, address.address, () => server.off('error', lost));
      }, ms);
    },
    addUser: (user) => void users.add(user),
    issueKey: (name) => users.issueKey(users.byName(name)),
    balanceOf: (name) => users.balance(users.byName(name)),
    setCredits(name, credits) {
      users.byName(name).credits = credits;
    },
    grantTemporaryCredits(name, amount, expiresAt) {
      users.byName(name).temporaryCredits.push({ amount, expiresAt });
    },
    task: (taskId) => emu.tasks.snapshot(taskId),
    setTaskFate(taskId, fate) {
      const task = emu.tasks.get(taskId);
      if (!task) throw new Error(`unknown task ${taskId}`);
      task.fate = fate;
    },
    serveNextImages: (images) => emu.tasks.serveNext(images),
    async imageFor(taskId) {
      const task = emu.tasks.get(taskId);
      if (!task) throw new Error(`unknown task ${taskId}`);
      return emu.tasks.image(task);
    },
  });
}
