import { describe, expect, it } from 'vitest';
import { QueuedJobCancelledError } from '../../src/jobs/job-errors.js';
import { jobInput, startJobHarness } from './helpers/job-harness.js';

describe('JobManager: cancelling, stopping and listing a scope', () => {
  it('takes a queued job out: ended as cancelled, never submitted, the others move up', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ hangNextTasks: 1 });
    const manager = h.manager({ maxActivePerScope: 1 });
    await manager.start(jobInput('j0', 'alice'));
    await manager.start(jobInput('j1', 'bob'));
    await manager.start(jobInput('j2', 'carol'));
    const listed = manager.queueOf('guild-1');
    expect(listed.running.map((job) => job.id)).toEqual(['j0']);
    expect(listed.waiting.map((job) => job.id)).toEqual(['j1', 'j2']);
    expect(manager.queueOf('guild-2')).toEqual({ running: [], waiting: [] });

    expect(await manager.cancelQueued('j1', new QueuedJobCancelledError())).toBe(true);
    expect(await manager.cancelQueued('j1', new QueuedJobCancelledError())).toBe(false);
    expect(await manager.cancelQueued('j0', new QueuedJobCancelledError())).toBe(false);
    const cancelled = await manager.get('j1');
    expect(cancelled).toMatchObject({
      state: 'failed',
      error: { name: 'QueuedJobCancelledError' },
    });
    expect(cancelled?.taskId).toBeUndefined();
    expect(manager.queueOf('guild-1').waiting.map((job) => job.id)).toEqual(['j2']);
    expect((await manager.get('j2'))?.queuePosition).toBe(1);
    expect(await manager.activeCount('bob')).toBe(0);

    expect(manager.stopWaiting('j2', new Error('not running'))).toBe(false);
    while (!(await manager.get('j0'))?.taskId) await new Promise((done) => setTimeout(done, 10));
    expect(manager.stopWaiting('j0', new Error('stopped'))).toBe(true);
    await manager.idle();
    expect(await manager.get('j0')).toMatchObject({ state: 'failed' });
    expect((await manager.get('j0'))?.taskId).toBeDefined();
    expect((await manager.get('j2'))?.state).toBe('completed');
    expect(h.calls.filter((call) => call.operation === 'submit')).toHaveLength(2);
  });

  it('stops waiting for a job being submitted: never sent, ended failed with the reason', async () => {
    const h = await startJobHarness();
    let checks = 0;
    let checking: (() => void) | undefined;
    const checked = new Promise<void>((resolve) => {
      checking = resolve;
    });
    // The save as `submitting` asks first; the check right before the submission hangs until stopped.
    const mayAct = (job: { state: string }, signal: AbortSignal) => {
      if (job.state !== 'submitting' || ++checks < 2) return true;
      checking?.();
      return new Promise<boolean>((resolve) =>
        signal.addEventListener('abort', () => resolve(false)),
      );
    };
    const manager = h.manager({}, undefined, undefined, { mayAct });
    await manager.start(jobInput('j0', 'alice'));
    await checked;
    const reason = new Error('stopped while starting');
    expect(manager.stopWaiting('j0', reason)).toBe(true);
    expect(manager.stopWaiting('j0', reason)).toBe(false);
    await manager.idle();
    expect(await manager.get('j0')).toMatchObject({ state: 'failed' });
    expect(h.calls.filter((call) => call.operation === 'submit')).toHaveLength(0);
    expect((await h.observer.finished('j0')).error).toBe(reason);
  });
});
