import { toFile } from 'openai';
import { describe, expect, it } from 'vitest';
import { composedPng, likeness, meanDifference, sizeOf } from '../derived-pictures.js';
import { startOpenAiImages } from './openai-fixture.js';

describe('OpenAI Images emulator: an edit follows its input', () => {
  it('keeps the input’s composition, changed visibly (an edit takes no strength: a fixed blend)', async () => {
    const { emulator, client } = await startOpenAiImages();
    const source = await composedPng(1024, 1024);
    const edited = await client.images.edit({
      model: 'gpt-image-1',
      prompt: 'make it night',
      image: await toFile(source, 'input.png', { type: 'image/png' }),
      size: '1024x1024',
    });
    const image = Buffer.from(edited.data?.[0]?.b64_json ?? '', 'base64');
    expect(await sizeOf(image)).toEqual({ width: 1024, height: 1024 });
    expect(await likeness(source, image)).toBeGreaterThan(0.6);
    expect(await meanDifference(source, image)).toBeGreaterThan(10);
    expect(emulator.stats.violations).toEqual([]);
  });
});
