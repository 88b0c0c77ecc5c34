import { readFileSync } from 'node:fs';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { JOB_STATES, type JobState } from '../../src/jobs/generation-job.js';
import { registerRequestMetrics } from '../../src/ops/request-metrics.js';
import { registerWorkMetrics } from '../../src/ops/work-metrics.js';

interface Dashboard {
  readonly panels: readonly {
    readonly title: string;
    readonly targets: readonly { expr: string }[];
  }[];
}

/** The names of every series the bot's registry exports (histograms by their `_bucket`s too). */
async function exported(): Promise<Set<string>> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerRequestMetrics(registry);
  registerWorkMetrics(registry, {
    countByState: () =>
      Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>,
    queues: () => ({ waiting: 0, scopes: 0, longest: 0 }),
    shards: () => [0],
    holds: () => true,
  });
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
}

describe('ops/grafana-dashboard.json', () => {
  it('queries only series the bot exports', async () => {
    const dashboard = JSON.parse(readFileSync('ops/grafana-dashboard.json', 'utf8')) as Dashboard;
    const names = await exported();
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(
        (target) => target.expr.match(/\b(imagine_bot|process|nodejs)_[a-z0-9_]+/g) ?? [],
      ),
    );
    expect(queried.length).toBeGreaterThan(10);
    expect(queried.filter((name) => !names.has(name))).toEqual([]);
  });
});
