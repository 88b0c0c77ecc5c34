import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.js';
import { type BotProcess, isRunning, runBot, startBotWorld } from '../helpers/bot-process.js';
import { health } from './ops-kit.js';

const READY = '"msg":"ready"';

/** The `warn` lines a bot process logged (JSON, on stderr). */
function warnings(bot: BotProcess): { msg: string; host?: string }[] {
  return bot
    .stderr()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { level: string; msg: string; host?: string })
    .filter((line) => line.level === 'warn');
}

/**
 * The start asks the image service once: a service the bot cannot use is named in one warning
 * (host and cause) before `ready`, and `/healthz` answers `degraded` with it.
 */
describe('the start-up probe of the image service', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const bots: BotProcess[] = [];
  afterEach(async () => {
    for (const bot of bots.splice(0)) {
      if (bot.child.pid && isRunning(bot.child.pid)) bot.child.kill('SIGKILL');
    }
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A bot with `change` over a world's variables, serving `/healthz`; ready, and its base URL. */
  const startBot = async (change: (env: Record<string, string>) => Record<string, string>) => {
    const { dir, env } = await startBotWorld(cleanups);
    const port = await freePort();
    const bot = runBot(dir, { ...change(env), METRICS_PORT: String(port) });
    bots.push(bot);
    await bot.printed(READY);
    return { bot, ops: `http://127.0.0.1:${port}` };
  };

  it('names the host and ECONNREFUSED when nothing listens there; /healthz is degraded', async () => {
    const port = await freePort();
    const { bot, ops } = await startBot((env) => ({
      ...env,
      IMAGE_API_URL: `http://127.0.0.1:${port}`,
    }));
    const [warning, ...more] = warnings(bot);
    expect(more).toEqual([]);
    expect(warning?.msg).toBe(
      `cannot reach the image service at 127.0.0.1:${port} (ECONNREFUSED): members' commands ` +
        'fail until it answers; check IMAGE_API_URL and that the service runs and is reachable ' +
        'from this machine',
    );
    expect(warning?.host).toBe(`127.0.0.1:${port}`);
    // Logged before ready: the operator reads it next to the start.
    expect(bot.stdout()).toContain(READY);
    const answer = await health(ops);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'degraded', degraded: [warning?.msg] });
    bot.child.kill('SIGTERM');
    expect((await bot.exited).code).toBe(0);
  });

  it('names an unknown host and its DNS failure', async () => {
    const { bot } = await startBot((env) => ({
      ...env,
      IMAGE_API_URL: 'http://no-such-image-service.invalid',
    }));
    const [warning, ...more] = warnings(bot);
    expect(more).toEqual([]);
    expect(warning?.msg).toMatch(
      /^cannot reach the image service at no-such-image-service\.invalid \((ENOTFOUND|EAI_AGAIN)\)/,
    );
  });

  it('says a service on a private address needs ALLOW_PRIVATE_IMAGE_HOSTS, before any credit is spent', async () => {
    const { bot, ops } = await startBot(({ ALLOW_PRIVATE_IMAGE_HOSTS: _allowed, ...env }) => env);
    const [warning, ...more] = warnings(bot);
    expect(more).toEqual([]);
    expect(warning?.msg).toBe(
      "the image service's host 127.0.0.1 is a loopback address (127.0.0.1): its images will be " +
        'refused ("could not fetch this image safely") after each generation is charged; set ' +
        'ALLOW_PRIVATE_IMAGE_HOSTS=true for a service on your own network',
    );
    expect((await health(ops)).body).toMatchObject({
      status: 'degraded',
      degraded: [warning?.msg],
    });
  });

  it('is quiet about a service it can use: /healthz is ready', async () => {
    const { bot, ops } = await startBot((env) => env);
    expect(warnings(bot)).toEqual([]);
    const answer = await health(ops);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ready');
    expect(answer.body).not.toHaveProperty('degraded');
  });
});
