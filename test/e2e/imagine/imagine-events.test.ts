import { afterEach, describe, expect, it } from 'vitest';
import type {
  GenerationEvent,
  GenerationEventName,
  GenerationEvents,
} from '../../../src/jobs/generation-events.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  eventually,
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  waitForPosition,
  waitForResult,
} from './imagine-kit.js';

const NAMES: readonly GenerationEventName[] = [
  'admitted',
  'charged',
  'finished',
  'failed',
  'cancelled',
  'refunded',
];

/** Listens to every generation event of a running app, as a feature would; keeps them in order. */
function listen(generations: GenerationEvents) {
  const seen: GenerationEvent[] = [];
  for (const name of NAMES) {
    generations.on(name, (event) => void seen.push({ name, ...event } as GenerationEvent));
  }
  const of = (jobId: string) => seen.filter((event) => event.jobId === jobId);
  return { seen, of, names: (jobId: string) => of(jobId).map((event) => event.name) };
}

describe('generation events', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it('tells a listener admitted → charged → finished, and admitted → refunded → cancelled for a cancelled queued one, each once', async () => {
    env = await startImagineEnv({ env: { GUILD_MAX_ACTIVE_JOBS: '1' } }, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 5 });
    const { generations } = env.app.context;
    const events = listen(generations);
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const first = await runImagine(env, { prompt: 'first' });
    const taskId = await taskIdOf(env, first);
    const second = await runImagine(env, { prompt: 'second' });
    await waitForPosition(second, 1);
    await (await second.clickButton({ label: '✖️ Cancel' })).waitForAck();
    await waitForResult(second);
    await eventually(async () => events.names(second.id).includes('cancelled'));
    env.imageApi.setTaskFate(taskId, 'complete');
    await waitForResult(first);
    await eventually(async () => events.names(first.id).includes('finished'));
    await env.app.context.jobs.idle();
    await generations.idle();

    expect(events.names(first.id)).toEqual(['admitted', 'charged', 'finished']);
    expect(events.names(second.id)).toEqual(['admitted', 'refunded', 'cancelled']);
    expect(events.seen).toHaveLength(6);
    const where = {
      userId: env.user.id,
      guildId: env.guild.id,
      channelId: env.channel.id,
      keyRef: { kind: 'server', guildId: env.guild.id },
    };
    const [admitted, charged, finished] = events.of(first.id);
    expect(admitted).toMatchObject({ ...where, replyId: first.id, request: { prompt: 'first' } });
    expect(charged).toMatchObject({ ...where, taskId });
    const job = await env.app.context.jobs.get(first.id);
    expect(finished).toMatchObject({ ...where, taskId, imageUrl: job?.imageUrl });
    const [, refunded, cancelled] = events.of(second.id);
    expect(refunded).toMatchObject({ ...where, serverId: env.guild.id });
    expect(cancelled).toMatchObject({ ...where, how: 'dequeued' });
    expect(cancelled).not.toHaveProperty('taskId');
  });

  it('tells, after a restart, only what happens in the new process: a resumed task is not charged again', async () => {
    env = await startImagineEnv();
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const before = listen(env.app.context.generations);
    const run = await runImagine(env, { prompt: 'slow' });
    const taskId = await taskIdOf(env, run);
    await eventually(async () => before.names(run.id).includes('charged'));
    await env.restartBot();
    const after = listen(env.app.context.generations);
    env.imageApi.setTaskFate(taskId, 'complete');
    await waitForResult(run);
    await eventually(async () => after.names(run.id).includes('finished'));
    await env.app.context.jobs.idle();
    expect(before.names(run.id)).toEqual(['admitted', 'charged']);
    expect(after.names(run.id)).toEqual(['finished']);
    expect(after.of(run.id)[0]).toMatchObject({ keyRef: { kind: 'user', userId: env.user.id } });
  });
});
