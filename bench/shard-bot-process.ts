/**
 * One bot process of `npm run bench -- --processes N`: the real bot (`startApp`, its shards of
 * the run on a shared Redis), measured alone in its process as the one-process bench measures it
 * in its own. Driven over IPC by `shard-bot-handle.ts`.
 */
import { createLogCapture, type LogCapture } from '../sandbox/demo/log-capture.js';
import { type RunningApp, startApp } from '../src/app.js';
import { type ResourceSampler, startResourceSampler } from './resource-sampler.js';
import { countRestWaits, type RestWaits, scaleRestLimits } from './rest-rate-limits.js';
import type { FromShardBot, ToShardBot } from './shard-bot-protocol.js';

let app: RunningApp | undefined;
let logs: LogCapture | undefined;
let sampler: ResourceSampler | undefined;
let waits: { stop(): RestWaits } | undefined;

const send = (message: FromShardBot) =>
  new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));

async function handle(message: ToShardBot): Promise<void> {
  try {
    if (message.type === 'start') {
      logs = createLogCapture();
      app = await startApp(message.config, { logger: logs.logger });
      scaleRestLimits(app.client.rest, message.timeScale);
      await send({ type: 'ready' });
    } else if (message.type === 'measure') {
      if (!app) throw new Error('measure before start');
      waits = countRestWaits(app.client.rest);
      sampler = startResourceSampler();
      await send({ type: 'measuring' });
    } else {
      if (!app || !sampler || !waits) throw new Error('stop before measure');
      const usage = await sampler.stop();
      const restWaits = waits.stop();
      await app.stop();
      await send({
        type: 'stopped',
        measured: {
          usage,
          restWaits,
          problems: logs?.problems() ?? [],
          discordJsGlobalPerSecond: app.client.rest.options.globalRequestsPerSecond,
        },
      });
      await logs?.close();
      process.disconnect();
    }
  } catch (error) {
    await app?.stop().catch(() => undefined);
    await send({ type: 'error', message: (error as Error).stack ?? String(error) });
    process.disconnect();
  }
}

process.on('message', (message: ToShardBot) => void handle(message));
process.on('disconnect', () => {
  void (app?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});
