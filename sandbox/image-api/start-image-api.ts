import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { EmulatorContext } from './emulator-context.js';
import { FaultInjector } from './fault-injector.js';
import type { ImageApi } from './image-api.js';
import { type ImageApiOptions, resolveImageApiOptions } from './image-api-options.js';
import { createImageApiStats, resetImageApiStats } from './image-api-stats.js';
import { Prng } from './prng.js';
import { createRequestHandler } from './request-handler.js';
import { TaskRegistry } from './task-registry.js';
import { UserRegistry } from './user-registry.js';

function baseUrl(address: AddressInfo): string {
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Starts an image-service emulator listening on `options.host`:`options.port`. */
export async function startImageApi(options?: ImageApiOptions): Promise<ImageApi> {
  const opts = resolveImageApiOptions(options);
  const stats = createImageApiStats();
  const users = new UserRegistry(opts.now);
  let url = '';
  const emu: EmulatorContext = {
    users,
    stats,
    tasks: new TaskRegistry({
      now: opts.now,
      prng: new Prng(opts.seed),
      durations: opts.durations,
      timeScale: opts.timeScale,
      imageBase: () => (opts.publicUrl ?? url).replace(/\/+$/, ''),
    }),
    faults: new FaultInjector(new Prng(opts.seed ^ 0x5eed), stats),
    costPerGeneration: opts.costPerGeneration,
    now: opts.now,
  };
  for (const user of opts.users) users.add(user);

  const closing = new AbortController();
  const sockets = new Set<Socket>();
  const server = createServer(createRequestHandler(emu, closing.signal, opts.log));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = baseUrl(server.address() as AddressInfo);
  let closed: Promise<void> | undefined;

  return {
    url,
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
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
    setFaults: (faults) => emu.faults.set(faults),
    get faults() {
      return emu.faults.faults;
    },
    stats,
    resetStats: () => resetImageApiStats(stats),
    task: (taskId) => emu.tasks.snapshot(taskId),
    setTaskFate(taskId, fate) {
      const task = emu.tasks.get(taskId);
      if (!task) throw new Error(`unknown task ${taskId}`);
      task.fate = fate;
    },
    async imageFor(taskId) {
      const task = emu.tasks.get(taskId);
      if (!task) throw new Error(`unknown task ${taskId}`);
      return emu.tasks.image(task);
    },
  };
}
