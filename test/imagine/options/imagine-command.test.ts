import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  imagineCommandData,
  imagineCommandDataFor,
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

  it('has forms without image:, strength:, mask: and the references, without the LoRAs, without the references alone, or all, its other options the same', () => {
    const left = (names: readonly string[]) =>
      (imagineCommandData.options ?? []).filter((option) => !names.includes(option.name));
    const references = ['reference', 'reference2', 'reference3'];
    const imagesIn = ['image', 'strength', 'mask', ...references];
    const loras = ['lora', 'lora2', 'lora3'];
    const offered = (imagesIn: boolean, loras: boolean, references = imagesIn) =>
      imagineCommandDataFor({ imagesIn, loras, references }).options;
    expect(offered(false, true)).toEqual(left(imagesIn));
    expect(offered(true, false)).toEqual(left(loras));
    expect(offered(false, false)).toEqual(left([...imagesIn, ...loras]));
    expect(offered(true, true, false)).toEqual(left(references));
    expect(left([...imagesIn, ...loras])).toHaveLength(
      (imagineCommandData.options?.length ?? 0) - 9,
    );
    expect(imagineCommandDataFor({ imagesIn: true, loras: true, references: true })).toBe(
      imagineCommandData,
    );
  });
});
