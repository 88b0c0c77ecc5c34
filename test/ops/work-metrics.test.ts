import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { type GenerationJob, JOB_STATES, type JobState } from '../../src/jobs/generation-job.js';
import { registerWorkMetrics } from '../../src/ops/work-metrics.js';

const job = (id: string, state: JobState, finishedAt?: number): GenerationJob => ({
  id,
  scope: 'guild',
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat' },
  state,
  createdAt: 0,
  delivered: false,
  target: {},
  ...(finishedAt === undefined ? {} : { finishedAt }),
});

const zeros = () =>
  Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;

describe('registerWorkMetrics', () => {
  it('reads jobs by state, queues and leases when scraped', async () => {
    const registry = new Registry();
    const counts = zeros();
    let held = true;
    registerWorkMetrics(registry, {
      countByState: () => counts,
      queues: () => ({ waiting: 7, scopes: 2, longest: 5 }),
      shards: () => [2, 3],
      holds: (shard) => shard === 2 || held,
    });
    counts.waiting = 7;
    counts.processing = 4;
    const text = await registry.metrics();
    expect(text).toContain('imagine_bot_jobs{state="waiting"} 7');
    expect(text).toContain('imagine_bot_jobs{state="processing"} 4');
    expect(text).toContain('imagine_bot_jobs{state="timed_out"} 0');
    expect(text).toContain('imagine_bot_queue_waiting_jobs 7');
    expect(text).toContain('imagine_bot_queue_servers 2');
    expect(text).toContain('imagine_bot_queue_longest 5');
    expect(text).toContain('imagine_bot_shard_lease_held{shard="3"} 1');
    held = false;
    counts.processing = 0;
    const later = await registry.metrics();
    expect(later).toContain('imagine_bot_shard_lease_held{shard="2"} 1');
    expect(later).toContain('imagine_bot_shard_lease_held{shard="3"} 0');
    expect(later).toContain('imagine_bot_jobs{state="processing"} 0');
  });

  it('times each ended job of a posted reply from its end to the post, in seconds', async () => {
    const registry = new Registry();
    const metrics = registerWorkMetrics(registry, {
      countByState: zeros,
      queues: () => ({ waiting: 0, scopes: 0, longest: 0 }),
      shards: () => [0],
      holds: () => true,
    });
    metrics.posted([job('a', 'completed', 10_000), job('b', 'failed', 11_700)], 12_000);
    metrics.posted([job('c', 'processing')], 12_000);
    const text = await registry.metrics();
    expect(text).toContain('imagine_bot_completion_to_posted_seconds_count{state="completed"} 1');
    expect(text).toContain('imagine_bot_completion_to_posted_seconds_sum{state="completed"} 2');
    expect(text).toContain(
      'imagine_bot_completion_to_posted_seconds_bucket{le="2",state="completed"} 1',
    );
    expect(text).toContain(
      'imagine_bot_completion_to_posted_seconds_bucket{le="1",state="completed"} 0',
    );
    expect(text).toContain('imagine_bot_completion_to_posted_seconds_count{state="failed"} 1');
    expect(text).not.toContain(
      'imagine_bot_completion_to_posted_seconds_count{state="processing"}',
    );
  });
});
