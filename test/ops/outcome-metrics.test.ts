import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { GenerationEvents, type GenerationFacts } from '../../src/jobs/generation-events.js';
import { registerOutcomeMetrics } from '../../src/ops/outcome-metrics.js';

const error = { name: 'X', message: 'x' };
const facts = (kind: 'user' | 'server'): GenerationFacts => ({
  jobId: 'j',
  replyId: 'r',
  userId: 'u',
  guildId: 'g',
  channelId: 'c',
  keyRef: kind === 'user' ? { kind, userId: 'u' } : { kind, guildId: 'g' },
  request: { prompt: 'p' } as GenerationFacts['request'],
});

async function values(registry: Registry, name: string) {
  const metric = (await registry.getMetricsAsJSON()).find((each) => each.name === name);
  return (metric?.values ?? []).map(({ labels, value }) => ({ labels, value }));
}

describe('registerOutcomeMetrics', () => {
  it('counts each generation once by how it ended and who paid', async () => {
    const registry = new Registry();
    const events = new GenerationEvents(createLogger({ level: 'silent' }));
    registerOutcomeMetrics(registry).watchGenerations(events);
    events.emit('admitted', facts('user'));
    events.emit('finished', { ...facts('user'), imageUrl: 'https://i', finishedAt: 1 });
    events.emit('finished', { ...facts('server'), imageUrl: 'https://i', finishedAt: 1 });
    events.emit('failed', { ...facts('server'), state: 'timed_out', error, finishedAt: 1 });
    events.emit('failed', { ...facts('user'), state: 'failed', error, finishedAt: 1 });
    events.emit('cancelled', { ...facts('user'), how: 'dequeued', error, finishedAt: 1 });
    expect(await values(registry, 'imagine_bot_generations_total')).toEqual(
      expect.arrayContaining([
        { labels: { outcome: 'completed', payer: 'user' }, value: 1 },
        { labels: { outcome: 'completed', payer: 'server' }, value: 1 },
        { labels: { outcome: 'timed_out', payer: 'server' }, value: 1 },
        { labels: { outcome: 'failed', payer: 'user' }, value: 1 },
        { labels: { outcome: 'cancelled', payer: 'user' }, value: 1 },
      ]),
    );
    expect(await values(registry, 'imagine_bot_generations_total')).toHaveLength(5);
  });

  it('counts error lines by kind, through children, and still writes them', async () => {
    const registry = new Registry();
    const lines: string[] = [];
    const logger = registerOutcomeMetrics(registry).countErrors(
      createLogger({ write: (line) => lines.push(line) }),
    );
    logger.error('interaction failed', { errorId: 'abc' });
    const jobs = logger.child({ component: 'jobs' });
    jobs.child({ jobId: '1' }).error('poll failed');
    jobs.warn('slow');
    logger.error('discord client error');
    expect(await values(registry, 'imagine_bot_errors_total')).toEqual([
      { labels: { kind: 'interaction' }, value: 1 },
      { labels: { kind: 'jobs' }, value: 1 },
      { labels: { kind: 'process' }, value: 1 },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"component":"jobs"');
  });
});
