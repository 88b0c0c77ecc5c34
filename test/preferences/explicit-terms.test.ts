import { describe, expect, it } from 'vitest';
import { isMatchable } from '../../src/preferences/banned-text.js';
import { EXPLICIT_TERMS, findExplicit } from '../../src/preferences/explicit-terms.js';

describe('the built-in explicit terms', () => {
  it.each([
    ['a nude portrait', 'nude', 'nude'],
    ['NSFW art', 'nsfw', 'NSFW'],
    ['n.u.d.e woman', 'nude', 'n.u.d.e'],
    ['n u d e', 'nude', 'n u d e'],
    ['nuuuude beach', 'nude', 'nuuuude'],
    ['p0rn star', 'porn*', 'p0rn'],
    ['pornographic', 'porn*', 'porn'],
    ['ｈｅｎｔａｉ', 'hentai', 'ｈｅｎｔａｉ'],
    ['a nаked man (Cyrillic a)', 'naked', 'nаked'],
    ['Nüde', 'nude', 'Nüde'],
    ['seeeexxx scene', 'sex', 'seeeexxx'],
    ['eine nackte Frau', 'nackte', 'nackte'],
    ['mujer desnuda', 'desnuda', 'desnuda'],
    ['голая девушка', 'голая', 'голая'],
    ['一张色情图片', '色情', '色情'],
    ['bare   breasts', 'bare breasts', 'bare   breasts'],
    ['masturbating', 'masturbat*', 'masturbat'],
  ])('finds %s', (text, entry, found) => {
    expect(findExplicit(text)).toEqual({ entry, found });
  });

  it.each([
    'a classic Essex sextant',
    'Middlesex and Sussex',
    'a cocktail in a glass',
    'analysis of a titan',
    'cucumber and cumulus clouds',
    'a nudge, a document, an assassin',
    'a therapist with a scunthorpe mug',
    'moby dick and a rooster',
    'a chicken breast, a sperm whale',
    'a bottomless pit',
    'the good god',
    'exposure, expensive, Paris expo',
    'homosexual rights march',
    'ready to go',
  ])('leaves harmless text alone: %s', (text) => {
    expect(findExplicit(text)).toBeUndefined();
  });

  it('holds only entries that can be matched, each once', () => {
    expect(EXPLICIT_TERMS.every(isMatchable)).toBe(true);
    expect(new Set(EXPLICIT_TERMS).size).toBe(EXPLICIT_TERMS.length);
  });
});
