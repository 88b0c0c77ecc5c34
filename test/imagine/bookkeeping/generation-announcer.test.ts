import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import {
  announceRefunded,
  createGenerationAnnouncer,
  generationFactsOf,
} from '../../../src/imagine/bookkeeping/generation-announcer.js';
import type { GenerationTarget } from '../../../src/imagine/delivery/reply-target.js';
import {
  type GenerationEvent,
  type GenerationEventName,
  GenerationEvents,
} from '../../../src/jobs/generation-events.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';

const target: GenerationTarget = {
  reply: {
    id: 'r1',
    jobIds: ['r1', 'r1.1'],
    applicationId: 'app',
    token: 'tok',
    tokenCreatedAt: 0,
    channelId: 'c1',
    guildId: 'g1',
    attachmentSizeLimit: 1,
  },
  promptLabel: 'a cat',
  ignoredOptions: [],
};

const jobOf = (patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id: 'r1.1',
  scope: 'g1',
  userId: 'u1',
  keyRef: { kind: 'server', guildId: 'g1' },
  request: { prompt: 'a cat' },
  state: 'waiting',
  createdAt: 1_000,
  delivered: false,
  target: { ...target },
  ...patch,
});

const NAMES: GenerationEventName[] = [
  'admitted',
  'charged',
  'finished',
  'failed',
  'cancelled',
  'refunded',
];

/** A hub and every event it told, in order. */
function recorded() {
  const events = new GenerationEvents(createLogger({ level: 'silent' }));
  const seen: GenerationEvent[] = [];
  for (const name of NAMES) {
    events.on(name, (event) => void seen.push({ name, ...event } as GenerationEvent));
  }
  return { events, seen, names: () => seen.map((event) => event.name) };
}

describe('generation announcer', () => {
  it('says who, where and which key of a job', () => {
    expect(generationFactsOf(jobOf())).toEqual({
      jobId: 'r1.1',
      replyId: 'r1',
      userId: 'u1',
      guildId: 'g1',
      channelId: 'c1',
      keyRef: { kind: 'server', guildId: 'g1' },
      request: { prompt: 'a cat' },
    });
    expect(generationFactsOf(jobOf({ scope: 'dm:u1' })).guildId).toBeNull();
  });

  it('tells charged once when a job seen without a task gets one, then its end once delivered', async () => {
    const { events, seen, names } = recorded();
    const announcer = createGenerationAnnouncer(events);
    await announcer.onUpdate(jobOf({ state: 'submitting' }));
    await announcer.onUpdate(jobOf({ state: 'queued', taskId: 't1', submittedAt: 1_500 }));
    await announcer.onUpdate(jobOf({ state: 'processing', taskId: 't1', progress: 0.5 }));
    await announcer.onFinished(jobOf({ state: 'completed', taskId: 't1' }));
    expect(names()).toEqual(['charged']);
    announcer.onDelivered?.(
      jobOf({ state: 'completed', taskId: 't1', imageUrl: 'https://i/1.png', finishedAt: 2_000 }),
    );
    expect(names()).toEqual(['charged', 'finished']);
    expect(seen[0]).toMatchObject({ taskId: 't1', submittedAt: 1_500, channelId: 'c1' });
    expect(seen[1]).toMatchObject({ imageUrl: 'https://i/1.png', finishedAt: 2_000 });
  });

  it('tells charged before the end when the update with the task was skipped', () => {
    const { events, names } = recorded();
    const announcer = createGenerationAnnouncer(events);
    void announcer.onUpdate(jobOf({ state: 'submitting' }));
    announcer.onDelivered?.(
      jobOf({ state: 'failed', taskId: 't1', error: { name: 'TaskFailedError', message: 'x' } }),
    );
    expect(names()).toEqual(['charged', 'failed']);
  });

  it('does not charge again a task resumed after a restart', async () => {
    const { events, names } = recorded();
    const announcer = createGenerationAnnouncer(events);
    await announcer.onUpdate(jobOf({ state: 'processing', taskId: 't1' }));
    announcer.onDelivered?.(jobOf({ state: 'completed', taskId: 't1', imageUrl: 'u' }));
    expect(names()).toEqual(['finished']);
  });

  it('tells a job a member took out of the queue, or stopped waiting for, as cancelled', () => {
    const { events, seen } = recorded();
    const announcer = createGenerationAnnouncer(events);
    const ended = (name: string, state: GenerationJob['state'] = 'failed') =>
      jobOf({ state, error: { name, message: name } });
    announcer.onDelivered?.(ended('QueuedJobCancelledError'));
    announcer.onDelivered?.(ended('StoppedWaitingError'));
    announcer.onDelivered?.(ended('JobTimeoutError', 'timed_out'));
    expect(seen.map((event) => [event.name, 'how' in event ? event.how : event.name])).toEqual([
      ['cancelled', 'dequeued'],
      ['cancelled', 'stopped'],
      ['failed', 'failed'],
    ]);
    expect(seen[2]).toMatchObject({ state: 'timed_out' });
  });

  it("tells a server-key use given back, with the day's use it returns", () => {
    const { events, seen } = recorded();
    announceRefunded(events, jobOf());
    announceRefunded(events, jobOf({ keyRef: { kind: 'user', userId: 'u1' } }));
    expect(seen).toEqual([
      expect.objectContaining({ name: 'refunded', serverId: 'g1', usedAt: 1_000, jobId: 'r1.1' }),
    ]);
  });
});
