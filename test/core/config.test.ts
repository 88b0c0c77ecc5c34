import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig } from '../../src/core/config.js';

const valid = {
  DISCORD_TOKEN: 'token',
  IMAGE_API_URL: 'http://127.0.0.1:8787',
  KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
};

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig(valid);
    expect(config.DATABASE_URL).toBe('sqlite://data/bot.sqlite');
    expect(config.POLL_INTERVAL_MS).toBe(2_750);
    expect(config.POLL_MIN_INTERVAL_MS).toBe(2_000);
    expect(config.MAX_ACTIVE_PER_MEMBER).toBe(4);
    expect(config.KEY_ENCRYPTION_PREVIOUS_SECRETS).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ ...valid, LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });

  it('names every bad variable once, with what is expected', () => {
    const attempt = () =>
      parseConfig({ KEY_ENCRYPTION_SECRET: 'short', POLL_INTERVAL_MS: 'soon', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'DISCORD_TOKEN is required: the bot token from the Discord developer portal',
        'IMAGE_API_URL is required: the base URL of the image service, e.g. https://example.com',
        'KEY_ENCRYPTION_SECRET must be at least 32 characters (try: openssl rand -hex 32)',
        'LOG_LEVEL must be one of debug, info, warn, error, silent',
        'POLL_INTERVAL_MS must be a whole number from 10 to 60000 (default 2750)',
      ]);
    }
  });

  it('splits previous encryption secrets for rotation', () => {
    const config = parseConfig({
      ...valid,
      KEY_ENCRYPTION_PREVIOUS_SECRETS: ' old-one , old-two ',
    });
    expect(config.KEY_ENCRYPTION_PREVIOUS_SECRETS).toEqual(['old-one', 'old-two']);
  });

  it('is documented variable by variable in .env.example', () => {
    const documented = readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf('=')));
    expect(documented.sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
