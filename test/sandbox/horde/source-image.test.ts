import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { startHorde } from './horde-fixture.js';

/** A real PNG of `width`×`height`, one colour. */
async function png(width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

/** A small PNG whose header (IHDR, with its CRC) says `width`×`height`: what Pillow opens lazily. */
async function pngSaying(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const body = (source: Buffer | string, extra: Record<string, unknown> = {}) => ({
  prompt: 'a red fox',
  params: { width: 512, height: 512, steps: 20, seed: '42', denoising_strength: 0.45 },
  source_image: typeof source === 'string' ? source : source.toString('base64'),
  source_processing: 'img2img',
  ...extra,
});

describe('AI Horde emulator: a source image (img2img)', () => {
  it('reads the source (digest, size, processing, strength), prices it ×1.3, and draws from it', async () => {
    const { horde, clock, client } = await startHorde();
    const source = await png(300, 200);
    const plain = {
      prompt: 'a red fox',
      params: { width: 512, height: 512, steps: 20, seed: '42' },
    };
    const priceWith = (await client.submit({ ...body(source), dry_run: true })).json.kudos;
    const priceWithout = (await client.submit({ ...plain, dry_run: true })).json.kudos;
    expect(priceWith).toBeGreaterThan(priceWithout);

    const edited = await client.submit(body(source));
    expect(edited.status).toBe(202);
    expect(horde.request(edited.json.id)?.source).toEqual({
      digest: createHash('sha256').update(source).digest('hex'),
      width: 300,
      height: 200,
      processing: 'img2img',
      strength: 0.45,
    });
    const fromWords = await client.submit(plain);
    expect(horde.request(fromWords.json.id)?.source).toBeUndefined();
    const other = await client.submit(body(await png(300, 200, '#cc3366')));
    clock.advance(30_000);
    const image = async (id: string) => {
      const status = (await client.status(id)).json;
      return Buffer.from(await (await fetch(status.generations[0].img)).arrayBuffer());
    };
    const [a, b, c] = await Promise.all([
      image(edited.json.id),
      image(fromWords.json.id),
      image(other.json.id),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    expect(horde.stats.violations).toEqual([]);
  });

  it('refuses an undecodable source with 400 ImageValidationFailed; queues nothing', async () => {
    const { horde, client } = await startHorde();
    for (const source of [
      Buffer.from('not an image at all'),
      `data:image/png;base64,${(await png(8, 8)).toString('base64')}`,
    ]) {
      const answer = await client.submit(body(source));
      expect(answer).toMatchObject({ status: 400, json: { rc: 'ImageValidationFailed' } });
    }
    const truncated = (await png(64, 64)).subarray(0, 60);
    expect(await client.submit(body(truncated))).toMatchObject({
      status: 400,
      json: { rc: 'ImageValidationFailed' },
    });
    expect(horde.stats.submissions).toBe(0);
    expect(horde.stats.violations.filter((v) => v.side === 'answer')).toEqual([]);
  });

  it('refuses a source over 3072×3072 pixels (read from its header) with 400 SourceImageResolutionExceeded', async () => {
    const { horde, client } = await startHorde();
    const answer = await client.submit(body(await pngSaying(3073, 3072)));
    expect(answer).toMatchObject({
      status: 400,
      json: {
        rc: 'SourceImageResolutionExceeded',
        message: 'Image validation failed. Image size cannot exceed 3072*3072 pixels',
      },
    });
    expect(horde.stats.submissions).toBe(0);
  });

  it('a dry run prices the request without reading the source (the server reads it on activation)', async () => {
    const { client } = await startHorde();
    const answer = await client.submit({ ...body(Buffer.from('garbage')), dry_run: true });
    expect(answer).toMatchObject({ status: 200, json: { kudos: expect.any(Number) } });
  });

  it('validates the source fields: a mask without a source, remix off Stable Cascade, an unknown processing', async () => {
    const { horde, client } = await startHorde();
    const source = await png(64, 64);
    expect(
      await client.submit({ prompt: 'a fox', source_mask: source.toString('base64') }),
    ).toMatchObject({ status: 400, json: { rc: 'SourceMaskUnnecessary' } });
    expect(await client.submit(body(source, { source_processing: 'remix' }))).toMatchObject({
      status: 400,
      json: { rc: 'InvalidRemix' },
    });
    const unknown = await client.submit(body(source, { source_processing: 'sketch' }));
    expect(unknown).toMatchObject({
      status: 400,
      json: { errors: { source_processing: expect.any(String) } },
    });
    const tooStrong = await client.submit(body(source, { params: { denoising_strength: 1.5 } }));
    expect(tooStrong).toMatchObject({ status: 400, json: { errors: expect.any(Object) } });
    expect(horde.stats.submissions).toBe(0);
  });
});
