import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBotConfig as parseConfig } from '../../src/app/backends.js';
import { startApp } from '../../src/app.js';
import { createLogger } from '../../src/core/logger.js';
import { configProblems, VALID_ENV } from './config-kit.js';

const valid = VALID_ENV;
const SECRET = 'painter-secret-0123456789abcdef';

describe('the painter’s settings (PAINTER_CLIENT_SECRET, PAINTER_PORT, PAINTER_HOST)', () => {
  it('are off by default (the picker), on with both, listening on loopback', () => {
    expect(parseConfig(valid).PAINTER_CLIENT_SECRET).toBeUndefined();
    expect(
      parseConfig({ ...valid, PAINTER_CLIENT_SECRET: SECRET, PAINTER_PORT: '8788' }),
    ).toMatchObject({
      PAINTER_CLIENT_SECRET: SECRET,
      PAINTER_PORT: 8788,
      PAINTER_HOST: '127.0.0.1',
    });
  });

  it('half configured is a start-up error naming the missing variable', () => {
    expect(configProblems({ ...valid, PAINTER_CLIENT_SECRET: SECRET })).toEqual([
      'PAINTER_PORT is required with PAINTER_CLIENT_SECRET: the port the painter listens on',
    ]);
    expect(configProblems({ ...valid, PAINTER_PORT: '8788' })).toEqual([
      expect.stringMatching(/^PAINTER_CLIENT_SECRET is required with PAINTER_PORT/),
    ]);
    expect(
      configProblems({ ...valid, PAINTER_CLIENT_SECRET: 'short', PAINTER_PORT: '8788' }),
    ).toEqual(['PAINTER_CLIENT_SECRET must be the OAuth2 client secret']);
  });

  it('configured without its page built, the bot does not start, and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'painter-unbuilt-'));
    const config = parseConfig({
      ...valid,
      DATABASE_URL: `sqlite://${join(dir, 'bot.sqlite')}`,
      PAINTER_CLIENT_SECRET: SECRET,
      PAINTER_PORT: '0',
    });
    const started = startApp(config, {
      logger: createLogger({ level: 'silent' }),
      painterPage: join(dir, 'no-page'),
    });
    await expect(started).rejects.toThrow(
      /PAINTER_CLIENT_SECRET is set but the painter's page is not built/,
    );
  });
});
