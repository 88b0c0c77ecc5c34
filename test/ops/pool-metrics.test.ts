import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { GenerationEvents, type GenerationFacts } from '../../src/jobs/generation-events.js';
import type { PoolLoad } from '../../src/jobs/line/pool-load.js';
import { registerPoolMetrics } from '../../src/ops/pool-metrics.js';

const LOAD: PoolLoad = {
  backend: 'comfyui',
  servers: [
    { id: 'gpu1:8188', label: 'gpu1:8188', slots: 2, state: 'up', taken: 2 },
    { id: 'gpu2:8188', label: 'gpu2:8188', slots: 1, state: 'up', taken: 0 },
    { id: 'gpu3:8188', label: 'gpu3:8188', slots: 1, state: 'down', taken: 1 },
  ],
  waiting: 7,
  scopeWaiting: 0,
};

const facts = (server?: string): GenerationFacts => ({
  jobId: 'j',
  replyId: 'r',
  userId: 'u',
  guildId: 'g',
  channelId: 'c',
  keyRef: { kind: 'user', userId: 'u' },
  request: { prompt: 'a fox' },
  backend: 'comfyui',
  ...(server !== undefined && { server }),
});

describe('registerPoolMetrics', () => {
  it("reads each pool server's slots, slots taken and state, and the line's length, at each scrape", async () => {
    const registry = new Registry();
    let loads: PoolLoad[] = [LOAD];
    let reads = 0;
    registerPoolMetrics(registry, {
      poolLoads: async () => {
        reads += 1;
        return loads;
      },
    });
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(text).toContain('imagine_bot_pool_server_slots{backend="comfyui",server="gpu1:8188"} 2');
    expect(text).toContain(
      'imagine_bot_pool_server_busy_slots{backend="comfyui",server="gpu1:8188"} 2',
    );
    expect(text).toContain(
      'imagine_bot_pool_server_busy_slots{backend="comfyui",server="gpu2:8188"} 0',
    );
    expect(text).toContain('imagine_bot_pool_server_up{backend="comfyui",server="gpu3:8188"} 0');
    expect(text).toContain('imagine_bot_pool_server_up{backend="comfyui",server="gpu2:8188"} 1');
    expect(text).toContain('imagine_bot_pool_waiting_jobs{backend="comfyui"} 7');
    loads = [];
    const later = await registry.metrics();
    expect(later).not.toContain('imagine_bot_pool_server_slots{');
    expect(later).not.toContain('imagine_bot_pool_waiting_jobs{');
  });

  it('counts the seconds jobs hold a server’s slots up to each scrape, the jobs started and how they ended', async () => {
    const registry = new Registry();
    const clock = { now: 100_000 };
    const metrics = registerPoolMetrics(registry, { poolLoads: async () => [] }, () => clock.now);
    const busy = async () => {
      const metric = await registry
        .getSingleMetric('imagine_bot_pool_server_busy_seconds_total')
        ?.get();
      return Object.fromEntries(
        (metric?.values ?? []).map(({ labels, value }) => [labels.server as string, value]),
      );
    };
    metrics.line.dispatched({
      jobId: 'a',
      backend: 'comfyui',
      server: 'gpu1',
      waitedMs: 2_000,
      load: 'light',
      at: 100_000,
    });
    clock.now = 130_000;
    expect(await busy()).toEqual({ gpu1: 30 });
    metrics.line.released({
      jobId: 'a',
      backend: 'comfyui',
      server: 'gpu1',
      heldMs: 45_000,
      at: 145_000,
    });
    // A job resumed on gpu2 after a restart: its slot counted from its resumption.
    metrics.line.released({
      jobId: 'b',
      backend: 'comfyui',
      server: 'gpu2',
      heldMs: 10_000,
      at: 145_000,
    });
    clock.now = 200_000;
    expect(await busy()).toEqual({ gpu1: 45, gpu2: 10 });

    const events = new GenerationEvents(createLogger({ level: 'silent' }));
    metrics.watchServers(events);
    events.emit('finished', { ...facts('gpu1'), imageUrl: 'u', finishedAt: 1 });
    const error = { code: 'x', message: 'no' } as never;
    events.emit('failed', { ...facts('gpu1'), state: 'timed_out', error, finishedAt: 1 });
    events.emit('failed', { ...facts(), state: 'failed', error, finishedAt: 1 });
    const text = await registry.metrics();
    expect(text).toContain(
      'imagine_bot_pool_jobs_started_total{backend="comfyui",server="gpu1"} 1',
    );
    expect(text).toContain(
      'imagine_bot_pool_jobs_ended_total{backend="comfyui",server="gpu1",outcome="completed"} 1',
    );
    expect(text).toContain(
      'imagine_bot_pool_jobs_ended_total{backend="comfyui",server="gpu1",outcome="timed_out"} 1',
    );
    expect(text).not.toContain('outcome="failed"');
  });

  it("puts each dispatch's wait in the histogram of its backend and member load, on every backend", async () => {
    const registry = new Registry();
    const metrics = registerPoolMetrics(registry, { poolLoads: async () => [] });
    const wait = (backend: string, load: 'light' | 'heavy', waitedMs: number) =>
      metrics.line.dispatched({ jobId: `${backend}${waitedMs}`, backend, waitedMs, load, at: 0 });
    wait('image-service', 'light', 3_000);
    wait('comfyui', 'heavy', 400_000);
    wait('comfyui', 'heavy', 20_000);
    const text = await registry.metrics();
    expect(text).toContain(
      'imagine_bot_line_wait_seconds_bucket{le="5",backend="image-service",load="light"} 1',
    );
    expect(text).toContain(
      'imagine_bot_line_wait_seconds_bucket{le="30",backend="comfyui",load="heavy"} 1',
    );
    expect(text).toContain(
      'imagine_bot_line_wait_seconds_bucket{le="600",backend="comfyui",load="heavy"} 2',
    );
    expect(text).toContain('imagine_bot_line_wait_seconds_sum{backend="comfyui",load="heavy"} 420');
    // A hosted backend's dispatch starts nothing on a pool server.
    expect(text).not.toContain('imagine_bot_pool_jobs_started_total{backend="image-service"');
  });
});
