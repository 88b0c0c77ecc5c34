import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../src/app/backends.js';
import { secretValuesOf } from '../../src/core/secret-files.js';
import { SecretMatcher } from '../../src/core/secret-matcher.js';
import { SECRET_MARKER, SecretRegistry } from '../../src/core/secret-registry.js';

const HORDE_KEY = '0123abcdEFGH4567ijklmn';
const RELAY_KEY = 'relay_Q7v2.Lm9xT4kWz8Np3Rb6';

describe('SecretMatcher', () => {
  it('replaces every occurrence, overlapping and adjacent ones as one', () => {
    const matcher = new SecretMatcher(['abcdef', 'defghi', 'xyz']);
    expect(matcher.replace('1 abcdef 2 abcdefghi 3 xyzxyz 4', '#')).toBe('1 # 2 # 3 # 4');
    expect(matcher.replace('nothing here', '#')).toBe('nothing here');
    expect(new SecretMatcher([]).replace('abc', '#')).toBe('abc');
  });

  it('finds a string that is a suffix of another, and one inside a longer near-miss', () => {
    const matcher = new SecretMatcher(['aaab', 'ab']);
    expect(matcher.replace('aaaab', '#')).toBe('a#');
    expect(matcher.replace('xabx', '#')).toBe('x#x');
  });

  it('scans a text of near-misses (the worst case of a naive search) and finds the one match', () => {
    const matcher = new SecretMatcher([`${'a'.repeat(999)}b`, `${'a'.repeat(500)}c`]);
    const text = `${'a'.repeat(200_000)}b`;
    expect(matcher.replace(text, '#')).toBe(`${'a'.repeat(200_000 - 999)}#`);
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
