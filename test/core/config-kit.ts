import { parseBotConfig } from '../../src/app/backends.js';
import { ConfigError } from '../../src/core/config.js';

/** The fewest variables the bot starts with: a token, the image service's URL, the key secret. */
export const VALID_ENV: Readonly<Record<string, string>> = {
  DISCORD_TOKEN: 'token',
  IMAGE_API_URL: 'http://127.0.0.1:8787',
  KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
};

/**
 * The lines of the {@link ConfigError} that parsing `env` (the bot's variables and every
 * backend's) throws; none when it parses. Any other error is thrown.
 */
export function configProblems(env: Record<string, string | undefined>): readonly string[] {
  try {
    parseBotConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
