import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel, redactSecrets } from '../../src/core/logger.js';

const KEY = `sk-${'ab12'.repeat(12)}`;

function capture(level: LogLevel = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const { logger, lines } = capture();
    logger.info('ready', { guilds: 3 });
    expect(lines).toEqual([{ time: expect.any(String), level: 'info', msg: 'ready', guilds: 3 }]);
  });

  it('drops lines below the configured level', () => {
    const { logger, lines } = capture('warn');
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    expect(lines.map((line) => line.msg)).toEqual(['c', 'd']);
    const silent = capture('silent');
    silent.logger.error('e');
    expect(silent.lines).toEqual([]);
  });

  it('replaces fields named like secrets, at any depth', () => {
    const { logger, lines } = capture();
    logger.info('x', { apiKey: KEY, nested: { token: 'login-token', prompt: 'a private prompt' } });
    expect(lines[0]).toMatchObject({
      apiKey: '[redacted]',
      nested: { token: '[redacted]', prompt: '[redacted]' },
    });
  });

  it('masks keys inside messages, strings and errors', () => {
    const { logger, lines } = capture();
    logger.error(`rejected ${KEY}`, {
      detail: `body: {"api_key":"${KEY}"}`,
      error: new Error(`bad ${KEY}`),
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(KEY);
    expect(text).toContain('sk-[redacted]');
    expect(lines[0]?.error).toMatchObject({ name: 'Error', message: 'bad sk-[redacted]' });
  });

  it('carries child bindings on every line', () => {
    const { logger, lines } = capture();
    logger.child({ component: 'jobs' }).child({ job: '1' }).warn('slow');
    expect(lines[0]).toMatchObject({ component: 'jobs', job: '1', msg: 'slow' });
  });
});

describe('redactSecrets', () => {
  it('leaves text without keys alone', () => {
    expect(redactSecrets('sk-…abcd is masked already')).toBe('sk-…abcd is masked already');
  });
});
