import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  imagineCommandData,
  imagineCommandDataWithoutImagesIn,
} from '../../../src/imagine/options/imagine-command.js';

/** The registration payload as it was before the options were declared once, key order included. */
const pinned = readFileSync(new URL('./fixtures/imagine-command.json', import.meta.url), 'utf8');

/** The payload without the other languages: what an en-US client reads. */
const withoutLocalizations = (payload: unknown) =>
  JSON.parse(JSON.stringify(payload), (key, value) =>
    key === 'name_localizations' || key === 'description_localizations' ? undefined : value,
  );

describe('the /imagine registration payload', () => {
  it('is exactly the pinned payload in en-US: option order, names, descriptions, limits and choices', () => {
    expect(`${JSON.stringify(withoutLocalizations(imagineCommandData), null, 2)}\n`).toBe(pinned);
  });

  it('adds every other shipped language to each name, description and choice', () => {
    const options = imagineCommandData.options ?? [];
    for (const node of [imagineCommandData, ...options]) {
      expect(Object.keys(node.name_localizations ?? {})).toHaveLength(9);
      expect(Object.keys(node.description_localizations ?? {})).toHaveLength(9);
    }
  });

  it('has a form without image:, strength: and mask:, its other options the same', () => {
    const without = imagineCommandDataWithoutImagesIn.options ?? [];
    const kept = (imagineCommandData.options ?? []).filter(
      (option) => !['image', 'strength', 'mask'].includes(option.name),
    );
    expect(without).toEqual(kept);
    expect(without.length).toBe((imagineCommandData.options?.length ?? 0) - 3);
  });
});
