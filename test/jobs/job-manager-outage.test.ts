import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { ShardMovedError } from '../../src/jobs/job-errors.js';
import { JobStore } from '../../src/jobs/job-store.js';
import { type JobHarness, jobInput, startJobHarness } from './helpers/job-harness.js';
import { openJobKeyvs } from './helpers/job-keyvs.js';
import { RecordingObserver } from './helpers/recording-observer.js';

const TASKS_600MS = {
  durations: { nodeGraph: [600_000, 600_000], rr3: [600_000, 600_000] },
} as const;

/** A job store whose saves fail while `down`, as they do while Redis is unreachable. */
class FailingJobStore extends JobStore {
  down = false;
  failedSaves = 0;

  override async save(job: GenerationJob): Promise<void> {
    if (this.down) {
      this.failedSaves += 1;
      throw new Error('The client is offline');
    }
    await super.save(job);
  }

  override async delete(job: Pick<GenerationJob, 'id' | 'scope'>): Promise<void> {
    if (this.down) throw new Error('The client is offline');
    await super.delete(job);
  }
}

/**
 * A store on the harness's SQLite file that fails on demand, and `mayAct` as the app's: at
 * once until an outage, then waiting for its end and the answer whether the shard is still held.
 */
function outage(h: JobHarness) {
  const store = new FailingJobStore(openJobKeyvs(h.dbPath, []));
  let open: (mayWrite: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    open = resolve;
  });
  let began = false;
  const asked: string[] = [];
  const mayAct = (job: GenerationJob) => {
    if (!began) return true;
    asked.push(job.id);
    return answer;
  };
  return {
    store,
    asked,
    mayAct,
    begin() {
      began = true;
      store.down = true;
    },
    /** The store answers again; writes go on when the shard is still `held`. */
    end(held: boolean) {
      store.down = false;
      open(held);
    },
  };
}

const polls = (h: JobHarness, taskId: string) =>
  h.api.stats.statusRequests.get(taskId)?.length ?? 0;

describe('JobManager while the store fails', () => {
  it('keeps polling, holds the result in memory, retries its saves, and delivers it once they succeed', async () => {
    const h = await startJobHarness(TASKS_600MS);
    const { store } = outage(h);
    const manager = h.manager({ writeRetryMs: 10, writeRetryMaxMs: 40 }, store, h.observer);
    await manager.start(jobInput('j1', 'alice'));
    const submitted = await h.observer.waitFor((e) => e.job.taskId !== undefined);
    const taskId = submitted.job.taskId as string;

    store.down = true;
    const before = polls(h, taskId);
    await sleep(1_000);
    expect(polls(h, taskId)).toBeGreaterThan(before);
    expect(h.observer.finishedCount('j1')).toBe(0);
    expect(store.failedSaves).toBeGreaterThan(3);
    expect((await h.openStore().get('j1'))?.state).not.toBe('completed');
    const settled = polls(h, taskId);
    await sleep(200);
    expect(polls(h, taskId)).toBe(settled);

    store.down = false;
    await manager.idle();
    expect(h.observer.finishedCount('j1')).toBe(1);
    expect((await h.observer.finished('j1')).job).toMatchObject({ state: 'completed', taskId });
    expect(await h.openStore().get('j1')).toMatchObject({ state: 'completed', delivered: true });
    const said = h.logs.filter((line) => line.jobId === 'j1').map((line) => line.msg);
    expect(said.filter((msg) => msg === 'saving a job failed')).toHaveLength(1);
    expect(said).toContain('saving a job succeeded after the store failed');
  });

  it('writes nothing after an outage until the shard is confirmed, then delivers once', async () => {
    const h = await startJobHarness(TASKS_600MS);
    const { store, asked, mayAct, begin, end } = outage(h);
    const manager = h.manager({ writeRetryMs: 10 }, store, h.observer, { mayAct });
    await manager.start(jobInput('j1', 'alice'));
    const submitted = await h.observer.waitFor((e) => e.job.taskId !== undefined);
    begin();
    await sleep(1_000);
    expect(asked).toContain('j1');
    expect(h.observer.finishedCount('j1')).toBe(0);

    end(true);
    await manager.idle();
    expect(h.observer.finishedCount('j1')).toBe(1);
    expect((await h.observer.finished('j1')).job).toMatchObject({
      state: 'completed',
      taskId: submitted.job.taskId,
    });
    expect(await h.openStore().get('j1')).toMatchObject({ state: 'completed', delivered: true });
  });

  it('tries again a delivery refused while its shard stayed held, and delivers it once', async () => {
    const h = await startJobHarness(TASKS_600MS);
    // The first delivery finds the shard not surely held (the observer's edit refused): it stays.
    class RefusedOnce extends RecordingObserver {
      refusals = 1;
      override async onFinished(job: GenerationJob, error?: unknown): Promise<void> {
        if (this.refusals-- > 0) throw new ShardMovedError();
        await super.onFinished(job, error);
      }
    }
    const observer = new RefusedOnce();
    const manager = h.manager({ writeRetryMs: 10 }, undefined, observer);
    await manager.start(jobInput('j1', 'alice'));
    const submitted = await observer.waitFor((e) => e.job.taskId !== undefined);
    h.api.setTaskFate(submitted.job.taskId as string, 'complete');
    await manager.idle();
    expect(observer.refusals).toBe(-1);
    expect(observer.finishedCount('j1')).toBe(1);
    expect(await h.openStore().get('j1')).toMatchObject({ state: 'completed', delivered: true });
  });

  it('leaves a job whose shard was taken over meanwhile to the new owner, which delivers it once', async () => {
    const h = await startJobHarness(TASKS_600MS);
    const { store, mayAct, begin, end } = outage(h);
    const owner = h.manager({ writeRetryMs: 10 }, store, h.observer, { mayAct });
    await owner.start(jobInput('j1', 'alice'));
    const submitted = await h.observer.waitFor((e) => e.job.taskId !== undefined);
    begin();
    await sleep(1_000);

    end(false);
    await owner.idle();
    expect(h.observer.finishedCount('j1')).toBe(0);
    const left = h.logs.find((line) =>
      String(line.msg).startsWith('left a finished job to be resumed'),
    );
    expect(left).toMatchObject({ jobId: 'j1' });
    expect(await owner.stopShard(0)).toBe(1);

    const observer = new RecordingObserver();
    const successor = h.manager({}, h.openStore(), observer);
    expect(await successor.resume([0])).toMatchObject({ poll: 1 });
    await successor.idle();
    expect(observer.finishedCount('j1')).toBe(1);
    expect((await observer.finished('j1')).job).toMatchObject({
      state: 'completed',
      taskId: submitted.job.taskId,
    });
    expect(h.observer.finishedCount('j1')).toBe(0);
    expect(h.api.stats.submissions).toBe(1);
  });

  it('forgets a refused request at once while the store fails, and removes it once it answers', async () => {
    const h = await startJobHarness();
    const { store } = outage(h);
    const manager = h.manager({ writeRetryMs: 10, writeRetryMaxMs: 40 }, store, h.observer);
    await manager.accept(jobInput('j1', 'alice'));
    store.down = true;
    const discarded = manager.discard('j1');
    expect(await manager.activeCount('alice')).toBe(0);
    await sleep(50);
    expect(await h.openStore().get('j1')).toMatchObject({ state: 'accepted' });
    store.down = false;
    expect(await discarded).toBe(true);
    expect(await h.openStore().get('j1')).toBeUndefined();
  });

  it('leaves an accepted job whose start it could not save, once its shard passed, to the new owner', async () => {
    const h = await startJobHarness();
    const { store, mayAct, begin, end } = outage(h);
    const owner = h.manager({ writeRetryMs: 10 }, store, h.observer, { mayAct });
    await owner.accept(jobInput('j1', 'alice'));
    begin();
    await expect(owner.start(jobInput('j1', 'alice'))).rejects.toMatchObject({
      name: 'JobSaveError',
    });
    const discarded = owner.discard('j1');
    end(false);
    store.down = true; // its writes fenced off: another process holds the shard
    // Not removed: the reply it was accepted for stays, and the new owner ends the job there.
    expect(await discarded).toBe(false);
    expect(await h.openStore().get('j1')).toMatchObject({ state: 'accepted' });

    const observer = new RecordingObserver();
    const successor = h.manager({}, h.openStore(), observer);
    expect(await successor.resume([0])).toMatchObject({ interrupt: 1 });
    await successor.idle();
    expect((await observer.finished('j1')).job).toMatchObject({ state: 'failed' });
  });

  it('removes an accepted job whose start it could not save while its shard stayed held', async () => {
    const h = await startJobHarness();
    const { store, mayAct, begin, end } = outage(h);
    const owner = h.manager({ writeRetryMs: 10 }, store, h.observer, { mayAct });
    await owner.accept(jobInput('j1', 'alice'));
    begin();
    await expect(owner.start(jobInput('j1', 'alice'))).rejects.toMatchObject({
      name: 'JobSaveError',
    });
    const discarded = owner.discard('j1');
    end(true);
    expect(await discarded).toBe(true);
    await owner.idle();
    expect(await h.openStore().get('j1')).toBeUndefined();
    expect(await owner.activeCount('alice')).toBe(0);
  });
});
