import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel, redactSecrets } from '../../src/core/logger.js';
import { SecretRegistry } from '../../src/core/secret-registry.js';

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

  it("keeps an error's code, detail and cause chain, with an OS error's path and syscall", () => {
    const { logger, lines } = capture();
    const os = Object.assign(new Error(`EACCES: permission denied, open '/data/bot.sqlite'`), {
      code: 'EACCES',
      errno: -13,
      syscall: 'open',
      path: '/data/bot.sqlite',
    });
    const wrapped = Object.assign(new Error('database is unavailable', { cause: os }), {
      detail: `cannot open ${KEY}`,
      code: 'STORE_DOWN',
    });
    logger.error('start failed', { error: wrapped });
    expect(lines[0]?.error).toMatchObject({
      name: 'Error',
      message: 'database is unavailable',
      code: 'STORE_DOWN',
      detail: 'cannot open sk-[redacted]',
      stack: expect.any(String),
      cause: {
        message: expect.stringContaining('EACCES'),
        code: 'EACCES',
        errno: -13,
        syscall: 'open',
        path: '/data/bot.sqlite',
      },
    });
  });

  it('survives cycles in objects and in causes, and bounds a long cause chain', () => {
    const { logger, lines } = capture();
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    let chain = new Error('e0');
    for (let i = 1; i < 1_000; i += 1) chain = new Error(`e${i}`, { cause: chain });
    expect(() => logger.error('cycles', { error: a, loop, chain })).not.toThrow();
    expect(lines[0]).toMatchObject({
      error: { message: 'a', cause: { message: 'b', cause: '[Circular]' } },
      loop: { name: 'loop', self: '[Circular]' },
    });
    expect(JSON.stringify(lines[0]).length).toBeLessThan(64_000);
  });

  it('masks a secret however deep it is nested, with bounded work', () => {
    const { logger, lines } = capture();
    let deep: Record<string, unknown> = { token: 'login-token-deep', said: `key ${KEY}` };
    for (let i = 0; i < 12; i += 1) deep = { level: deep };
    let abyss: Record<string, unknown> = { token: 'login-token-abyss' };
    for (let i = 0; i < 100_000; i += 1) abyss = { level: abyss };
    logger.info('deep', { deep, abyss, big: 12n });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('login-token');
    expect(text).not.toContain(KEY);
    expect(text.length).toBeLessThan(64_000);
    expect(lines[0]?.big).toBe('12');
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

describe('createLogger with a secret registry', () => {
  it("masks a held secret of any shape in the message, fields, field names, an error's message, stack and causes", () => {
    const secrets = new SecretRegistry();
    const lines: string[] = [];
    const logger = createLogger({ secrets, write: (line) => lines.push(line) }).child({
      component: 'x',
    });
    const key = '0123abcdEFGH4567ijklmn';
    logger.secrets.note(key);
    const cause = Object.assign(new Error(`401 {"message":"Incorrect API key provided: ${key}"}`), {
      detail: `body ${key}`,
    });
    logger.error(`refused ${key}`, {
      body: `{"key":"${key}"}`,
      [key]: 1,
      list: [key],
      error: new Error(`failed with ${key}`, { cause }),
    });
    expect(lines.join('\n')).not.toContain(key);
    expect(lines.join('\n')).toContain('Incorrect API key provided: [redacted]');
  });
});
