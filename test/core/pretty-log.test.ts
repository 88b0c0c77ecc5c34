import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat, resolveLogFormat } from '../../src/core/logger.js';

const KEY = `sk-${'ab12'.repeat(12)}`;

function capture(format: LogFormat) {
  const lines: string[] = [];
  const logger = createLogger({ format, color: false, write: (line) => lines.push(line) });
  return { logger, lines };
}

describe('the pretty log format', () => {
  it('writes time, level, message and fields on one line', () => {
    const { logger, lines } = capture('pretty');
    logger
      .child({ component: 'jobs' })
      .info('resumed jobs', { poll: 2, shards: [0, 1], note: 'a b' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}resumed jobs component=jobs poll=2 shards=\[0,1\] note="a b"$/,
    );
  });

  it('masks secrets as the JSON format does, and gives an error with its causes, no stack', () => {
    const { logger, lines } = capture('pretty');
    const os = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {
      code: 'ECONNREFUSED',
    });
    logger.error(`rejected ${KEY}`, {
      token: 'a-token',
      error: new Error('store unavailable', { cause: os }),
    });
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).not.toContain(KEY);
    expect(line).not.toContain('a-token');
    expect(line).toContain('rejected sk-[redacted] token=[redacted]');
    expect(line).toContain(
      'error=Error: store unavailable ← Error (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:6379',
    );
    expect(line).not.toMatch(/\bat /);
  });

  it('colors the level only when asked', () => {
    const lines: string[] = [];
    createLogger({ format: 'pretty', color: true, write: (line) => lines.push(line) }).warn('w');
    expect(lines[0]).toContain('\x1b[33mWARN');
  });
});

describe('resolveLogFormat', () => {
  it('takes LOG_FORMAT, else pretty on a terminal and JSON otherwise', () => {
    expect(resolveLogFormat('json', { isTTY: true })).toBe('json');
    expect(resolveLogFormat('pretty', { isTTY: false })).toBe('pretty');
    expect(resolveLogFormat(undefined, { isTTY: true })).toBe('pretty');
    expect(resolveLogFormat(undefined, { isTTY: false })).toBe('json');
    expect(resolveLogFormat(undefined, {})).toBe('json');
  });
});

describe('a fatal line in the pretty format', () => {
  it('does not repeat the error its message already says, only its causes', () => {
    const { logger, lines } = capture('pretty');
    const error = new Error('Discord refused DISCORD_TOKEN', {
      cause: Object.assign(new Error('An invalid token was provided.'), { code: 'TokenInvalid' }),
    });
    logger.error(`could not start the bot: ${error.message}`, { error });
    expect(lines[0]).toMatch(
      /ERROR could not start the bot: Discord refused DISCORD_TOKEN error=← Error \(TokenInvalid\): An invalid token was provided\.$/,
    );
    logger.error('could not start the bot: no cause', { error: new Error('no cause') });
    expect(lines[1]).toMatch(/ERROR could not start the bot: no cause$/);
  });
});
