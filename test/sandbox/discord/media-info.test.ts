import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaInfo } from '../../../sandbox/discord/state/media-info.js';

const image = (channels: 3 | 4) =>
  sharp({
    create: { width: 300, height: 200, channels, background: { r: 48, g: 96, b: 192, alpha: 0.5 } },
  });

describe('the Discord emulator reports an image attachment’s size as Discord does', () => {
  it('for WebP in each of its three forms: lossy (VP8), lossless (VP8L) and extended (VP8X)', async () => {
    const forms = {
      lossy: await image(3).webp({ quality: 80 }).toBuffer(),
      lossless: await image(3).webp({ lossless: true }).toBuffer(),
      extended: await image(4).webp({ quality: 80 }).toBuffer(),
    };
    expect(forms.lossy.subarray(12, 16).toString('latin1')).toBe('VP8 ');
    expect(forms.lossless.subarray(12, 16).toString('latin1')).toBe('VP8L');
    expect(forms.extended.subarray(12, 16).toString('latin1')).toBe('VP8X');
    for (const bytes of Object.values(forms)) {
      expect(mediaInfo(bytes, 'card.webp')).toEqual({
        contentType: 'image/webp',
        width: 300,
        height: 200,
      });
    }
  });

  it('for PNG and JPEG, and none for a file that only says it is WebP', async () => {
    expect(mediaInfo(await image(3).png().toBuffer(), 'a.png')).toMatchObject({ width: 300 });
    expect(mediaInfo(await image(3).jpeg().toBuffer(), 'a.jpg')).toMatchObject({ height: 200 });
    expect(mediaInfo(Buffer.from('not an image at all, really'), 'a.webp')).toEqual({
      contentType: 'image/webp',
    });
  });
});
