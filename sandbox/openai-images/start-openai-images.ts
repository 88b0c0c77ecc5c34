import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createEmulatorContext } from './emulator-context.js';
import type { OpenAiImagesEmulator } from './openai-images.js';
import { type OpenAiImagesOptions, resolveOpenAiOptions } from './openai-options.js';
import { resetOpenAiStats } from './openai-stats.js';
import { createRequestHandler } from './request-handler.js';

function originOf(address: AddressInfo): string {
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Starts an OpenAI Images emulator listening on `options.host`:`options.port`. */
export async function startOpenAiImagesEmulator(
  options?: OpenAiImagesOptions,
): Promise<OpenAiImagesEmulator> {
  const opts = resolveOpenAiOptions(options);
  const emu = createEmulatorContext(opts);
  const closing = new AbortController();
  const sockets = new Set<Socket>();
  const server = createServer(createRequestHandler(emu, closing.signal));
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
  const url = originOf(server.address() as AddressInfo);
  let closed: Promise<void> | undefined;

  return {
    url,
    baseURL: `${url}${opts.basePath}`,
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
    addKey: (key) => void emu.keys.add(key),
    revokeKey(key) {
      emu.keys.require(key).revoked = true;
    },
    setQuota(key, tokens) {
      emu.keys.require(key).quotaTokens = tokens;
    },
    quotaOf: (key) => emu.keys.require(key).quotaTokens,
    usageOf: (key) => ({ ...emu.keys.require(key).usage }),
    setFaults: (faults) => emu.faults.set(faults),
    get faults() {
      return emu.faults.faults;
    },
    stats: emu.stats,
    resetStats: () => resetOpenAiStats(emu.stats),
    inFlight: () => [...emu.inFlight.values()].map((run) => ({ ...run })),
    delivered: () => [...emu.delivered],
    edits: () => [...emu.edits],
  };
}
