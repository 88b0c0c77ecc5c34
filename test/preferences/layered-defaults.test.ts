import { describe, expect, it } from 'vitest';
import { checkDefault, defaultsOf } from '../../src/preferences/default-fields.js';
import { PolicyLimitError } from '../../src/preferences/errors.js';
import { resolveDefaults } from '../../src/preferences/layered-defaults.js';
import { checkLimits } from '../../src/preferences/server-policy.js';
import { BUILT_IN_STYLES, expandStyle } from '../../src/preferences/styles.js';

describe('resolveDefaults', () => {
  const layers = {
    member: { workflow: 'rr3', steps: 12 },
    channel: { workflow: 'z-image', size: 'wide' },
    server: { workflow: 'anime', size: 'portrait', cfg: 7, visibility: 'private' },
  } as const;

  it('takes each field from the first layer that sets it', () => {
    const { values, sources } = resolveDefaults({ steps: 30 }, layers, { size: 'square' });
    expect(values).toEqual({
      workflow: 'rr3',
      size: 'square',
      steps: 30,
      cfg: 7,
      count: 1,
      visibility: 'private',
    });
    expect(sources).toEqual({
      workflow: 'member',
      size: 'style',
      steps: 'typed',
      negativePrompt: 'builtin',
      cfg: 'server',
      model: 'builtin',
      count: 'builtin',
      visibility: 'server',
    });
  });
});

describe('default fields', () => {
  it('checks values as /imagine does, and drops stored ones no longer valid', () => {
    expect(checkDefault('steps', '12')).toEqual({ value: 12 });
    expect(checkDefault('cfg', '4,5')).toEqual({ value: 4.5 });
    expect(checkDefault('steps', '4.5')).toMatchObject({ problem: 'range', whole: true });
    expect(checkDefault('workflow', 'nope')).toMatchObject({ problem: 'oneOf' });
    expect(checkDefault('model', 'x'.repeat(101))).toEqual({ problem: 'tooLong', max: 100 });
    expect(defaultsOf({ workflow: 'gone', steps: 12, unknown: 1 })).toEqual({ steps: 12 });
  });
});

describe('checkLimits', () => {
  const limits = { maxSide: 1024, maxSteps: 30, maxImages: 2, workflows: ['default', 'anime'] };
  const refused = (asked: Parameters<typeof checkLimits>[1]) => {
    try {
      checkLimits(limits, asked);
      return undefined;
    } catch (error) {
      return (error as PolicyLimitError).limit;
    }
  };

  it('names the first limit a generation goes beyond, the service defaults counting', () => {
    expect(refused({ request: {} })).toBeUndefined();
    expect(refused({ request: { width: 1216, height: 832 } })).toBe('maxSide');
    expect(refused({ request: { steps: 31 } })).toBe('maxSteps');
    expect(refused({ request: {}, images: 3 })).toBe('maxImages');
    expect(refused({ request: { workflow: 'rr3' } })).toBe('workflows');
    expect(() => checkLimits({ maxSteps: 10 }, { request: {} })).toThrow(PolicyLimitError);
  });
});

describe('styles', () => {
  it('put the prompt into every placeholder of the template', () => {
    expect(expandStyle({ template: '{prompt}, then {prompt}' }, 'a fox')).toBe('a fox, then a fox');
    for (const style of BUILT_IN_STYLES) expect(style.template).toContain('{prompt}');
  });
});
