import { describe, expect, it } from 'vitest';
import { type GenerationView, withSetCost } from '../../../src/imagine/render/generation-view.js';

const view = (cost?: GenerationView['cost']) =>
  ({ jobId: 'j', phase: 'completed', prompt: 'p', ...(cost && { cost }) }) as GenerationView;

describe('withSetCost', () => {
  it('sums the costs its backend reported, in the first one’s unit, and drops one when none did', () => {
    const kudos = (amount: number) => view({ amount, unit: 'kudos' });
    expect(withSetCost(kudos(8), [kudos(8), kudos(7.5), view(), kudos(0)]).cost).toEqual({
      amount: 15.5,
      unit: 'kudos',
    });
    expect(withSetCost(kudos(8), [view(), view()])).not.toHaveProperty('cost');
  });
});
