import { describe, expect, it } from 'vitest';
import { findBanned, isMatchable } from '../../src/preferences/banned-text.js';

const LIST = ['bomb', 'gore*', '*blood', 'hate speech', '殺す', 'кровь'];
const found = (text: string) => findBanned(LIST, text)?.found;

describe('findBanned', () => {
  it.each([
    ['a bomb here', 'bomb'],
    ['a B O M B here', 'B O M B'],
    ['b.o.m.b', 'b.o.m.b'],
    ['b\u200bomb', 'b\u200bomb'],
    ['b0mb!', 'b0mb'],
    ['ｂｏｍｂ', 'ｂｏｍｂ'],
    ['𝐛𝐨𝐦𝐛', '𝐛𝐨𝐦𝐛'],
    ['bоmb (a Cyrillic o)', 'bоmb'],
    ['bömb', 'bömb'],
    ['HATE-speech', 'HATE-speech'],
    ['hatespeech', 'hatespeech'],
    ['gorefest', 'gore'],
    ['hot-blooded, hotblood', 'blood'],
    ['彼を殺す', '殺す'],
    ['КРОВЬ', 'КРОВЬ'],
  ])('sees through case, spacing and look-alikes: %s', (text, match) => {
    expect(found(text)).toBe(match);
  });

  it.each(['bombastic', 'abomb', 'thumb', 'bloodgore', 'document', 'an ogre'])(
    'matches whole words unless * opens an end: %s',
    (text) => {
      expect(found(text)).toBeUndefined();
    },
  );

  it('does not read a number as a word: digits stand for letters only beside one', () => {
    const explicit = (text: string) => findBanned(['loli', 'ass', '1312'], text)?.found;
    expect(explicit('bench job 1011: a lighthouse')).toBeUndefined();
    expect(explicit('room 455')).toBeUndefined();
    expect(explicit('l0l1 art')).toBe('l0l1');
    expect(explicit('4ss')).toBe('4ss');
    expect(explicit('banner 1312')).toBe('1312');
  });

  it('names the entry as typed, and knows entries with nothing to match', () => {
    expect(findBanned(['  Gore* '], 'GOREFEST')).toEqual({ entry: 'Gore*', found: 'GORE' });
    expect(isMatchable('***')).toBe(false);
    expect(isMatchable(' - ')).toBe(false);
    expect(isMatchable('x')).toBe(true);
    expect(findBanned([], 'anything')).toBeUndefined();
  });

  it('stretched, sees through repeated letters but never matches a shorter run', () => {
    const stretched = (text: string) => findBanned(['gore', 'good'], text, { stretched: true });
    expect(stretched('a goooorrre!')?.found).toBe('goooorrre');
    expect(stretched('gooood')?.found).toBe('gooood');
    expect(stretched('a god')).toBeUndefined();
    expect(stretched('goree-ish')?.found).toBe('goree');
    expect(stretched('gorest')).toBeUndefined();
    expect(findBanned(['gore'], 'goore')).toBeUndefined();
  });
});
