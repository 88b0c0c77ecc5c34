import { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../mask-pictures.js';
import { startOpenAiImages } from './openai-fixture.js';

const BLUE: [number, number, number] = [30, 90, 200];
const hole = { left: 256, top: 384, width: 256, height: 128 };
const file = (bytes: Buffer, name: string) => toFile(bytes, name, { type: 'image/png' });

describe('OpenAI Images emulator: an edit with a mask', () => {
  it('gpt-image: paints where the mask is transparent; the rest comes back near the input, not equal', async () => {
    const { emulator, client } = await startOpenAiImages();
    const answer = await client.images.edit({
      model: 'gpt-image-1',
      prompt: 'a lantern',
      image: await file(await sourcePng(512, 512), 'in.png'),
      mask: await file(
        await maskPng(512, 512, { left: 128, top: 192, width: 128, height: 64 }, 'alpha'),
        'mask.png',
      ),
      size: '1024x1024',
    });
    const bytes = Buffer.from(answer.data?.[0]?.b64_json ?? '', 'base64');
    const { at, width } = await pixels(bytes);
    expect(width).toBe(1024);
    expect((await paintedOnlyIn(bytes, hole, BLUE, 4)).newInside).toBe(true);
    let exact = 0;
    for (let x = 0; x < 1024; x += 7) {
      const kept = at(x, 100);
      for (const [channel, value] of kept.entries()) {
        expect(Math.abs(value - (BLUE[channel] as number))).toBeLessThanOrEqual(3);
      }
      if (kept.every((value, channel) => value === BLUE[channel])) exact += 1;
    }
    expect(exact).toBeLessThan(100);
    expect(emulator.edits().at(-1)?.mask).toBe(true);
  });

  it('dall-e-2: keeps every pixel the mask keeps exactly', async () => {
    const { client } = await startOpenAiImages({ retiredModels: [] });
    const answer = await client.images.edit({
      model: 'dall-e-2',
      prompt: 'a lantern',
      image: await file(await sourcePng(512, 512), 'in.png'),
      mask: await file(await maskPng(512, 512, hole, 'alpha'), 'mask.png'),
      size: '512x512',
      response_format: 'b64_json',
    });
    const bytes = Buffer.from(answer.data?.[0]?.b64_json ?? '', 'base64');
    expect(await paintedOnlyIn(bytes, hole, BLUE)).toEqual({ keptOutside: true, newInside: true });
  });

  it('refuses a mask without alpha as an image of the wrong mode', async () => {
    const { client } = await startOpenAiImages();
    const refused = await client.images
      .edit({
        model: 'gpt-image-1',
        prompt: 'a lantern',
        image: await file(await sourcePng(64, 64), 'in.png'),
        mask: await file(
          await maskPng(64, 64, { left: 8, top: 8, width: 8, height: 8 }, 'grey'),
          'mask.png',
        ),
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 400,
      error: {
        message: 'Invalid image file or mode for image 2, please check your image file.',
        type: 'image_generation_user_error',
        code: 'invalid_image_file',
      },
    });
  });
});
