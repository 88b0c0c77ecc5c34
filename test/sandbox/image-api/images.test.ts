import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Fallback } from '../../../sandbox/image-api/crc32.js';
import { crc32, renderImage } from '../../../sandbox/image-api/index.js';
import { call, pngSize, startEmulator, submit } from './emulator-fixture.js';

function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

async function completedImage(body: Record<string, unknown>) {
  const { api, key, clock } = await startEmulator();
  const id: string = (await submit(api, key, body)).json.data.id;
  clock.advance(60_000);
  const response = await fetch(`${api.url}/images/${id}.png`);
  return { api, id, response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('image API emulator images', () => {
  it('serves a valid RGB PNG of the requested size with content-type and length', async () => {
    const { response, bytes } = await completedImage({ prompt: 'fox', width: 200, height: 120 });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(pngSize(bytes)).toEqual({ width: 200, height: 120 });
    const parts = chunks(bytes);
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const part of parts) {
      const typed = Buffer.concat([Buffer.from(part.type, 'latin1'), part.data]);
      expect(part.crc).toBe(crc32Fallback(typed));
    }
    expect([...(parts[0]?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
    const raw = inflateSync(parts[1]?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(120 * (1 + 200 * 3));
    for (let row = 0; row < 120; row++) expect(raw[row * 601]).toBe(0);
  });

  it('uses the spec default size 512 × 512', async () => {
    const { bytes } = await completedImage({ prompt: 'fox' });
    expect(pngSize(bytes)).toEqual({ width: 512, height: 512 });
  });

  it('serves exactly the bytes imageFor returns, the same on every download', async () => {
    const { api, id, bytes } = await completedImage({ prompt: 'fox', seed: 7 });
    expect(bytes.equals(await api.imageFor(id))).toBe(true);
    const again = Buffer.from(await (await fetch(`${api.url}/images/${id}.png`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('draws the same picture for the same prompt and seed, another for a different one', async () => {
    const a = await completedImage({ prompt: 'fox', seed: 7, width: 256, height: 256 });
    const b = await completedImage({
      prompt: 'fox',
      seed: 7,
      width: 256,
      height: 256,
      workflow: 'rr3',
    });
    const c = await completedImage({ prompt: 'fox', seed: 8, width: 256, height: 256 });
    const d = await completedImage({ prompt: 'owl', seed: 7, width: 256, height: 256 });
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect(a.bytes.equals(c.bytes)).toBe(false);
    expect(a.bytes.equals(d.bytes)).toBe(false);
  });

  it('picks a seed per task for -1, so two random-seed tasks differ but each is stable', async () => {
    const { api, key, clock } = await startEmulator();
    const one = (await submit(api, key, { prompt: 'fox', width: 64, height: 64 })).json.data.id;
    const two = (await submit(api, key, { prompt: 'fox', width: 64, height: 64, seed: -1 })).json
      .data.id;
    clock.advance(60_000);
    const first = await api.imageFor(one);
    expect(first.equals(await api.imageFor(two))).toBe(false);
    expect(api.task(one)?.params.seed).toBe(-1);
    const rendered = await renderImage({
      width: 64,
      height: 64,
      prompt: 'fox',
      seed: api.task(one)?.seed ?? 0,
    });
    expect(rendered.equals(first)).toBe(true);
  });

  it('answers 404 "Image not ready" before completion, and supports HEAD', async () => {
    const { api, key, clock } = await startEmulator();
    const id = (await submit(api, key, { prompt: 'fox', width: 64, height: 64 })).json.data.id;
    const early = await call(`${api.url}/images/${id}.png`);
    expect(early.status).toBe(404);
    expect(early.json).toEqual({ success: false, data: null, error: 'Image not ready' });
    clock.advance(60_000);
    const head = await fetch(`${api.url}/images/${id}.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe((await api.imageFor(id)).length);
  });

  it('serves the files given to the next submissions, one each, under their content type', async () => {
    const { api, key, clock } = await startEmulator();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const gif = Buffer.from('GIF89a');
    api.serveNextImages([
      { body: svg, contentType: 'image/svg+xml' },
      { body: gif, contentType: 'image/gif' },
    ]);
    const ids: string[] = [];
    for (const prompt of ['one', 'two', 'three']) {
      ids.push((await submit(api, key, { prompt })).json.data.id);
    }
    clock.advance(60_000);
    const served = await Promise.all(ids.map((id) => fetch(`${api.url}/images/${id}.png`)));
    expect(served.map((response) => response.headers.get('content-type'))).toEqual([
      'image/svg+xml',
      'image/gif',
      'image/png',
    ]);
    const [first, second, third] = await Promise.all(
      served.map(async (response) => Buffer.from(await response.arrayBuffer())),
    );
    expect(first?.equals(svg)).toBe(true);
    expect(second?.equals(gif)).toBe(true);
    expect(third && pngSize(third)).toEqual({ width: 512, height: 512 });
    expect((await api.imageFor(ids[0] ?? '')).equals(svg)).toBe(true);
  });

  it('encodes 2048 × 2048 (its speed is a bench figure, not asserted here)', async () => {
    const png = await renderImage({ width: 2048, height: 2048, prompt: 'big', seed: 1 });
    expect(pngSize(png)).toEqual({ width: 2048, height: 2048 });
  });

  it('computes CRC-32 the same natively and in the fallback', () => {
    const data = Buffer.from('IEND');
    expect(crc32(data)).toBe(0xae426082);
    expect(crc32Fallback(data)).toBe(0xae426082);
    const random = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 31) & 255));
    expect(crc32Fallback(random)).toBe(crc32(random));
  });
});
