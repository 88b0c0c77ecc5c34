import { describe, expect, it } from 'vitest';
import {
  MemberCapError,
  QueuedJobCancelledError,
  RestartedBeforeSendError,
} from '../../src/jobs/job-errors.js';
import { FAST_EMULATOR, jobInput, startJobHarness } from './helpers/job-harness.js';
import { RecordingObserver } from './helpers/recording-observer.js';

describe('JobManager: jobs accepted before the bot acknowledged the member', () => {
  it('keeps an accepted job out of the queue but counts it against the member; start runs it', async () => {
    const h = await startJobHarness(FAST_EMULATOR);
    const manager = h.manager({ maxActivePerMember: 1 });
    await manager.accept(jobInput('j1', 'alice'));
    expect((await h.openStore().get('j1'))?.state).toBe('accepted');
    expect(await manager.activeCount('alice')).toBe(1);
    await expect(manager.accept(jobInput('j2', 'alice'))).rejects.toBeInstanceOf(MemberCapError);
    expect(h.api.stats.submissions).toBe(0);

    const started = await manager.start({
      ...jobInput('j1', 'alice'),
      request: { prompt: 'final' },
    });
    expect(started.state).toBe('waiting');
    await manager.idle();
    expect((await h.observer.finished('j1')).job).toMatchObject({
      state: 'completed',
      request: { prompt: 'final' },
    });
  });

  it('ends an accepted job cancelled before its start as soon as it starts, nothing submitted', async () => {
    const h = await startJobHarness(FAST_EMULATOR);
    const manager = h.manager();
    await manager.accept(jobInput('j1', 'alice'));
    const reason = new QueuedJobCancelledError();
    expect(await manager.cancelQueued('j1', reason)).toBe(true);
    const started = await manager.start(jobInput('j1', 'alice'));
    expect(started.state).toBe('failed');
    await manager.idle();
    expect((await h.observer.finished('j1')).job).toMatchObject({
      state: 'failed',
      error: { name: 'QueuedJobCancelledError' },
    });
    expect(h.api.stats.submissions).toBe(0);
    expect(await manager.activeCount('alice')).toBe(0);
  });

  it('ends an accepted job cancelled while its start is being saved, nothing submitted', async () => {
    const h = await startJobHarness(FAST_EMULATOR);
    const manager = h.manager();
    await manager.accept(jobInput('j1', 'alice'));
    const starting = manager.start(jobInput('j1', 'alice'));
    expect(await manager.cancelQueued('j1', new QueuedJobCancelledError())).toBe(true);
    expect((await starting).state).toBe('failed');
    await manager.idle();
    expect((await h.observer.finished('j1')).job.error?.name).toBe('QueuedJobCancelledError');
    expect(h.api.stats.submissions).toBe(0);
  });

  it('forgets a discarded job entirely', async () => {
    const h = await startJobHarness(FAST_EMULATOR);
    const manager = h.manager();
    await manager.accept(jobInput('j1', 'alice'));
    await manager.discard('j1');
    expect(await manager.get('j1')).toBeUndefined();
    expect(await h.openStore().listUnfinished()).toEqual([]);
    expect(await manager.activeCount('alice')).toBe(0);
  });

  it('after a crash, ends an accepted job as restarted before it was sent, with nothing submitted', async () => {
    const h = await startJobHarness(FAST_EMULATOR);
    await h.manager().accept(jobInput('j1', 'alice'));
    const observer = new RecordingObserver();
    const next = h.manager({}, h.openStore(), observer);
    expect(await next.resume()).toMatchObject({ interrupt: 1 });
    await next.idle();
    const { job } = await observer.finished('j1');
    expect(job).toMatchObject({
      state: 'failed',
      error: { name: 'RestartedBeforeSendError', message: new RestartedBeforeSendError().message },
    });
    expect(h.api.stats.submissions).toBe(0);
  });
});
