import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { ComfySocket } from '../../../src/backends/comfyui/comfy-socket.js';
import { createLogger } from '../../../src/core/logger.js';
import { MAX_PREVIEW_BYTES } from '../../../src/image-backend/task-preview.js';

/** A binary frame: big-endian uint32 words, then the bytes. */
const frame = (words: number[], ...parts: Buffer[]) => {
  const head = Buffer.alloc(4 * words.length);
  for (const [index, word] of words.entries()) head.writeUInt32BE(word, 4 * index);
  return Buffer.concat([head, ...parts]);
};
const withMetadata = (metadata: object, image: Buffer) => {
  const meta = Buffer.from(JSON.stringify(metadata));
  return frame([4, meta.length], meta, image);
};
const json = (type: string, data: object) => JSON.stringify({ type, data });

describe("ComfySocket: the running prompt's latest preview", () => {
  let server: WebSocketServer;
  let socket: ComfySocket;
  afterEach(() => {
    socket?.close();
    server?.close();
  });

  /** A server, the bot's socket to it, and the server's side once the client said its flags. */
  async function connect(): Promise<{ peer: WebSocket; first: unknown }> {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const connected = new Promise<{ peer: WebSocket; first: unknown }>((resolve) =>
      server.once('connection', (peer) =>
        peer.once('message', (data) => resolve({ peer, first: JSON.parse(String(data)) })),
      ),
    );
    socket = new ComfySocket(`ws://127.0.0.1:${port}/ws`, {}, createLogger({ level: 'silent' }));
    socket.start();
    return connected;
  }

  it('asks for previews with metadata, keeps the newest of the prompt running, drops it at its end', async () => {
    const { peer, first } = await connect();
    expect(first).toEqual({ type: 'feature_flags', data: { supports_preview_metadata: true } });
    peer.send(json('execution_start', { prompt_id: 'p1', timestamp: 1 }));
    peer.send(frame([1, 1], Buffer.from('jpeg one')));
    peer.send(frame([1, 2], Buffer.from('png two')));
    await expect.poll(() => socket.of('p1')?.preview?.image.toString()).toBe('png two');
    expect(socket.of('p1')?.preview?.format).toBe('png');
    const serial = socket.of('p1')?.preview?.serial ?? 0;

    // A type-4 frame names its prompt: one the socket saw no run of is not kept.
    peer.send(withMetadata({ prompt_id: 'p9', image_type: 'image/jpeg' }, Buffer.from('other')));
    peer.send(json('progress', { prompt_id: 'p1', value: 3, max: 10, node: '3' }));
    await expect.poll(() => socket.of('p1')?.progress).toBe(30);
    expect(socket.of('p1')?.preview?.image.toString()).toBe('png two');
    peer.send(withMetadata({ prompt_id: 'p1', image_type: 'image/jpeg' }, Buffer.from('three')));
    await expect.poll(() => socket.of('p1')?.preview?.image.toString()).toBe('three');
    expect(socket.of('p1')?.preview?.serial).toBeGreaterThan(serial);
    expect(socket.of('p9')).toBeUndefined();

    // Over the bound, or of an unknown type: ignored.
    peer.send(frame([1, 1], Buffer.alloc(MAX_PREVIEW_BYTES + 1)));
    peer.send(frame([1, 7], Buffer.from('gif?')));
    peer.send(json('progress', { prompt_id: 'p1', value: 4, max: 10, node: '3' }));
    await expect.poll(() => socket.of('p1')?.progress).toBe(40);
    expect(socket.of('p1')?.preview?.image.toString()).toBe('three');

    peer.send(json('executing', { node: null, prompt_id: 'p1' }));
    await expect.poll(() => socket.of('p1')?.ended).toBe(true);
    expect(socket.of('p1')?.preview).toBeUndefined();
    // A type-1 frame with no prompt running belongs to none.
    peer.send(frame([1, 1], Buffer.from('stray')));
    peer.send(json('execution_start', { prompt_id: 'p2', timestamp: 2 }));
    await expect.poll(() => socket.of('p2')?.running).toBe(true);
    expect(socket.of('p2')?.preview).toBeUndefined();
  });

  it("tells a prompt's listeners each time it hears the prompt ended, and one that listens after at once", async () => {
    const { peer } = await connect();
    const told: string[] = [];
    socket.onEnded('p1', () => told.push('p1'));
    socket.onEnded('p2', () => told.push('p2'));
    peer.send(json('execution_start', { prompt_id: 'p1', timestamp: 1 }));
    peer.send(json('progress', { prompt_id: 'p1', value: 3, max: 10, node: '3' }));
    peer.send(json('execution_success', { prompt_id: 'p1', timestamp: 2 }));
    await expect.poll(() => told).toEqual(['p1']);
    // ComfyUI writes the history between the two: the second says it is there to read.
    peer.send(json('executed', { prompt_id: 'p1', node: '9', output: {} }));
    peer.send(json('executing', { node: null, prompt_id: 'p1' }));
    await expect.poll(() => told).toEqual(['p1', 'p1']);

    socket.onEnded('p1', () => told.push('late'));
    await expect.poll(() => told).toEqual(['p1', 'p1', 'late']);
    expect(told).not.toContain('p2');
  });
});
