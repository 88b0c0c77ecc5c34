import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, startImagineEnv, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { health, sampleSum, scrape } from './ops-kit.js';

/** The bot with METRICS_PORT=0 (a free port) on the embedded store, through both emulators. */
describe('/healthz and /metrics of a bot process', () => {
  let env: BotEnv | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('serves nothing without METRICS_PORT', async () => {
    env = await startImagineEnv({}, { linked: false });
    expect(env.app.operations).toBeUndefined();
    expect(env.app.context.metrics).toBeUndefined();
  });

  it('is ready once started, and counts one /imagine from the status polls to the post', async () => {
    env = await startImagineEnv({ env: { METRICS_PORT: '0' } });
    const address = env.app.operations;
    if (!address) throw new Error('the operations server is not listening');
    expect(address.host).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address.port}`;
    expect(await health(base)).toEqual({ status: 200, body: { status: 'ready', shards: [0] } });

    const run = await runImagine(env, { prompt: 'a lighthouse at dusk' });
    expect(titleOf(await waitForResult(run))).toBe('✅ Image ready');
    const posted = 'imagine_bot_completion_to_posted_seconds_count';
    // The emulator shows the edit as the bot's request lands: the bot counts it once answered.
    await vi.waitFor(async () => {
      const after = await scrape(base);
      expect(sampleSum(after, posted, { state: 'completed' })).toBe(1);
      expect(sampleSum(after, 'imagine_bot_jobs')).toBe(0);
    });
    const text = await scrape(base);
    const polls = sampleSum(text, 'imagine_bot_service_requests_total', {
      operation: 'taskStatus',
      outcome: 'ok',
    });
    expect(polls).toBeGreaterThan(0);
    expect(polls).toBe(env.imageApi.stats.requests.task_status);
    expect(
      sampleSum(text, 'imagine_bot_service_requests_total', { operation: 'submit', outcome: 'ok' }),
    ).toBe(1);
    const discord = sampleSum(text, 'imagine_bot_discord_requests_total');
    expect(discord).toBeGreaterThan(0);
    expect(sampleSum(text, 'imagine_bot_discord_requests_total', { via: 'webhook' })).toBe(
      env.discord.requests.filter((r) => r.path.startsWith('/webhooks/')).length,
    );
    expect(sampleSum(text, 'imagine_bot_discord_requests_total', { status: '429' })).toBe(0);
    expect(sampleSum(text, 'imagine_bot_shard_lease_held', { shard: '0' })).toBe(1);
    expect(sampleSum(text, 'imagine_bot_queue_waiting_jobs')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const build = { version, node_version: process.versions.node, store: 'sqlite' };
    expect(sampleSum(text, 'imagine_bot_build_info', build)).toBe(1);

    await env.app.stop();
    await expect(health(base)).rejects.toThrow();
  });
});
