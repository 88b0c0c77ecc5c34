import { escapeMarkdown } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { escapeUserText, oneLine, truncate, userText } from '../../src/discord/text.js';
import { GRAPHEMES, LONE_SURROGATE, textOf } from '../helpers/grapheme-samples.js';

const mixed = Object.values(GRAPHEMES);

describe('truncate', () => {
  for (const [name, grapheme] of Object.entries(GRAPHEMES)) {
    it(`cuts ${name} text at every length without splitting a grapheme`, () => {
      for (let pad = 0; pad <= grapheme.length; pad++) {
        const { text, ends } = textOf([...Array(pad).fill('x'), ...Array(12).fill(grapheme)]);
        for (let max = 1; max <= text.length + 1; max++) {
          const cut = truncate(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(LONE_SURROGATE.test(cut)).toBe(false);
          if (text.length <= max) {
            expect(cut).toBe(text);
            continue;
          }
          expect(cut.endsWith('…')).toBe(true);
          const kept = cut.slice(0, -1);
          expect(text.startsWith(kept)).toBe(true);
          expect(ends.has(kept.length)).toBe(true);
          // The longest whole-grapheme prefix that leaves room for the ellipsis.
          const longest = Math.max(...[...ends].filter((end) => end <= max - 1));
          expect(kept.length).toBe(longest);
        }
      }
    });
  }

  it('cuts a mix of every grapheme shape at every length', () => {
    const { text, ends } = textOf(
      Array.from({ length: 40 }, (_, i) => mixed[i % mixed.length] ?? ''),
    );
    for (let max = 1; max < text.length; max++) {
      const kept = truncate(text, max).slice(0, -1);
      expect(ends.has(kept.length)).toBe(true);
      expect(kept.length).toBeLessThan(max);
    }
  });

  it('returns short text unchanged and nothing for a limit below one', () => {
    expect(truncate('🇯🇵', 4)).toBe('🇯🇵');
    expect(truncate('🇯🇵', 3)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('userText', () => {
  it('escapes and cuts emoji-heavy markdown at every length within the limit', () => {
    const { text } = textOf(Array.from({ length: 60 }, (_, i) => mixed[i % mixed.length] ?? ''));
    for (let max = 1; max <= text.length + 4; max++) {
      const shown = userText(text, max);
      expect(shown.length).toBeLessThanOrEqual(max);
      expect(LONE_SURROGATE.test(shown)).toBe(false);
      const segments = [
        ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(shown),
      ];
      for (const { segment } of segments) {
        // Every grapheme shown is one of the text's, an escape backslash or the ellipsis.
        expect([...mixed, '\\', '…']).toContain(segment);
      }
    }
  });
});

describe('escapeUserText', () => {
  it('never lets user text become a link, a heading, a list or a mention pill', () => {
    const text = '[Verify your account](https://evil.example)\n# Big\n- item\n<@123> <#5> <t:1:R>';
    expect(escapeUserText(text)).toBe(
      '\\[Verify your account](https\\://evil.example) # Big - item \\<@123> \\<#5> \\<t:1:R>',
    );
    expect(escapeUserText('# Big')).toBe('\\# Big');
  });

  it('folds every Unicode line and paragraph break into one space, so no line of its own starts', () => {
    const breaks = [
      '\n',
      '\v',
      '\f',
      '\r',
      '\r\n',
      '\x1c',
      '\x1d',
      '\x1e',
      '\x85',
      '\u2028',
      '\u2029',
    ];
    for (const lineBreak of breaks) {
      const forged = `a cat${lineBreak}💸 The server key used its daily budget${lineBreak}${lineBreak}# hi`;
      expect(escapeUserText(forged)).toBe('a cat 💸 The server key used its daily budget # hi');
      for (const shown of [userText(forged, 30), oneLine(forged)]) {
        for (const other of breaks) expect(shown).not.toContain(other);
      }
    }
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      const isBreak = /^[\p{Zl}\p{Zp}\n\v\f\r\x85]$/u.test(char);
      if (isBreak) expect(oneLine(`a${char}b`)).toBe('a b');
    }
  });

  it('leaves plain text, and @everyone (which never pings), as typed', () => {
    expect(escapeUserText('a quiet lake @everyone')).toBe('a quiet lake @everyone');
  });

  it('escapes as escapeMarkdown with every pass does, with and without * and _', () => {
    const every = { heading: true, bulletedList: true, numberedList: true, maskedLink: true };
    const texts = [
      'a quiet lake',
      'a `quiet` ~~lake~~ ||at|| dusk\\ ```code```',
      '*a* **b** ***c*** _d_ __e__ ___f___ snake_case 2*3',
      '<:cat:123> <a:dog:456> _<:x:1>_ https://x.example/a_b*c',
      `${'🐱'.repeat(300)} # not a heading`,
    ];
    for (const text of texts) {
      expect(escapeUserText(text)).toBe(
        escapeMarkdown(text, every)
          .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1\\://')
          .replace(/<(?=[@#/]|a?:|t:)/g, '\\<'),
      );
    }
  });
});
