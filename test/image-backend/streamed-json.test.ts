import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Of, jsonBody } from '../../src/image-backend/streamed-json.js';

/** The text a body's pieces make, and their count. */
async function sent(body: ReturnType<typeof jsonBody>) {
  if ('text' in body) return { text: body.text, pieces: 1 };
  const pieces: Uint8Array[] = [];
  for await (const piece of body.pieces()) pieces.push(piece);
  const text = Buffer.concat(pieces).toString('utf8');
  expect(Buffer.byteLength(text)).toBe(body.length);
  return { text, pieces: pieces.length };
}

describe('jsonBody: JSON with images in base64, streamed', () => {
  it('a body without an image is its JSON text', () => {
    expect(jsonBody({ prompt: 'a fox', steps: 20 })).toEqual({
      text: '{"prompt":"a fox","steps":20}',
    });
  });

  it('writes what JSON.stringify would of the base64 strings, its exact length said first, in pieces no larger than 256 KiB', async () => {
    const image = randomBytes(1_000_001);
    const mask = randomBytes(10);
    const body = jsonBody({
      prompt: 'un renard « roux » 🦊 "quoted"',
      init_images: [base64Of(image)],
      nested: { mask: base64Of(mask), empty: base64Of(new Uint8Array(0)) },
      after: true,
    });
    const { text, pieces } = await sent(body);
    expect(JSON.parse(text)).toEqual({
      prompt: 'un renard « roux » 🦊 "quoted"',
      init_images: [image.toString('base64')],
      nested: { mask: mask.toString('base64'), empty: '' },
      after: true,
    });
    expect(pieces).toBeGreaterThan(5);
    if ('text' in body) throw new Error('streamed');
    for await (const piece of body.pieces()) expect(piece.byteLength).toBeLessThanOrEqual(262_144);
  });

  it('sends the same bytes again each time (a second sending), and a prompt naming the mark stays text', async () => {
    const image = randomBytes(4096);
    const body = jsonBody({ prompt: 'imagine-base64-x-0', image: base64Of(image) });
    const first = await sent(body);
    const second = await sent(body);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(first.text)).toEqual({
      prompt: 'imagine-base64-x-0',
      image: image.toString('base64'),
    });
  });

  it('writes {} for an image stringified elsewhere (a log), never its bytes', () => {
    expect(JSON.stringify({ image: base64Of(randomBytes(64)) })).toBe('{"image":{}}');
    expect(base64Of(Buffer.from('hi')).toBase64()).toBe('aGk=');
  });
});
