import { describe, expect, it } from 'vitest';
import {
  ALICE_KEY,
  call,
  imageInfo,
  postGeneration,
  startOpenAiImages,
  untilInFlight,
} from './openai-fixture.js';

describe('OpenAI Images emulator: generations through the official openai client', () => {
  it('answers images.generate with n images in the asked format, size and quality, and charges the tokens', async () => {
    const { emulator, client, clock } = await startOpenAiImages();
    const answer = await client.images.generate({
      model: 'gpt-image-1',
      prompt: 'a red fox in the snow',
      n: 2,
      size: '1536x1024',
      quality: 'high',
      output_format: 'webp',
      output_compression: 80,
    });
    expect(answer).toMatchObject({
      created: Math.floor(clock.now() / 1000),
      size: '1536x1024',
      quality: 'high',
      background: 'opaque',
      output_format: 'webp',
      usage: {
        input_tokens: 6,
        output_tokens: 2 * 6208,
        total_tokens: 6 + 2 * 6208,
        input_tokens_details: { text_tokens: 6, image_tokens: 0 },
      },
    });
    const images = (answer.data ?? []).map((image) => imageInfo(image.b64_json));
    expect(images.map(({ type, width, height }) => ({ type, width, height }))).toEqual([
      { type: 'webp', width: 1536, height: 1024 },
      { type: 'webp', width: 1536, height: 1024 },
    ]);
    expect(images[0]?.bytes.equals(images[1]?.bytes ?? Buffer.alloc(0))).toBe(false);
    expect(emulator.usageOf(ALICE_KEY)).toEqual({
      requests: 1,
      generations: 1,
      images: 2,
      inputTokens: 6,
      outputTokens: 12_416,
      totalTokens: 12_422,
    });
    expect(emulator.stats).toMatchObject({ generations: 1, images: 2, violations: [] });
    expect(emulator.stats.tokens).toEqual({ input: 6, output: 12_416, total: 12_422 });
  });

  it('keeps the final images it delivered, answered or streamed, with their request ids; none of a cut stream', async () => {
    const { emulator, client } = await startOpenAiImages();
    const answered = await client.images
      .generate({ model: 'gpt-image-1', prompt: 'two foxes', n: 2 })
      .withResponse();
    const stream = await client.images.generate({
      model: 'gpt-image-1',
      prompt: 'a streamed fox',
      stream: true,
      partial_images: 1,
    });
    const streamed: string[] = [];
    for await (const event of stream) {
      if (event.type === 'image_generation.completed') streamed.push(event.b64_json);
    }
    emulator.setFaults({ cutStreamNext: 1 });
    const cut = await client.images.generate({
      prompt: 'a cut fox',
      stream: true,
      partial_images: 1,
    });
    await expect(async () => {
      for await (const _ of cut);
    }).rejects.toThrow();

    const delivered = emulator.delivered();
    expect(delivered.map(({ prompt, index }) => [prompt, index])).toEqual([
      ['two foxes', 0],
      ['two foxes', 1],
      ['a streamed fox', 0],
    ]);
    expect(delivered[0]?.requestId).toBe(answered.response.headers.get('x-request-id'));
    const answeredImages = (answered.data.data ?? []).map((image) => image.b64_json);
    expect(delivered.slice(0, 2).map((image) => image.bytes.toString('base64'))).toEqual(
      answeredImages,
    );
    expect(delivered[2]?.bytes.toString('base64')).toBe(streamed[0]);
  });

  it('encodes PNG (default), JPEG and WebP, resolves auto to 1024x1024 medium opaque', async () => {
    const { emulator, client } = await startOpenAiImages();
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const answer = await client.images.generate({
        model: 'gpt-image-1',
        prompt: 'a lighthouse',
        ...(format === 'png' ? {} : { output_format: format }),
      });
      expect(answer).toMatchObject({ size: '1024x1024', quality: 'medium', output_format: format });
      expect(imageInfo(answer.data?.[0]?.b64_json)).toMatchObject({
        type: format === 'jpeg' ? 'jpg' : format,
        width: 1024,
        height: 1024,
      });
      expect(answer.usage?.output_tokens).toBe(1056);
    }
    expect(emulator.stats.violations).toEqual([]);
  });

  it('draws the same picture for the same prompt and another for another prompt', async () => {
    const { client } = await startOpenAiImages();
    const draw = async (prompt: string) =>
      (await client.images.generate({ model: 'gpt-image-1', prompt, quality: 'low' })).data?.[0]
        ?.b64_json;
    expect(await draw('a cat')).toBe(await draw('a cat'));
    expect(await draw('a cat')).not.toBe(await draw('a dog'));
  });

  it('keeps a transparent background transparent in PNG and refuses it in JPEG', async () => {
    const { client } = await startOpenAiImages();
    const answer = await client.images.generate({
      model: 'gpt-image-1',
      prompt: 'a sticker',
      background: 'transparent',
    });
    expect(answer.background).toBe('transparent');
    const png = imageInfo(answer.data?.[0]?.b64_json).bytes;
    expect(png[25]).toBe(6); // IHDR colour type 6: RGB with alpha
    await expect(
      client.images.generate({
        model: 'gpt-image-1',
        prompt: 'a sticker',
        background: 'transparent',
        output_format: 'jpeg',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_value', param: 'background' });
  });

  it('refuses a size the model does not take with 400 invalid_value on size; gpt-image-2 takes free sizes', async () => {
    const { emulator, client } = await startOpenAiImages();
    await expect(
      client.images.generate({ model: 'gpt-image-1', prompt: 'a fox', size: '512x512' }),
    ).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'invalid_value',
      param: 'size',
      message: expect.stringContaining(
        "Invalid value: '512x512'. Supported values are: '1024x1024'",
      ),
    });
    const free = await client.images.generate({
      model: 'gpt-image-2',
      prompt: 'a fox',
      size: '1536x864',
    });
    expect(free.size).toBe('1536x864');
    expect(imageInfo(free.data?.[0]?.b64_json)).toMatchObject({ width: 1536, height: 864 });
    await expect(
      client.images.generate({ model: 'gpt-image-2', prompt: 'a fox', size: '3000x500' }),
    ).rejects.toMatchObject({ status: 400, param: 'size' });
    expect(emulator.stats.generations).toBe(1);
    expect(emulator.usageOf(ALICE_KEY).generations).toBe(1);
  });

  it('takes n up to 10 and refuses 11 (integer_above_max_value), dall-e only fields and retired models', async () => {
    const { emulator, client } = await startOpenAiImages();
    const ten = await client.images.generate({ model: 'gpt-image-1', prompt: 'dots', n: 10 });
    expect(ten.data).toHaveLength(10);
    await expect(
      client.images.generate({ model: 'gpt-image-1', prompt: 'dots', n: 11 }),
    ).rejects.toMatchObject({ status: 400, code: 'integer_above_max_value', param: 'n' });
    await expect(
      client.images.generate({ model: 'gpt-image-1', prompt: 'dots', response_format: 'url' }),
    ).rejects.toMatchObject({ status: 400, code: 'unknown_parameter', param: 'response_format' });
    await expect(
      client.images.generate({ model: 'dall-e-3', prompt: 'dots' }),
    ).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ requests: 4, generations: 1, images: 10 });
  });

  it('blocks a prompt with the moderation test word: 400 moderation_blocked, nothing charged', async () => {
    const { emulator, client } = await startOpenAiImages();
    await expect(
      client.images.generate({ model: 'gpt-image-1', prompt: 'a MODERATION-TEST picture' }),
    ).rejects.toMatchObject({
      status: 400,
      type: 'image_generation_user_error',
      code: 'moderation_blocked',
      param: null,
    });
    expect(emulator.stats).toMatchObject({ moderationBlocked: 1, generations: 0, images: 0 });
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ generations: 0, totalTokens: 0 });
  });

  it('takes a generation’s duration on the emulated clock (quality-dependent, × timeScale)', async () => {
    const { emulator, clock } = await startOpenAiImages({ timeScale: 0.5 });
    const pending = postGeneration(emulator, {
      model: 'gpt-image-1',
      prompt: 'slow',
      quality: 'low',
    });
    let done = false;
    void pending.then(() => {
      done = true;
    });
    const [run] = await untilInFlight(emulator);
    expect(run).toMatchObject({ model: 'gpt-image-1', n: 1, stream: false });
    expect((run?.finishesAt ?? 0) - (run?.startedAt ?? 0)).toBe(5_000);
    clock.advance(4_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    clock.advance(1);
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.json.created).toBe(Math.floor(clock.now() / 1000));
    expect(emulator.inFlight()).toEqual([]);
  });

  it('stands for an OpenAI-compatible provider: another base path, moderation refused with 451', async () => {
    const { emulator, client } = await startOpenAiImages({
      basePath: '/api/openai/v1',
      moderationStatus: 451,
    });
    expect(emulator.baseURL).toBe(`${emulator.url}/api/openai/v1`);
    const stream = await client.images.generate({
      model: 'gpt-image-1',
      prompt: 'a fox',
      stream: true,
      partial_images: 1,
    });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types).toEqual(['image_generation.partial_image', 'image_generation.completed']);
    await expect(
      client.images.generate({ model: 'gpt-image-1', prompt: 'moderation-test' }),
    ).rejects.toMatchObject({ status: 451, code: 'moderation_blocked' });
    const outside = await call(`${emulator.url}/v1/models`, {
      headers: { authorization: `Bearer ${ALICE_KEY}` },
    });
    expect(outside.status).toBe(404);
    expect(outside.json.error.message).toBe('Invalid URL (GET /v1/models)');
    expect(emulator.stats.violations).toEqual([]);
  });
});
