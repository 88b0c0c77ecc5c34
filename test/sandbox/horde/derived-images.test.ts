import { describe, expect, it } from 'vitest';
import { composedPng, likeness, meanDifference, sizeOf } from '../derived-pictures.js';
import { startHorde } from './horde-fixture.js';

describe('AI Horde emulator: what it makes of a source follows the source', () => {
  it('img2img keeps the source’s composition, changed by denoising_strength', async () => {
    const { horde, clock, client } = await startHorde();
    const source = await composedPng(320, 256);
    const submit = (strength: number) =>
      client.submit({
        prompt: 'a red fox',
        params: { width: 320, height: 256, steps: 20, seed: '42', denoising_strength: strength },
        source_image: source.toString('base64'),
        source_processing: 'img2img',
      });
    const subtle = await submit(0.3);
    const strong = await submit(0.9);
    clock.advance(60_000);
    const image = async (id: string) => {
      const status = (await client.status(id)).json;
      return Buffer.from(await (await fetch(status.generations[0].img)).arrayBuffer());
    };
    const [low, high] = await Promise.all([image(subtle.json.id), image(strong.json.id)]);
    expect(await sizeOf(low)).toEqual({ width: 320, height: 256 });
    expect(await likeness(source, low)).toBeGreaterThan(0.8);
    expect(await meanDifference(source, low)).toBeGreaterThan(5);
    expect(await likeness(source, high)).toBeLessThan((await likeness(source, low)) - 0.3);
    expect(horde.stats.violations).toEqual([]);
  });

  it('an alchemy upscale is the source enlarged', async () => {
    const { horde, clock, client } = await startHorde();
    const source = await composedPng(300, 200);
    const asked = await client.interrogate({
      source_image: source.toString('base64'),
      forms: [{ name: 'RealESRGAN_x2plus' }],
    });
    clock.advance(10_000);
    const done = (await client.interrogation(asked.json.id)).json;
    const url = done.forms[0].result.RealESRGAN_x2plus as string;
    const upscaled = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(await sizeOf(upscaled)).toEqual({ width: 600, height: 400 });
    expect(await meanDifference(source, upscaled)).toBeLessThan(3);
    expect(horde.stats.violations).toEqual([]);
  });
});
