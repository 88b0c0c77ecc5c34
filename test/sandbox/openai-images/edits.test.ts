import { createCanvas } from '@napi-rs/canvas';
import { toFile } from 'openai';
import type { ImageEditStreamEvent } from 'openai/resources/images';
import { describe, expect, it } from 'vitest';
import { inputImageTokens, textTokens } from '../../../sandbox/openai-images/index.js';
import { ALICE_KEY, call, imageInfo, startOpenAiImages } from './openai-fixture.js';

/** A PNG of `width`×`height` filled with `colour`. */
async function png(width: number, height: number, colour = '#3366cc') {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

const pngFile = async (width = 300, height = 200, colour?: string) =>
  toFile(await png(width, height, colour), 'input.png', { type: 'image/png' });

/** POSTs a multipart edit built by `fill` with alice's key. */
async function postEdit(baseURL: string, fill: (form: FormData) => void | Promise<void>) {
  const form = new FormData();
  await fill(form);
  return call(`${baseURL}/images/edits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ALICE_KEY}` },
    body: form,
  });
}

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('OpenAI Images emulator: POST /v1/images/edits through the official openai client', () => {
  it('streams image_edit.partial_image events, then image_edit.completed with the input image tokens', async () => {
    const { emulator, client } = await startOpenAiImages();
    const stream = await client.images.edit({
      model: 'gpt-image-1',
      prompt: 'make it night',
      image: await pngFile(300, 200),
      size: '1536x1024',
      stream: true,
      partial_images: 2,
      input_fidelity: 'high',
    });
    const events: ImageEditStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    expect(events.map((e) => e.type)).toEqual([
      'image_edit.partial_image',
      'image_edit.partial_image',
      'image_edit.completed',
    ]);
    for (const event of events) {
      expect(imageInfo(event.b64_json)).toMatchObject({ type: 'png', width: 1536, height: 1024 });
    }
    const images = inputImageTokens(300, 200, true);
    const text = textTokens('make it night');
    expect(events[2]).toMatchObject({
      usage: {
        input_tokens: text + images,
        input_tokens_details: { text_tokens: text, image_tokens: images },
      },
    });
    expect(emulator.edits()).toEqual([
      expect.objectContaining({
        model: 'gpt-image-1',
        inputs: [
          {
            type: 'image/png',
            bytes: expect.any(Number),
            sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
            width: 300,
            height: 200,
          },
        ],
        inputFidelity: 'high',
        size: '1536x1024',
        stream: true,
        partialImages: 2,
        fields: ['image', 'input_fidelity', 'model', 'partial_images', 'prompt', 'size', 'stream'],
      }),
    ]);
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ images: 1, inputTokens: text + images });
    expect(emulator.stats).toMatchObject({ edits: 1, generations: 1, partialImages: 2 });
    expect(emulator.stats.requests.images_edits).toBe(1);
    expect(emulator.stats.violations).toEqual([]);
  });

  it('answers a non-streamed edit with one ImagesResponse, its image drawn over the input', async () => {
    const { emulator, client } = await startOpenAiImages();
    const edit = async (colour: string) =>
      client.images.edit({
        model: 'gpt-image-1',
        prompt: 'a hat',
        image: await pngFile(64, 64, colour),
        output_format: 'webp',
      });
    const blue = await edit('#0000ff');
    const red = await edit('#ff0000');
    const again = await edit('#0000ff');
    expect(blue).toMatchObject({ output_format: 'webp', size: '1024x1024', quality: 'medium' });
    expect(imageInfo(blue.data?.[0]?.b64_json)).toMatchObject({ type: 'webp', width: 1024 });
    expect(red.data?.[0]?.b64_json).not.toBe(blue.data?.[0]?.b64_json);
    expect(again.data?.[0]?.b64_json).toBe(blue.data?.[0]?.b64_json);
    expect(blue.usage?.input_tokens_details.image_tokens).toBe(inputImageTokens(64, 64, false));
    expect(emulator.stats.violations).toEqual([]);
  });

  it('takes several images as image[] parts (the SDK’s array), up to 16', async () => {
    const { emulator, client } = await startOpenAiImages();
    const two = [await pngFile(32, 32), await pngFile(48, 16)];
    await client.images.edit({ model: 'gpt-image-1.5', prompt: 'a basket', image: two });
    expect(emulator.edits()[0]?.inputs.map((i) => [i.width, i.height])).toEqual([
      [32, 32],
      [48, 16],
    ]);
    const many = await Promise.all(Array.from({ length: 17 }, () => pngFile(8, 8)));
    await expect(
      client.images.edit({ model: 'gpt-image-1.5', prompt: 'a pile', image: many }),
    ).rejects.toMatchObject({ status: 400, param: 'image' });
    expect(emulator.stats.violations).toEqual([
      expect.objectContaining({ side: 'request', route: 'images_edits', status: 400 }),
    ]);
  });
});

describe('OpenAI Images emulator: edits refused as OpenAI refuses them, nothing charged', () => {
  const image = async (form: FormData) =>
    form.append('image', blob(await png(40, 40), 'image/png'), 'a.png');
  it.each<[string, (form: FormData) => Promise<void>, number, Record<string, unknown>]>([
    [
      'a part without an image type (as a raw Blob is sent)',
      async (form) => {
        form.append('image', blob(await png(40, 40), ''), 'a.png');
        form.append('prompt', 'x');
      },
      400,
      {
        message:
          "Invalid file 'image': unsupported mimetype ('application/octet-stream'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.",
        type: 'invalid_request_error',
        param: 'image',
        code: 'unsupported_file_mimetype',
      },
    ],
    [
      'the second image of an array as a GIF',
      async (form) => {
        form.append('image[]', blob(await png(40, 40), 'image/png'), 'a.png');
        form.append('image[]', blob(Buffer.from('GIF89a'), 'image/gif'), 'b.gif');
        form.append('prompt', 'x');
      },
      400,
      {
        param: 'image',
        code: 'unsupported_file_mimetype',
        message: expect.stringMatching(
          /^Invalid file 'image\[1\]': unsupported mimetype \('image\/gif'\)/,
        ),
      },
    ],
    [
      'bytes that are no image',
      async (form) => {
        form.append('image', blob(Buffer.from('not a png at all'), 'image/png'), 'a.png');
        form.append('prompt', 'x');
      },
      400,
      {
        message: 'Invalid image file or mode for image 1, please check your image file.',
        type: 'image_generation_user_error',
        param: null,
        code: 'invalid_image_file',
      },
    ],
    [
      'a mask of another size',
      async (form) => {
        await image(form);
        form.append('mask', blob(await png(20, 20), 'image/png'), 'm.png');
        form.append('prompt', 'x');
      },
      400,
      { param: 'mask', code: 'invalid_value' },
    ],
    [
      'input_fidelity high on gpt-image-1-mini',
      async (form) => {
        await image(form);
        form.append('prompt', 'x');
        form.append('model', 'gpt-image-1-mini');
        form.append('input_fidelity', 'high');
      },
      400,
      { param: 'input_fidelity', code: 'invalid_value' },
    ],
    [
      'input_fidelity on gpt-image-2',
      async (form) => {
        await image(form);
        form.append('prompt', 'x');
        form.append('model', 'gpt-image-2');
        form.append('input_fidelity', 'low');
      },
      400,
      { param: 'input_fidelity', code: 'invalid_value' },
    ],
    [
      'moderation, a field of generations only',
      async (form) => {
        await image(form);
        form.append('prompt', 'x');
        form.append('moderation', 'low');
      },
      400,
      {
        param: 'moderation',
        code: 'unknown_parameter',
        message: "Unknown parameter: 'moderation'.",
      },
    ],
    [
      'the image as text',
      async (form) => {
        form.append('image', 'https://example.com/a.png');
        form.append('prompt', 'x');
      },
      400,
      {
        message:
          "Invalid type for 'image': expected one of an array of files or file, but got a string instead.",
        param: 'image',
        code: 'invalid_type',
      },
    ],
    [
      'no image',
      async (form) => {
        form.append('prompt', 'x');
      },
      400,
      { param: 'image', code: 'missing_required_parameter' },
    ],
    [
      'n that is not a number',
      async (form) => {
        await image(form);
        form.append('prompt', 'x');
        form.append('n', 'two');
      },
      400,
      { param: 'n', code: 'invalid_type' },
    ],
    [
      'a prompt the safety system blocks',
      async (form) => {
        await image(form);
        form.append('prompt', 'a moderation-test cat');
      },
      400,
      { type: 'image_generation_user_error', code: 'moderation_blocked' },
    ],
    [
      'a retired model',
      async (form) => {
        await image(form);
        form.append('prompt', 'x');
        form.append('model', 'dall-e-2');
      },
      404,
      { code: 'model_not_found', param: 'model' },
    ],
  ])('refuses %s', async (_what, fill, status, error) => {
    const { emulator } = await startOpenAiImages();
    const answer = await postEdit(emulator.baseURL, fill);
    expect(answer.status).toBe(status);
    expect(answer.json.error).toMatchObject(error);
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ images: 0, totalTokens: 0 });
    expect(emulator.stats.generations).toBe(0);
    expect(emulator.stats.violations.filter((v) => v.side === 'answer')).toEqual([]);
  });

  it('refuses a JSON body on this multipart route, counted as a request violation', async () => {
    const { emulator } = await startOpenAiImages();
    const answer = await call(`${emulator.baseURL}/images/edits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ALICE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'x', images: [{ image_url: 'https://example.com/a.png' }] }),
    });
    expect(answer.status).toBe(400);
    expect(emulator.stats.violations).toEqual([
      expect.objectContaining({ side: 'request', route: 'images_edits' }),
    ]);
  });

  it('takes dall-e-2 where it is not retired: one square PNG, prompt up to 1000 characters', async () => {
    const { emulator } = await startOpenAiImages({ retiredModels: [] });
    const dallE2 = (width: number, prompt = 'x') =>
      postEdit(emulator.baseURL, async (form) => {
        form.append('image', blob(await png(width, 64), 'image/png'), 'a.png');
        form.append('model', 'dall-e-2');
        form.append('size', '256x256');
        form.append('prompt', prompt);
      });
    expect((await dallE2(64)).status).toBe(200);
    const oblong = await dallE2(128);
    expect(oblong.json.error).toMatchObject({ param: 'image', code: 'invalid_value' });
    const long = await dallE2(64, 'x'.repeat(1001));
    expect(long.json.error).toMatchObject({ param: 'prompt', code: 'string_above_max_length' });
    expect(emulator.stats.violations).toEqual([]);
  });
});
