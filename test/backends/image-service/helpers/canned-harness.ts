import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ImageApiClientOptions } from '../../../../src/backends/image-service/client-options.js';
import { ImageApiClient } from '../../../../src/backends/image-service/image-api-client.js';
import { type CannedServer, startCannedServer } from './canned-server.js';

/** What {@link useCannedHarness} gives a test file. */
export interface CannedHarness {
  /** The canned server (set in `beforeAll`); its `requests` are cleared after each test. */
  readonly server: CannedServer;
  /** A client of the server with fast, deterministic retries (closed after the file). */
  clientFor(options?: Partial<ImageApiClientOptions>): ImageApiClient;
}

/**
 * Registers the hooks of a test file that talks to a canned server: one server per file,
 * requests cleared after each test, every client closed at the end. Retry delays default to
 * 19, 39, 49 ms (base 20, cap 50, jitter pinned near 1).
 */
export function useCannedHarness(): CannedHarness {
  let server: CannedServer | undefined;
  const clients: ImageApiClient[] = [];
  beforeAll(async () => {
    server = await startCannedServer();
  });
  afterEach(() => {
    if (server) server.requests.length = 0;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the canned server starts in beforeAll');
      return server;
    },
    clientFor(options = {}) {
      const client = new ImageApiClient({
        baseUrl: this.server.url,
        retryBaseMs: 20,
        retryMaxMs: 50,
        random: () => 0.999,
        ...options,
      });
      clients.push(client);
      return client;
    },
  };
}
