/**
 * The naive bot's own process: the bench forks it so its CPU, RSS and event loop are measured
 * alone, like the real bot's. Driven over IPC by `naive-handle.ts`.
 */
import { type ResourceSampler, startResourceSampler } from '../resource-sampler.js';
import { countRestWaits, type RestWaits, scaleRestLimits } from '../rest-rate-limits.js';
import { startWindowProfile, type WindowProfile } from '../window-profile.js';
import { type NaiveBot, startNaiveBot } from './naive-bot.js';
import { type FromNaive, NAIVE_POLL_INTERVAL_MS, type ToNaive } from './naive-protocol.js';

let bot: NaiveBot | undefined;
let pollIntervalMs = NAIVE_POLL_INTERVAL_MS;
let sampler: ResourceSampler | undefined;
let waits: { stop(): RestWaits } | undefined;
let profile: WindowProfile | undefined;

const send = (message: FromNaive) =>
  new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));

async function handle(message: ToNaive): Promise<void> {
  try {
    if (message.type === 'start') {
      const { start } = message;
      pollIntervalMs = Math.max(10, Math.round(NAIVE_POLL_INTERVAL_MS * start.timeScale));
      bot = await startNaiveBot({ ...start, keys: new Map(start.keys), pollIntervalMs });
      scaleRestLimits(bot.client.rest, start.timeScale);
      await send({ type: 'ready' });
    } else if (message.type === 'measure') {
      if (!bot) throw new Error('measure before start');
      profile = await startWindowProfile('naive');
      waits = countRestWaits(bot.client.rest);
      sampler = startResourceSampler();
      await send({ type: 'measuring' });
    } else {
      if (!bot || !sampler || !waits) throw new Error('stop before measure');
      const usage = await sampler.stop();
      await profile?.stop();
      const restWaits = waits.stop();
      const discordJsGlobalPerSecond = bot.client.rest.options.globalRequestsPerSecond;
      await bot.stop();
      await send({
        type: 'stopped',
        measured: { usage, restWaits, pollIntervalMs, discordJsGlobalPerSecond },
      });
      process.disconnect();
    }
  } catch (error) {
    await bot?.stop().catch(() => undefined);
    await send({ type: 'error', message: (error as Error).stack ?? String(error) });
    process.disconnect();
  }
}

process.on('message', (message: ToNaive) => void handle(message));
process.on('disconnect', () => {
  void (bot?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});
