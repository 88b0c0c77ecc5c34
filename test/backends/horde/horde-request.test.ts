import { describe, expect, it } from 'vitest';
import { SAMPLERS } from '../../../sandbox/horde/spec/generation-schemas.js';
import {
  HORDE_CAPABILITIES,
  HORDE_SAMPLERS,
} from '../../../src/backends/horde/horde-capabilities.js';
import { toHordeBody } from '../../../src/backends/horde/horde-request.js';
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
