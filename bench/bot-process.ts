/**
 * The real bot's own process in `npm run bench` (one process, or one of `--processes N`): the bot
 * (`startApp`) measured alone in its process, as the naive bot is in its own. Driven over IPC by
 * `bot-handle.ts`; `npm run bench` runs it compiled, with `npm start`'s flags (see forked-process).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogCapture, type LogCapture } from '../sandbox/demo/log-capture.js';
import { type RunningApp, startApp } from '../src/app.js';
import { type AnswerPhase, watchAnswerPhase } from './answer-phase.js';
import type { FromBot, IdleRss, ToBot } from './bot-protocol.js';
import { measuredImageClassifier } from './image-check-cost.js';
import { linkMembers } from './link-members.js';
import { rssWithChildren } from './proc-stats.js';
import { type ResourceSampler, startResourceSampler } from './resource-sampler.js';
import { countRestWaits, type RestWaits, scaleRestLimits } from './rest-rate-limits.js';
import { startWindowProfile, type WindowProfile } from './window-profile.js';

let app: RunningApp | undefined;
let logs: LogCapture | undefined;
let sampler: ResourceSampler | undefined;
let waits: { stop(): RestWaits } | undefined;
let answers: { stop(): AnswerPhase | undefined } | undefined;
let profile: WindowProfile | undefined;
let imageChecks: ReturnType<typeof measuredImageClassifier> | undefined;
let waitForIdle = false;

const send = (message: FromBot) =>
  new Promise<void>((resolve) => process.send?.(message, undefined, {}, () => resolve()));

/**
 * `imageCheck: false` (or `BENCH_IMAGE_CHECK=off`): every server allows images everywhere
 * (`/policy` › Images), so no image is checked: the same run without the image safety check.
 */
async function allowImages(running: RunningApp): Promise<void> {
  for (const guildId of running.client.guilds.cache.keys()) {
    await running.context.stores.policy.setImageSafety(guildId, { normal: 'allow' });
  }
}

/** Margin after the idle period for the check's process to exit, and the collector to run. */
const IDLE_MARGIN_MS = 2_000;

/**
 * Waits the image check's idle period and a margin after the run (the same wait with the check
 * off, like with like), then reads the bot's RSS with its children's.
 */
async function rssAfterIdle(idleMs: number): Promise<IdleRss> {
  const afterMs = idleMs + IDLE_MARGIN_MS;
  await sleep(afterMs);
  const checkRunning = imageChecks?.classifier.processId?.() !== undefined;
  return { bytes: rssWithChildren(), afterMs, checkRunning };
}

async function handle(message: ToBot): Promise<void> {
  try {
    if (message.type === 'start') {
      const { config, timeScale, members, logFile } = message.start;
      logs = createLogCapture(logFile ? { file: logFile } : {});
      imageChecks = measuredImageClassifier(logs.logger, config.IMAGE_CHECK_IDLE_MS);
      app = await startApp(config, {
        logger: logs.logger,
        imageClassifier: imageChecks.classifier,
      });
      scaleRestLimits(app.client.rest, timeScale);
      if (members) await linkMembers(app.context, members);
      const checkOff = message.start.imageCheck === false;
      waitForIdle = message.start.idleRss === true;
      if (checkOff || process.env.BENCH_IMAGE_CHECK === 'off') await allowImages(app);
      await send({ type: 'ready' });
    } else if (message.type === 'measure') {
      if (!app) throw new Error('measure before start');
      profile = await startWindowProfile('bot');
      waits = countRestWaits(app.client.rest);
      sampler = startResourceSampler();
      if (message.expectedCallbacks) {
        answers = watchAnswerPhase(app.client.rest, message.expectedCallbacks);
      }
      await send({ type: 'measuring' });
    } else {
      if (!app || !sampler || !waits) throw new Error('stop before measure');
      const answerPhase = answers?.stop();
      const usage = await sampler.stop();
      await profile?.stop();
      const restWaits = waits.stop();
      const idleRss = waitForIdle
        ? await rssAfterIdle(app.context.config.IMAGE_CHECK_IDLE_MS)
        : undefined;
      await app.stop();
      await imageChecks?.classifier.close();
      await send({
        type: 'stopped',
        measured: {
          usage,
          restWaits,
          ...(answerPhase ? { answerPhase } : {}),
          problems: logs?.problems() ?? [],
          discordJsGlobalPerSecond: app.client.rest.options.globalRequestsPerSecond,
          ...(imageChecks ? { imageChecks: imageChecks.figures() } : {}),
          ...(idleRss ? { idleRss } : {}),
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

process.on('message', (message: ToBot) => void handle(message));
process.on('disconnect', () => {
  void (app?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});
