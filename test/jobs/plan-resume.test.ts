import { describe, expect, it } from 'vitest';
import { InvalidApiKeyError } from '../../src/image-backend/backend-errors.js';
import { type GenerationJob, type JobState, toJobError } from '../../src/jobs/generation-job.js';
import { planResume } from '../../src/jobs/plan-resume.js';

const job = (id: string, state: JobState, extra: Partial<GenerationJob> = {}): GenerationJob => ({
  id,
  scope: 'g1',
  userId: 'u1',
  keyRef: { kind: 'server', guildId: 'g1' },
  request: { prompt: 'p' },
  state,
  createdAt: 1,
  delivered: false,
  target: {},
  ...extra,
});

describe('planResume', () => {
  it('polls submitted tasks, requeues unsubmitted ones, fails interrupted submissions and delivers finished ones', () => {
    const plan = planResume([
      job('w', 'waiting'),
      job('s', 'submitting'),
      job('q', 'queued', { taskId: 't1' }),
      job('p', 'processing', { taskId: 't2' }),
      job('c', 'completed', { taskId: 't3' }),
      job('t', 'timed_out', { taskId: 't4' }),
      job('d', 'failed', { delivered: true }),
    ]);
    const ids = (jobs: GenerationJob[]) => jobs.map((j) => j.id);
    expect(ids(plan.poll)).toEqual(['q', 'p']);
    expect(ids(plan.requeue)).toEqual(['w']);
    expect(ids(plan.interrupt)).toEqual(['s']);
    expect(ids(plan.deliver)).toEqual(['c', 't']);
  });

  it('requeues as waiting an accepted job its member was shown, and fails one never shown', () => {
    const plan = planResume([job('a', 'accepted'), job('b', 'accepted', { shown: true })]);
    expect(plan.interrupt.map((j) => j.id)).toEqual(['a']);
    expect(plan.requeue.map((j) => [j.id, j.state])).toEqual([['b', 'waiting']]);
  });
});

describe('toJobError', () => {
  it('keeps an AppError’s user-safe message and hides anything else', () => {
    expect(toJobError(new InvalidApiKeyError())).toEqual({
      name: 'InvalidApiKeyError',
      message: new InvalidApiKeyError().message,
      text: { key: 'service.invalidApiKey' },
    });
    expect(toJobError(new TypeError('secret internals'))).toEqual({
      name: 'TypeError',
      message: 'Something went wrong with this generation. Try again.',
      text: { key: 'jobs.unexpected' },
    });
  });
});
