import type { ImageGenStreamEvent } from 'openai/resources/images';
import { describe, expect, it } from 'vitest';
import { ALICE_KEY, imageInfo, startOpenAiImages, untilInFlight } from './openai-fixture.js';

/** Events are rendered images: on a loaded machine one may take seconds of real time. */
const POLL = { timeout: 10_000 };

const STREAMED = {
  model: 'gpt-image-1',
  prompt: 'a paper boat',
  stream: true,
  partial_images: 2,
  output_format: 'png',
} as const;

describe('OpenAI Images emulator: streamed generations through the official openai client', () => {
  it('streams partial images 0 and 1, then the completed image with its usage', async () => {
    const { emulator, client } = await startOpenAiImages();
    const stream = await client.images.generate(STREAMED);
    const events: ImageGenStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    expect(
      events.map((e) => [e.type, 'partial_image_index' in e ? e.partial_image_index : null]),
    ).toEqual([
      ['image_generation.partial_image', 0],
      ['image_generation.partial_image', 1],
      ['image_generation.completed', null],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        size: '1024x1024',
        quality: 'medium',
        background: 'opaque',
        output_format: 'png',
      });
      expect(imageInfo(event.b64_json)).toMatchObject({ type: 'png', width: 1024, height: 1024 });
    }
    const [first, second, completed] = events.map((e) => e.b64_json);
    expect(new Set([first, second, completed]).size).toBe(3);
    expect(events[2]).toMatchObject({
      usage: { input_tokens: 3, output_tokens: 1056, total_tokens: 1059 },
    });
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({
      generations: 1,
      images: 1,
      totalTokens: 1059,
    });
    expect(emulator.stats).toMatchObject({
      streams: 1,
      partialImages: 2,
      images: 1,
      violations: [],
    });
  });

  it('sends the partial images spread over the duration on the emulated clock', async () => {
    const { emulator, client, clock } = await startOpenAiImages({ timeScale: 1 });
    const stream = await client.images.generate({ ...STREAMED, quality: 'low' });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of stream) seen.push(event.type);
    })();
    const [run] = await untilInFlight(emulator);
    expect((run?.finishesAt ?? 0) - (run?.startedAt ?? 0)).toBe(10_000);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
    clock.advance(3_333);
    await settle();
    expect(seen).toEqual([]);
    clock.advance(1);
    await expect.poll(() => seen.length, POLL).toBe(1);
    clock.advance(3_333);
    await expect.poll(() => seen.length, POLL).toBe(2);
    await settle();
    expect(seen).toHaveLength(2);
    clock.advance(3_333);
    await reading;
    expect(seen.at(-1)).toBe('image_generation.completed');
    expect(emulator.inFlight()).toEqual([]);
  });

  it('sends only the completed image when partial_images is 0, one per image with n', async () => {
    const { emulator, client } = await startOpenAiImages();
    const stream = await client.images.generate({ ...STREAMED, partial_images: 0, n: 2 });
    const events: ImageGenStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    expect(events.map((e) => e.type)).toEqual([
      'image_generation.completed',
      'image_generation.completed',
    ]);
    const total = events.reduce((sum, e) => sum + ('usage' in e ? e.usage.total_tokens : 0), 0);
    expect(total).toBe(emulator.usageOf(ALICE_KEY).totalTokens);
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ images: 2, totalTokens: 3 + 2 * 1056 });
  });

  it('cuts the connection after the first partial image with cutStreamNext: the client throws, nothing is charged', async () => {
    const { emulator, client } = await startOpenAiImages();
    emulator.setFaults({ cutStreamNext: 1 });
    const stream = await client.images.generate(STREAMED);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const event of stream) seen.push(event.type);
      })(),
    ).rejects.toThrow();
    expect(seen).toEqual(['image_generation.partial_image']);
    expect(emulator.stats).toMatchObject({ abandoned: 1, images: 0, partialImages: 1 });
    expect(emulator.stats.faults.stream_cut).toBe(1);
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ generations: 0, totalTokens: 0 });
    expect(emulator.faults.cutStreamNext).toBe(0);
  });

  it('gives a generation up uncharged when the client goes away, streamed or not', async () => {
    const { emulator, client, clock } = await startOpenAiImages({ timeScale: 1 });
    const streaming = new AbortController();
    const stream = await client.images.generate(STREAMED, { signal: streaming.signal });
    const reading = (async () => {
      for await (const _event of stream) streaming.abort();
    })();
    await untilInFlight(emulator);
    clock.advance(10_000);
    await reading.catch(() => undefined);
    await expect.poll(() => emulator.stats.abandoned, POLL).toBe(1);
    const waiting = new AbortController();
    const pending = client.images.generate(
      { model: 'gpt-image-1', prompt: 'never mind' },
      { signal: waiting.signal },
    );
    await untilInFlight(emulator);
    waiting.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => emulator.stats.abandoned, POLL).toBe(2);
    expect(emulator.inFlight()).toEqual([]);
    expect(emulator.stats).toMatchObject({ generations: 2, images: 0 });
    expect(emulator.usageOf(ALICE_KEY)).toMatchObject({ generations: 0, totalTokens: 0 });
  });
});
