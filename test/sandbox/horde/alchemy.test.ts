import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ALICE, hordeClient, startHorde, webpSize } from './horde-fixture.js';

/** A real PNG of `width`×`height`, one colour. */
async function png(width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

/** A small PNG whose header (IHDR, with its CRC) says `width`×`height`. */
async function pngSaying(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const forms = (...names: string[]) => names.map((name) => ({ name }));

/** A loopback server answering every GET with `answer` (status, headers, body). */
async function serving(answer: {
  status?: number;
  headers?: Record<string, string>;
  body: Buffer;
}) {
  const server = createServer((_req, res) => {
    res.writeHead(answer.status ?? 200, answer.headers ?? { 'content-type': 'image/png' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/cat.png`;
}

describe('AI Horde emulator: alchemy (/v2/interrogate)', () => {
  it('captions and upscales a base64 source: 202 {id}, forms waiting → processing → done, a caption and an image ×2 on R2, kudos per form', async () => {
    const { horde, clock, client } = await startHorde();
    const source = await png(300, 200);
    const asked = await client.interrogate({
      source_image: source.toString('base64'),
      forms: forms('caption', 'RealESRGAN_x2plus'),
    });
    expect(asked.status).toBe(202);
    expect(Object.keys(asked.json)).toEqual(['id']);
    const { id } = asked.json;
    expect(horde.interrogation(id)?.source).toEqual({
      digest: createHash('sha256').update(source).digest('hex'),
      width: 300,
      height: 200,
      tiles: 1,
      r2stored: true,
    });
    const running = await client.interrogation(id);
    expect(running.json).toEqual({
      state: 'processing',
      forms: [
        { form: 'caption', state: 'processing' },
        { form: 'RealESRGAN_x2plus', state: 'processing' },
      ],
    });
    clock.advance(10_000);
    const done = await client.interrogation(id);
    expect(done.json.state).toBe('done');
    const [caption, upscale] = done.json.forms;
    expect(caption).toEqual({
      form: 'caption',
      state: 'done',
      result: { caption: 'a plain blue picture' },
    });
    const url = upscale.result.RealESRGAN_x2plus as string;
    expect(url).toMatch(/\/stable-horde\/[0-9a-f-]{36}\.webp\?expires=/);
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(webpSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 600, height: 400 });
    // caption 1 + upscale 3 × 1 tile, each + 1 burn + 1 for slow workers (on by default).
    expect(horde.interrogation(id)?.forms.map((form) => form.paid)).toEqual([3, 5]);
    expect(horde.kudosOf(ALICE.apiKey)).toBe(ALICE.kudos - 8);
    expect(horde.stats).toMatchObject({ interrogations: 1, formsFinished: 2, kudosConsumed: 8 });
    expect(horde.stats.violations).toEqual([]);
  });

  it('prices post-processors by 512×512 tiles, interrogation at 3, one kudo less without slow workers; a form named twice is kept once', async () => {
    const { horde, clock, client } = await startHorde({ alchemists: { threads: 4 } });
    const asked = await client.interrogate({
      source_image: (await png(1100, 600, '#dd2222')).toString('base64'),
      forms: forms('RealESRGAN_x4plus', 'interrogation', 'nsfw', 'nsfw'),
      slow_workers: false,
    });
    const { id } = asked.json;
    clock.advance(10_000);
    const seen = horde.interrogation(id);
    expect(seen?.source.tiles).toBe(6);
    expect(seen?.forms.map(({ name, kudos, paid }) => ({ name, kudos, paid }))).toEqual([
      { name: 'RealESRGAN_x4plus', kudos: 18, paid: 19 },
      { name: 'interrogation', kudos: 3, paid: 4 },
      { name: 'nsfw', kudos: 1, paid: 2 },
    ]);
    const status = (await client.interrogation(id)).json;
    expect(status.forms[1].result.interrogation.tags).toEqual([{ text: 'red', confidence: 0.9 }]);
    expect(status.forms[2].result).toEqual({ nsfw: false });
    expect(horde.stats.violations).toEqual([]);
  });

  it('refuses as the server does: the schema (forms, types), the parser (apikey, source_image), a key, a webhook, concurrency × 10 counting duplicates, and the source', async () => {
    const { horde, client } = await startHorde();
    const b64 = (await png(64, 64)).toString('base64');
    const badForm = await client.interrogate({ source_image: b64, forms: forms('sharpen') });
    expect(badForm.status).toBe(400);
    expect(badForm.json.message).toBe('Input payload validation failed');
    expect(badForm.json.errors['forms.0.name']).toMatch(/^'sharpen' is not one of \['caption', /);
    expect((await client.interrogate({ source_image: 42 })).json.errors).toEqual({
      source_image: "42 is not of type 'string'",
    });
    expect((await client.interrogate({ forms: forms('caption') })).json).toEqual({
      errors: { source_image: 'Missing required parameter in the JSON body' },
      message: 'Input payload validation failed',
    });
    const keyless = await hordeClient(horde, null).interrogate({ source_image: b64 });
    expect(keyless.json.errors).toEqual({
      apikey: 'A User API key Missing required parameter in the HTTP headers',
    });
    const stranger = await hordeClient(horde, 'no-such-key-000').interrogate({ source_image: b64 });
    expect([stranger.status, stranger.json.rc]).toEqual([401, 'InvalidAPIKey']);
    const hook = await client.interrogate({ source_image: b64, webhook: 'http://example.org/h' });
    expect([hook.status, hook.json.rc]).toEqual([400, 'BadRequest']);
    horde.setConcurrency(ALICE.apiKey, 1);
    const many = await client.interrogate({
      source_image: b64,
      forms: Array.from({ length: 11 }, () => ({ name: 'caption' })),
    });
    expect([many.status, many.json.rc, many.json.message]).toEqual([
      429,
      'TooManyPrompts',
      'Parallel requests (11) exceeded user limit (10). Please try again later or request to increase your concurrency.',
    ]);
    const notImage = await client.interrogate({
      source_image: Buffer.from('hello').toString('base64'),
    });
    expect([notImage.status, notImage.json.rc, notImage.json.message]).toEqual([
      400,
      'ImageValidationFailed',
      'Image validation failed. Please ensure the source image payload is either a URL containing an image or a valid base64 encoded image.',
    ]);
    const huge = await client.interrogate({
      source_image: (await pngSaying(3073, 3072)).toString('base64'),
    });
    expect([huge.status, huge.json.rc, huge.json.message]).toEqual([
      400,
      'SourceImageResolutionExceeded',
      'Image validation failed. Image size cannot exceed 3072*3072 pixels',
    ]);
    horde.setFaults({ maintenanceMode: true });
    expect((await client.interrogate({ source_image: b64 })).json.rc).toBe('MaintenanceMode');
    expect(horde.stats.interrogations).toBe(0);
    expect(horde.stats.violations.map((v) => v.side)).toEqual([
      'request',
      'request',
      'request',
      'request',
    ]);
  });

  it("fetches a URL source (no re-encode, no pixel cap, 255 tiles at most, 5 MB at most), with the server's 400s", async () => {
    const { horde, client } = await startHorde();
    const picture = await png(640, 480, '#22aa22');
    const asked = await client.interrogate({
      source_image: await serving({ body: picture }),
      forms: forms('caption'),
    });
    expect(asked.status).toBe(202);
    expect(horde.interrogation(asked.json.id)?.source).toMatchObject({
      width: 640,
      height: 480,
      tiles: 2,
      r2stored: false,
    });
    const page = await serving({
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<html></html>'),
    });
    expect((await client.interrogate({ source_image: page })).json).toEqual({
      message: 'Image validation failed. Url does not contain a valid image.',
      rc: 'SourceImageUrlInvalid',
    });
    const big = await serving({ body: Buffer.concat([picture, Buffer.alloc(5 * 1024 * 1024)]) });
    expect((await client.interrogate({ source_image: big })).json.rc).toBe(
      'SourceImageSizeExceeded',
    );
    const wide = await serving({ body: await pngSaying(512 * 16, 512 * 16) });
    const tooMany = await client.interrogate({ source_image: wide });
    expect([tooMany.json.rc, tooMany.json.message]).toEqual([
      'SourceImageResolutionExceeded',
      'Image validation failed. Image is too large (256 tiles) and would cause horde alchemists to run out of VRAM trying to process it.',
    ]);
    const gone = await client.interrogate({ source_image: 'http://127.0.0.1:1/cat.png' });
    expect(gone.json.message).toBe(
      'Image validation failed. Something went wrong when retrieving image url.',
    );
    expect(horde.stats.violations).toEqual([]);
  });

  it('cancels: a processing form is paid and cancelled, a waiting one costs nothing; the status is then partial', async () => {
    const { horde, clock, client } = await startHorde({ alchemists: { threads: 1 } });
    const { id } = (
      await client.interrogate({
        source_image: (await png(64, 64)).toString('base64'),
        forms: forms('caption', 'GFPGAN'),
      })
    ).json;
    clock.advance(1);
    const cancelled = await client.cancelInterrogation(id);
    expect(cancelled.json).toEqual({
      state: 'partial',
      forms: [
        { form: 'caption', state: 'cancelled' },
        { form: 'GFPGAN', state: 'cancelled' },
      ],
    });
    expect(horde.interrogation(id)?.forms.map((form) => form.paid)).toEqual([3, 0]);
    clock.advance(60_000);
    expect((await client.interrogation(id)).json.forms[0].state).toBe('cancelled');
    expect(horde.kudosOf(ALICE.apiKey)).toBe(ALICE.kudos - 3);
    expect(horde.stats.violations).toEqual([]);
  });

  it('waits while no alchemist takes it (over its 16 tiles, or a form none offers), expires 20 min after its last activity (404), and answers faulted with no form', async () => {
    const { horde, clock, client } = await startHorde();
    const big = await client.interrogate({
      source_image: (await png(2600, 1100)).toString('base64'),
      forms: forms('caption'),
    });
    const palette = await client.interrogate({
      source_image: (await png(64, 64)).toString('base64'),
      forms: forms('palette'),
    });
    const none = await client.interrogate({ source_image: (await png(64, 64)).toString('base64') });
    clock.advance(60_000);
    expect(horde.interrogation(big.json.id)?.source.tiles).toBe(18);
    expect((await client.interrogation(big.json.id)).json.state).toBe('waiting');
    expect((await client.interrogation(palette.json.id)).json.state).toBe('waiting');
    expect((await client.interrogation(none.json.id)).json).toEqual({
      state: 'faulted',
      forms: [],
    });
    clock.advance(20 * 60_000);
    const expired = await client.interrogation(big.json.id);
    expect([expired.status, expired.json]).toEqual([
      404,
      { message: `Interrogation with ID '${big.json.id}' not found.`, rc: 'RequestNotFound' },
    ]);
    expect((await client.cancelInterrogation('not-a-uuid')).status).toBe(404);
    expect(horde.kudosOf(ALICE.apiKey)).toBe(ALICE.kudos);
    expect(horde.stats.violations).toEqual([]);
  });

  it('faults a form its workers abort four times, charging nothing; its image URL is signed once, at delivery, for 30 min', async () => {
    const { horde, clock, client } = await startHorde();
    horde.setFaults({ faultNext: 1 });
    const b64 = (await png(64, 64)).toString('base64');
    const faulted = await client.interrogate({ source_image: b64, forms: forms('caption') });
    const upscaled = await client.interrogate({
      source_image: b64,
      forms: forms('RealESRGAN_x4plus'),
    });
    for (let i = 0; i < 6; i++) clock.advance(10_000);
    expect((await client.interrogation(faulted.json.id)).json).toEqual({
      state: 'faulted',
      forms: [{ form: 'caption', state: 'faulted' }],
    });
    expect(horde.interrogation(faulted.json.id)?.forms[0]).toMatchObject({ aborts: 3, paid: 0 });
    const url = (await client.interrogation(upscaled.json.id)).json.forms[0].result
      .RealESRGAN_x4plus;
    clock.advance(15 * 60_000);
    expect(
      (await client.interrogation(upscaled.json.id)).json.forms[0].result.RealESRGAN_x4plus,
    ).toBe(url);
    const image = await fetch(url);
    expect(webpSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 256, height: 256 });
    clock.advance(16 * 60_000);
    expect((await fetch(url)).status).toBe(403);
    expect(horde.stats.violations).toEqual([]);
  });
});
