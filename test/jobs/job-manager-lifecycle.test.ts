import { describe, expect, it, vi } from 'vitest';
import { jobInput, startJobHarness } from './helpers/job-harness.js';
import { RecordingObserver } from './helpers/recording-observer.js';

describe('JobManager lifecycle', () => {
  it('lets a submission already sent finish during stop(), so its task is kept and resumed', async () => {
    const h = await startJobHarness();
    h.api.setFaults({ endpoints: ['image_generation'], latencyMs: 300 });
    const first = h.manager();
    await first.start(jobInput('j1', 'alice'));
    await h.observer.waitFor((e) => e.job.id === 'j1' && e.job.state === 'submitting');
    await first.stop();
    const stored = await h.openStore().get('j1');
    expect(stored).toMatchObject({ state: 'queued', delivered: false });
    expect(stored?.taskId).toBeDefined();

    const observer = new RecordingObserver();
    const second = h.manager({}, h.openStore(), observer);
    expect(await second.resume()).toMatchObject({ poll: 1, interrupt: 0 });
    expect((await observer.finished('j1')).job.state).toBe('completed');
    expect(h.api.stats.submissions).toBe(1);
  });

  it('keeps a slow onUpdate from blocking polling, never overlapping calls of one job', async () => {
    const h = await startJobHarness();
    h.observer.updateDelayMs = 250;
    // Each job's first update returns only once the service has been polled several times: a
    // manager that waited for onUpdate before polling would never get there.
    const polls = () => [...h.api.stats.statusRequests.values()].reduce((n, t) => n + t.length, 0);
    h.observer.firstUpdateGate = () => vi.waitFor(() => expect(polls()).toBeGreaterThan(6), 10_000);
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    await manager.start(jobInput('j2', 'bob'));
    await manager.idle();
    expect(h.observer.gateFailures).toBe(0);
    expect(h.observer.maxConcurrentPerJob).toBe(1);
    for (const id of ['j1', 'j2']) {
      const events = h.observer.of(id);
      expect(events.map((e) => e.kind).slice(-2)).toEqual(['finished', 'delivered']);
      expect(events.filter((e) => e.kind === 'finished')).toHaveLength(1);
      const updates = h.observer.updates(id);
      expect(updates[0]?.state).toBe('submitting');
      const taskId = events.at(-1)?.job.taskId as string;
      expect(h.api.stats.statusRequests.get(taskId)?.length).toBeGreaterThan(0);
    }
  });

  it('lets the caller update a job’s target while running and after delivery', async () => {
    const h = await startJobHarness();
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    const running = await manager.updateTarget('j1', { messageId: 'm1' });
    expect(running?.target).toEqual({ channelId: 'chan-1', token: 'token-j1', messageId: 'm1' });
    const { job } = await h.observer.finished('j1');
    expect(job.target.messageId).toBe('m1');
    await manager.idle();

    const after = await manager.updateTarget('j1', { messageId: 'm2', token: null });
    expect(after?.target).toEqual({ channelId: 'chan-1', token: null, messageId: 'm2' });
    expect((await h.openStore().get('j1'))?.target.messageId).toBe('m2');
    expect((await manager.get('j1'))?.state).toBe('completed');
    expect(await manager.updateTarget('unknown', { x: 1 })).toBeUndefined();
    expect(await manager.get('unknown')).toBeUndefined();
  });

  it('refuses a duplicate job id and stops quickly with nothing running', async () => {
    const h = await startJobHarness();
    const manager = h.manager();
    await manager.start(jobInput('j1', 'alice'));
    await expect(manager.start(jobInput('j1', 'bob'))).rejects.toThrow('already exists');
    await manager.idle();
    const started = Date.now();
    await manager.stop();
    await manager.stop();
    expect(Date.now() - started).toBeLessThan(200);
  });
});
