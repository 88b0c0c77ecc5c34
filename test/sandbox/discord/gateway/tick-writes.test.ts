import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TickWrites } from '../../../../sandbox/discord/gateway/tick-writes.js';

/** A socket that records its cork depth at each frame and whether it was flushed. */
function rawSocket() {
  const raw = new Duplex({
    read() {},
    write(_chunk, _encoding, done) {
      done();
    },
  });
  const corks: number[] = [];
  return { raw, corks };
}

function fakeWs(raw: Duplex, corks: number[]) {
  const sent: string[] = [];
  const ws = {
    send(frame: string) {
      corks.push(raw.writableCorked);
      sent.push(frame);
    },
  } as unknown as WebSocket;
  return { ws, sent };
}

describe('TickWrites', () => {
  it('holds one tick of frames in the socket and flushes them at the tick end, in order', async () => {
    const writes = new TickWrites();
    const { raw, corks } = rawSocket();
    const { ws, sent } = fakeWs(raw, corks);
    writes.attach(ws, raw);
    writes.send(ws, 'a');
    writes.send(ws, 'b');
    writes.send(ws, 'c');
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(corks).toEqual([1, 1, 1]);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(raw.writableCorked).toBe(0);
    writes.send(ws, 'd');
    expect(corks.at(-1)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(raw.writableCorked).toBe(0);
  });

  it('flushes every 64 frames within a tick, so a long burst is not held until its end', () => {
    const writes = new TickWrites();
    const { raw, corks } = rawSocket();
    const { ws } = fakeWs(raw, corks);
    writes.attach(ws, raw);
    for (let n = 0; n < 130; n += 1) writes.send(ws, String(n));
    expect(corks.slice(0, 64).every((depth) => depth === 1)).toBe(true);
    expect(raw.writableCorked).toBe(1);
    expect(corks[64]).toBe(1);
  });

  it('sends at once on a socket it does not know', () => {
    const writes = new TickWrites();
    const { raw, corks } = rawSocket();
    const { ws, sent } = fakeWs(raw, corks);
    writes.send(ws, 'a');
    expect(sent).toEqual(['a']);
    expect(corks).toEqual([0]);
  });
});
