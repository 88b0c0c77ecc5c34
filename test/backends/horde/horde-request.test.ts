import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLERS } from '../../../sandbox/horde/spec/generation-schemas.js';
import {
  HORDE_CAPABILITIES,
  HORDE_SAMPLERS,
} from '../../../src/backends/horde/horde-capabilities.js';
import { paintedSize, toHordeBody } from '../../../src/backends/horde/horde-request.js';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';

describe('the Horde sampler', () => {
  it("offers exactly the samplers of the Horde's description, its default first", () => {
    expect([...HORDE_SAMPLERS].sort()).toStrictEqual([...SAMPLERS].sort());
    expect(HORDE_SAMPLERS[0]).toBe('k_euler_a');
    expect(HORDE_CAPABILITIES.parameters.sampler?.values).toBe(HORDE_SAMPLERS);
  });

  it('is sent as params.sampler_name, and left out when not chosen', () => {
    const body = toHordeBody({ prompt: 'a fox', sampler: 'k_dpmpp_2m', steps: 20 }, undefined);
    expect(body.params).toStrictEqual({ n: 1, steps: 20, sampler_name: 'k_dpmpp_2m' });
    expect(toHordeBody({ prompt: 'a fox' }, undefined).params).toStrictEqual({ n: 1 });
  });

  it('refuses a sampler the Horde does not know, before anything is sent', () => {
    const send = () => toHordeBody({ prompt: 'a fox', sampler: 'k_bogus' }, undefined);
    expect(send).toThrow(InvalidParameterError);
    expect(send).toThrow(/^sampler_name must be one of k_euler_a, k_euler, .* \(got "k_bogus"\)$/);
  });
});

describe('the size a masked input is painted at', () => {
  const png = async (width: number, height: number) => ({
    bytes: await sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer(),
    type: 'image/png' as const,
    width,
    height,
  });
  const masked = async (width: number, height: number) => ({
    action: { kind: 'region' } as const,
    image: await png(width, height),
    mask: await png(width, height),
  });

  it('is the image’s own where the Horde takes it, whatever size the request asks', async () => {
    const input = await masked(768, 512);
    const body = toHordeBody(
      { prompt: 'a fox', width: 512, height: 512 },
      undefined,
      undefined,
      input,
    );
    expect(body.params).toMatchObject({ width: 768, height: 512 });
    expect(paintedSize({ width: 1152, height: 512 })).toEqual({ width: 1152, height: 512 });
  });

  it('is fitted to the Horde’s canvas, proportions kept, where the image is over it or off its grid', async () => {
    const input = await masked(1536, 1024);
    const body = toHordeBody({ prompt: 'a fox' }, undefined, undefined, input);
    expect(body.params).toMatchObject({ width: 1216, height: 832 });
    expect(paintedSize({ width: 4096, height: 256 })).toEqual({ width: 3072, height: 192 });
    expect(paintedSize({ width: 256, height: 192 })).toEqual({ width: 512, height: 384 });
  });
});
