import type { APIAutoModerationRule } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { keywordHit } from '../../sandbox/discord/state/automod-match.js';
import {
  AUTOMOD_SEARCH_MAX,
  compileRule,
  matchBudget,
  patternFinder,
  ruleApplies,
  ruleHit,
} from '../../src/automod/automod-match.js';

type Metadata = APIAutoModerationRule['trigger_metadata'];

/** A prompt a backtracking engine never ends `(a+)+$` on. */
const EVIL = `${'a'.repeat(40)}!`;

const rule = (metadata: Metadata, more: Partial<APIAutoModerationRule> = {}) =>
  ({
    id: '1',
    guild_id: '2',
    name: 'r',
    creator_id: '3',
    event_type: 1,
    trigger_type: 1,
    trigger_metadata: metadata,
    actions: [{ type: 1 }],
    enabled: true,
    exempt_roles: [],
    exempt_channels: [],
    ...more,
  }) as APIAutoModerationRule;

/** [keyword filter, regex patterns, allow list, text, the keyword or pattern that matches (null: none)] */
const CASES: [string[], string[], string[], string, string | null][] = [
  [['cat*'], [], [], 'catch', 'cat*'],
  [['cat*'], [], [], 'a Catapult', 'cat*'],
  [['cat*'], [], [], 'CAttLE', 'cat*'],
  [['cat*'], [], [], 'a bobcat', null],
  [['*cat'], [], [], 'a wildcat', '*cat'],
  [['*cat'], [], [], 'copyCat!', '*cat'],
  [['*cat'], [], [], 'catch', null],
  [['*cat*'], [], [], 'location', '*cat*'],
  [['*cat*'], [], [], 'eduCation', '*cat*'],
  [['cat'], [], [], 'a cat.', 'cat'],
  [['cat'], [], [], 'catch', null],
  [['cat'], [], [], 'bobcat', null],
  [['the mat'], [], [], 'on the   mat', 'the mat'],
  [['the mat'], [], [], 'breathe mat', null],
  [['*the mat'], [], [], 'breathe mat', '*the mat'],
  [['the mat*'], [], [], 'the matrix', 'the mat*'],
  [['i like c++'], [], [], 'I LIKE C++ a lot', 'i like c++'],
  [['café'], [], [], 'un CAFÉ noir', 'café'],
  [['café'], [], [], 'des cafés', null],
  [['*cat*'], [], ['location'], 'a location', null],
  [['*cat*'], [], ['location'], 'a location for a cat', '*cat*'],
  [['dog'], [], ['hot dog*'], 'a hot dog stand', null],
  [['dog'], [], ['hot dog*'], 'a dog', 'dog'],
  [[], ['(b|c)at'], [], 'a BAT', '(b|c)at'],
  [[], ['^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$'], [], '10.0.0.1', '^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$'],
  [[], ['^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$'], [], 'ip 10.0.0.1', null],
  [[], ['(?i)hello\\z'], [], 'say HELLO', '(?i)hello\\z'],
  [[], ['(?i)hello\\z'], [], 'hello there', null],
  [[], ['\\Ahi'], [], 'hi you', '\\Ahi'],
  [[], ['(?P<x>x+)y'], [], 'xxy', '(?P<x>x+)y'],
  [[], ['('], [], '(', null],
  [[], ['\\pLx'], [], 'éx', '\\pLx'],
  [[], ['\\pLx'], [], 'p1x', null],
  [['*ana*'], ['nothing'], [], 'bananas', '*ana*'],
  // Patterns Rust (and Discord) run in linear time, that backtrack for ever in a JS RegExp.
  [[], ['(a+)+$'], [], EVIL, null],
  [[], ['(a|aa)+$'], [], EVIL, null],
  [[], ['(.*a){12}$'], [], EVIL, null],
  [[], ['(a+)+$'], [], 'a'.repeat(40), '(a+)+$'],
  [[], ['(.*a){12}$'], [], `${'a'.repeat(40)}!a`, '(.*a){12}$'],
  // Rust syntax on RE2: flags, groups, anchors, Unicode classes.
  [[], ['(?-i)Cat'], [], 'a cat', null],
  [[], ['(?-i)Cat'], [], 'a Cat', '(?-i)Cat'],
  [[], ['a.b'], [], 'a\nb', null],
  [[], ['(?s)a.b'], [], 'a\nb', '(?s)a.b'],
  [[], ['(?m)^b$'], [], 'a\nb\nc', '(?m)^b$'],
  [[], ['(?<x>x+)y'], [], 'xxy', '(?<x>x+)y'],
  [[], ['\\p{Greek}+'], [], 'un αβγ', '\\p{Greek}+'],
  [[], ['^[[:alpha:]]+$'], [], 'abc', '^[[:alpha:]]+$'],
  [[], ['\\x{1F600}'], [], 'ok 😀', '\\x{1F600}'],
  [[], ['^\\d+$'], [], '١٢٣', '^\\d+$'],
  [[], ['^\\w+$'], [], 'héllo', '^\\w+$'],
  [[], ['^[\\w-]+$'], [], 'é-x', '^[\\w-]+$'],
  [[], ['^[^\\w]+$'], [], 'é', null],
  [[], ['a\\sb'], [], 'a\u00a0b', 'a\\sb'],
  [[], ['a\\Sb'], [], 'a\u00a0b', null],
  [[], ['a\\Wb'], [], 'aéb', null],
  [[], ['[]x]+'], [], ']]', '[]x]+'],
  [[], ['a*'], [], 'b', null],
  [[], ['(?x) a b'], [], 'ab', null],
  [[], ['dog'], ['hot dog*'], 'a hot dog', null],
  [[], ['dog'], ['hot dog*'], 'a hot dog, a dog', 'dog'],
];

describe('AutoMod keyword matching, the bot’s and the emulator’s', () => {
  it.each(CASES)(
    'keywords %j, patterns %j, allowed %j: “%s” → %s',
    (keywords, patterns, allow, text, hit) => {
      const metadata = { keyword_filter: keywords, regex_patterns: patterns, allow_list: allow };
      expect(ruleHit(compileRule(rule(metadata)), text)?.keyword ?? null).toBe(hit);
      expect(keywordHit(metadata, text) ?? null).toBe(hit);
    },
  );

  it('says what matched; a pattern RE2 cannot compile is not applied, with why', () => {
    const compiled = compileRule(
      rule({ keyword_filter: ['*dog'], regex_patterns: ['[z-a]', '(?x) a', 'cat'] }),
    );
    expect(ruleHit(compiled, 'a big BULLDOG')).toEqual({ keyword: '*dog', found: 'DOG' });
    expect(() => patternFinder('[z-a]')).toThrow(/invalid character class range/);
    expect(compiled.triggers.map((t) => t.source)).toEqual(['*dog', 'cat']);
    expect(compiled.unapplied.map((u) => u.pattern)).toEqual(['[z-a]', '(?x) a']);
    expect(compiled.unapplied[0]?.reason).toContain('z-a');
  });

  it('ends on the evil patterns whatever the text’s length (the old RegExp never did)', () => {
    const patterns = ['(a+)+$', '(a|aa)+$', '(.*a){12}$'];
    for (const text of [EVIL, `${'a'.repeat(3_999)}!`]) {
      const compiled = compileRule(rule({ regex_patterns: patterns }));
      // Its screening's clock stands still: the search must end by itself, not by the deadline.
      expect(
        ruleHit(
          compiled,
          text,
          matchBudget(() => 0),
        ),
      ).toBeUndefined();
      expect(keywordHit({ regex_patterns: patterns }, text)).toBeUndefined();
    }
  });

  it('a search longer than AUTOMOD_SEARCH_MAX is not run: its pattern counts as found', () => {
    const heavy = '[\\p{L}\\p{N}]{1000}z';
    expect(patternFinder(heavy).weight * 4_001).toBeGreaterThan(AUTOMOD_SEARCH_MAX);
    const compiled = compileRule(rule({ regex_patterns: ['cat', heavy] }));
    const long = `${'a'.repeat(3_999)}!`;
    expect(ruleHit(compiled, long)).toEqual({ keyword: heavy, found: long.slice(0, 100) });
    expect(ruleHit(compiled, 'a short prompt')).toBeUndefined();
  });

  it('past its screening’s deadline no search is run: the next pattern counts as found', () => {
    const clock = { at: 0 };
    const compiled = compileRule(rule({ keyword_filter: ['dog'], regex_patterns: ['(a+)+$'] }));
    const budget = matchBudget(() => clock.at);
    expect(ruleHit(compiled, EVIL, budget)).toBeUndefined();
    clock.at = 250;
    expect(ruleHit(compiled, EVIL, budget)).toBeUndefined();
    clock.at = 251;
    expect(ruleHit(compiled, 'a cat', budget)).toEqual({ keyword: 'dog', found: 'a cat' });
  });

  it('applies only enabled blocking keyword rules about messages, outside their exemptions', () => {
    const base = rule({ keyword_filter: ['x'] }, { exempt_roles: ['9'], exempt_channels: ['8'] });
    const here = { channelId: '7', roleIds: ['6'] };
    expect(ruleApplies(base, here)).toBe(true);
    expect(ruleApplies(base, { ...here, roleIds: ['6', '9'] })).toBe(false);
    expect(ruleApplies(base, { ...here, channelId: '8' })).toBe(false);
    expect(ruleApplies({ ...base, enabled: false }, here)).toBe(false);
    const alertOnly = { ...base, actions: [{ type: 2, metadata: { channel_id: '5' } }] };
    expect(ruleApplies(alertOnly as APIAutoModerationRule, here)).toBe(false);
    expect(ruleApplies({ ...base, trigger_type: 4 } as APIAutoModerationRule, here)).toBe(false);
    expect(ruleApplies({ ...base, event_type: 2 } as APIAutoModerationRule, here)).toBe(false);
  });
});
