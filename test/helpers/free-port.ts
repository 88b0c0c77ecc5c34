import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A loopback port free right now, for a server that must be told its port before it starts
 * (another process may take it between the choice and the start: retry where that matters).
 */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
