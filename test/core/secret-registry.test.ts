import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../src/app/backends.js';
import { secretValuesOf } from '../../src/core/secret-files.js';
import { replaceSpans, SecretMatcher } from '../../src/core/secret-matcher.js';
import { SECRET_MARKER, SecretRegistry } from '../../src/core/secret-registry.js';

const HORDE_KEY = '0123abcdEFGH4567ijklmn';
const RELAY_KEY = 'relay_Q7v2.Lm9xT4kWz8Np3Rb6';

const masked = (matcher: SecretMatcher, text: string) =>
  replaceSpans(text, matcher.spans(text), '#');

/** What masking must give, found the slow way: each run of characters inside an occurrence. */
function naiveMasked(strings: Iterable<string>, text: string): string {
  const covered = new Array<boolean>(text.length).fill(false);
  for (const string of strings)
    for (let at = text.indexOf(string); at >= 0; at = text.indexOf(string, at + 1))
      covered.fill(true, at, at + string.length);
  let out = '';
  for (let i = 0; i < text.length; i++)
    if (!covered[i]) out += text[i];
    else if (i === 0 || !covered[i - 1]) out += '#';
  return out;
}

/** A small deterministic generator (mulberry32), so a failure names its case. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

const word = (next: (below: number) => number, length: number, letters = 'abc') =>
  Array.from({ length }, () => letters[next(letters.length)]).join('');

describe('SecretMatcher', () => {
  it('replaces every occurrence, overlapping and adjacent ones as one', () => {
    const matcher = new SecretMatcher(['abcdefgh', 'efghijkl', 'xyzxyzxy']);
    expect(masked(matcher, '1 abcdefgh 2 abcdefghijkl 3 xyzxyzxyxyzxyzxy 4')).toBe('1 # 2 # 3 # 4');
    expect(masked(matcher, 'nothing here')).toBe('nothing here');
    expect(masked(new SecretMatcher([]), 'abcdefghij')).toBe('abcdefghij');
  });

  it('finds a string that ends another, one inside a longer near-miss, and ignores short ones', () => {
    const matcher = new SecretMatcher(['aaaaaaaaab', 'aaaaaaab', 'short']);
    expect(masked(matcher, `${'a'.repeat(11)}b`)).toBe('aa#');
    expect(masked(matcher, 'xaaaaaaabx')).toBe('x#x');
    expect(masked(matcher, 'a short one')).toBe('a short one');
  });

  it('scans a text of near-misses (the worst case of a naive search) and finds the one match', () => {
    const matcher = new SecretMatcher([`${'a'.repeat(999)}b`, `${'a'.repeat(500)}c`]);
    const text = `${'a'.repeat(200_000)}b`;
    expect(masked(matcher, text)).toBe(`${'a'.repeat(200_000 - 999)}#`);
  });

  it('masks a repetitive secret in a repetitive text as one span (no comparison per position)', () => {
    const matcher = new SecretMatcher(['a'.repeat(4_000), 'ab'.repeat(2_000)]);
    expect(masked(matcher, `x${'a'.repeat(200_000)}x`)).toBe('x#x');
    expect(masked(matcher, `${'ab'.repeat(100_000)}a`)).toBe('#a');
  });

  it('masks as a plain search would while strings come and go', () => {
    const next = random(56);
    const matcher = new SecretMatcher();
    const held: string[] = [];
    for (let round = 0; round < 3_000; round++) {
      if (held.length > 0 && next(3) === 0) {
        const [gone] = held.splice(next(held.length), 1);
        matcher.remove(gone as string);
      } else {
        const string = word(next, 8 + next(5), 'ab');
        held.push(string);
        matcher.add(string);
      }
      const text = word(next, next(60), 'abbc');
      expect(masked(matcher, text), `round ${round}: ${text}`).toBe(naiveMasked(held, text));
    }
  });
});

describe('SecretRegistry', () => {
  it('masks pinned and noted secrets by value, whatever their shape, and URL-encoded', () => {
    const secrets = new SecretRegistry();
    secrets.pin('discord.token.Abc123-xyz');
    secrets.note(` ${HORDE_KEY}\n`);
    secrets.note('key with/slash+plus');
    const said = `401 for ${HORDE_KEY}: Bearer discord.token.Abc123-xyz ?k=${encodeURIComponent('key with/slash+plus')}`;
    expect(secrets.redact(said)).toBe(
      `401 for ${SECRET_MARKER}: Bearer ${SECRET_MARKER} ?k=${SECRET_MARKER}`,
    );
  });

  it('holds no value shorter than 8 characters', () => {
    const secrets = new SecretRegistry();
    secrets.note('1234567');
    secrets.pin('');
    secrets.note(undefined);
    expect(secrets.redact('1234567 is kept')).toBe('1234567 is kept');
  });

  it('forgets the least recently used noted secret past its capacity, never a pinned one', () => {
    const secrets = new SecretRegistry({ capacity: 2 });
    secrets.pin('pinned-secret-1');
    secrets.note('noted-secret-a');
    secrets.note('noted-secret-b');
    secrets.note('noted-secret-a');
    secrets.note('noted-secret-c');
    expect(secrets.redact('pinned-secret-1 noted-secret-a noted-secret-b noted-secret-c')).toBe(
      `${SECRET_MARKER} ${SECRET_MARKER} noted-secret-b ${SECRET_MARKER}`,
    );
  });
});

describe('SecretRegistry under a burst of new keys', () => {
  it('masks every key held, and only those, as members with new keys come and go', () => {
    const next = random(66);
    const secrets = new SecretRegistry({ capacity: 50 });
    const recent: string[] = [];
    for (let member = 0; member < 2_000; member++) {
      const key = `${word(next, 4, 'xy')}${member.toString(36)}-${word(next, 8, 'ab%/ ')}.`;
      secrets.note(key);
      recent.push(key);
      if (recent.length > 50) recent.shift();
      const text = `401 for ${recent[next(recent.length)]}; a ${word(next, 12, 'ab')} and ${key.slice(0, 7)}`;
      const forms = recent.flatMap((held) => [held, encodeURIComponent(held)]);
      expect(secrets.redact(text).replaceAll(SECRET_MARKER, '#'), text).toBe(
        naiveMasked(forms, text),
      );
    }
  });
});

describe('secretValuesOf', () => {
  it("names the configuration's tokens, secrets, and the passwords and tokens in its URLs", () => {
    const values = secretValuesOf(
      {
        DISCORD_TOKEN: 'discord-token-value',
        KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
        KEY_ENCRYPTION_PREVIOUS_SECRETS: ['old-secret-1', 'old-secret-2'],
        DATABASE_URL: 'redis://:p%40ssw0rd-redis@127.0.0.1:6379',
        OPENAI_IMAGES_URL: `https://relay.example/v1?token=${RELAY_KEY}`,
        COMFYUI_TOKEN: 'comfy-proxy-token',
        IMAGE_API_URL: 'https://service.example',
        LOG_LEVEL: 'debug',
      },
      parseBotConfig.secrets,
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'discord-token-value',
        'x'.repeat(32),
        'old-secret-1',
        'old-secret-2',
        'p%40ssw0rd-redis',
        'p@ssw0rd-redis',
        RELAY_KEY,
        'comfy-proxy-token',
      ]),
    );
    expect(values).not.toContain('https://service.example');
    expect(values).not.toContain('debug');
    expect(
      secretValuesOf({ DATABASE_URL: 'sqlite://data/bot.sqlite' }, parseBotConfig.secrets),
    ).toEqual([]);
  });
});
