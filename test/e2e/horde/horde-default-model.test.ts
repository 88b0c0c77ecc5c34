import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOf, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type HordeEnv, startHordeEnv } from './horde-kit.js';

describe("the AI Horde's default model", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  /** Runs one generation: the card's fields, and the request as the Horde emulator holds it. */
  const generate = async (options: Record<string, string>) => {
    const run = await runImagine(env, { prompt: 'a fox on the default', ...options });
    const final = await waitForResult(run, 20_000);
    const request = env.horde.request(await taskIdOf(env, run));
    // The card's markdown escapes `_`; a member reads `stable_diffusion`.
    const fields = Object.fromEntries(
      Object.entries(fieldsOf(final)).map(([name, value]) => [name, value.replaceAll('\\_', '_')]),
    );
    return { final, fields, request };
  };

  it('runs a request without a model on the Horde’s own default, stable_diffusion, and names it on the card', async () => {
    env = await startHordeEnv();
    const { final, fields, request } = await generate({});
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(request?.body.models).toBeUndefined();
    expect(request?.jobs.map((job) => job.model)).toEqual(['stable_diffusion']);
    expect(fields.Model).toBe('stable_diffusion');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('runs the operator’s HORDE_DEFAULT_MODEL where the member chose none, and a chosen model over it', async () => {
    env = await startHordeEnv({ env: { HORDE_DEFAULT_MODEL: 'AlbedoBase XL (SDXL)' } });
    const byDefault = await generate({});
    expect(byDefault.request?.body.models).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byDefault.request?.jobs.map((job) => job.model)).toEqual(['AlbedoBase XL (SDXL)']);
    expect(byDefault.fields.Model).toBe('AlbedoBase XL (SDXL)');
    const chosen = await generate({ model: 'stable_diffusion' });
    expect(chosen.request?.body.models).toEqual(['stable_diffusion']);
    expect(chosen.fields.Model).toBe('stable_diffusion');
  });
});
