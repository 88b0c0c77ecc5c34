import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import { checkDefault, defaultsOf } from '../../src/preferences/default-fields.js';
import { pickedDefault } from '../../src/preferences/defaults-form.js';
import {
  chosenStyle,
  loadDefaultLayers,
  resolveDefaults,
} from '../../src/preferences/layered-defaults.js';
import {
  InvalidDefaultError,
  PolicyLimitError,
  UnknownStyleError,
} from '../../src/preferences/preference-errors.js';
import { checkLimits } from '../../src/preferences/server-policy.js';
import { BUILT_IN_STYLES, expandStyle } from '../../src/preferences/styles.js';
import { DefaultsStore } from '../../src/store/defaults-store.js';
import { StylesStore } from '../../src/store/styles-store.js';

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
      style: 'builtin',
    });
  });
});

describe('a default style', () => {
  const stores = async () => {
    const made = { defaults: new DefaultsStore(new Keyv()), styles: new StylesStore(new Keyv()) };
    const own = { template: 'ink of {prompt}', options: {}, updatedBy: 'mod', updatedAt: 0 };
    await made.styles.put('g1', { ...own, name: 'ink' });
    return made;
  };
  const place = { userId: 'u1', guildId: 'g1', channelId: 'c1' };

  it('is taken by layer order, and one not here (deleted, or another server’s) is left out', async () => {
    const made = await stores();
    await made.defaults.update({ kind: 'member', userId: 'u1' }, { style: 'ink', steps: 9 });
    await made.defaults.update({ kind: 'server', guildId: 'g1' }, { style: 'photo' });
    const layers = await loadDefaultLayers(made, place);
    expect(layers.member).toEqual({ style: 'ink', steps: 9 });
    expect((await chosenStyle(made, 'g1', undefined, layers))?.name).toBe('ink');
    expect((await chosenStyle(made, 'g1', ' ', layers))?.name).toBe('ink');
    expect((await chosenStyle(made, 'g1', 'anime', layers))?.name).toBe('anime');

    const elsewhere = await loadDefaultLayers(made, { ...place, guildId: 'g2' });
    expect(elsewhere.member).toEqual({ steps: 9 });
    expect(await chosenStyle(made, 'g2', undefined, elsewhere)).toBeUndefined();
    const inDm = await loadDefaultLayers(made, { ...place, guildId: null, channelId: null });
    expect(inDm.member).toEqual({ steps: 9 });

    await made.styles.remove('g1', 'ink');
    const after = await loadDefaultLayers(made, place);
    expect(after.member).toEqual({ steps: 9 });
    expect((await chosenStyle(made, 'g1', undefined, after))?.name).toBe('photo');
  });

  it('never hides a typed style that does not exist', async () => {
    const made = await stores();
    const layers = await loadDefaultLayers(made, place);
    await expect(chosenStyle(made, 'g2', 'ink', layers)).rejects.toThrow(UnknownStyleError);
    expect(await chosenStyle(made, 'g1', undefined, layers)).toBeUndefined();
  });
});

describe('pickedDefault', () => {
  it('takes only a value the select offered', () => {
    expect(pickedDefault('style', 'ink', ['photo', 'ink'])).toBe('ink');
    expect(pickedDefault('style', undefined, [])).toBeNull();
    expect(() => pickedDefault('style', 'forged', ['photo', 'ink'])).toThrow(InvalidDefaultError);
    expect(() => pickedDefault('workflow', 'anime', ['default'])).toThrow(InvalidDefaultError);
  });
});

describe('default fields', () => {
  it('checks values as /imagine does, and drops stored ones no longer valid', () => {
    expect(checkDefault('steps', '12')).toEqual({ value: 12 });
    expect(checkDefault('cfg', '4,5')).toEqual({ value: 4.5 });
    expect(checkDefault('steps', '4.5')).toMatchObject({ problem: 'range', whole: true });
    expect(checkDefault('size', 'huge')).toMatchObject({ problem: 'oneOf' });
    expect(checkDefault('model', 'x'.repeat(101))).toEqual({ problem: 'tooLong', max: 100 });
    expect(checkDefault('workflow', 'x'.repeat(101))).toEqual({ problem: 'tooLong', max: 100 });
    expect(defaultsOf({ size: 'gone', steps: 12, unknown: 1 })).toEqual({ steps: 12 });
    // A workflow is the backend's to offer: kept here, left out at use where it is not offered.
    expect(defaultsOf({ workflow: 'portrait' })).toEqual({ workflow: 'portrait' });
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

  it('names the first limit a generation goes beyond, the backend’s declared defaults counting', () => {
    const service = { width: 512, height: 512, steps: 20, workflow: 'default' };
    expect(refused({ request: { workflow: 'default' }, defaults: service })).toBeUndefined();
    expect(refused({ request: { width: 1216, height: 832 } })).toBe('maxSide');
    expect(refused({ request: { steps: 31 } })).toBe('maxSteps');
    expect(refused({ request: {}, images: 3 })).toBe('maxImages');
    expect(refused({ request: { workflow: 'rr3' } })).toBe('workflows');
    expect(() => checkLimits({ maxSteps: 10 }, { request: {}, defaults: service })).toThrow(
      PolicyLimitError,
    );
  });

  it('holds the Horde’s own 30 steps against the limit, and no workflow limit where none is taken', () => {
    const horde = { width: 512, height: 512, steps: 30 };
    expect(() => checkLimits({ maxSteps: 25 }, { request: {}, defaults: horde })).toThrow(
      'This server’s key pays for at most 25 steps; this generation asks for 30.',
    );
    expect(refused({ request: {}, defaults: horde })).toBeUndefined();
  });

  it('does not hold against a generation what its backend leaves unknown (a ComfyUI workflow’s own size and steps), but a side sent', () => {
    expect(refused({ request: { workflow: 'default' } })).toBeUndefined();
    expect(() => checkLimits({ maxSide: 1024 }, { request: { width: 2048 } })).toThrow(
      'This server’s key pays for images up to 1024 pixels per side; this one is 2048×….',
    );
  });
});

describe('styles', () => {
  it('put the prompt into every placeholder of the template', () => {
    expect(expandStyle({ template: '{prompt}, then {prompt}' }, 'a fox')).toBe('a fox, then a fox');
    for (const style of BUILT_IN_STYLES) expect(style.template).toContain('{prompt}');
  });
});
