import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, startImagineEnv, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { scrape } from './ops-kit.js';

interface Dashboard {
  readonly templating: { readonly list: readonly { name: string; query?: unknown }[] };
  readonly panels: readonly {
    readonly title: string;
    readonly targets: readonly { expr: string }[];
  }[];
}

/**
 * The series a Prometheus text declares (`# TYPE name type`), whether or not they have a sample
 * yet (a labelled counter has none before its first event): histograms' and summaries' own series too.
 */
function seriesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = '', type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

/** The dashboard against what a running bot serves on `/metrics` once it has run a generation. */
describe('ops/grafana-dashboard.json', () => {
  let env: BotEnv;
  beforeAll(async () => {
    env = await startImagineEnv({ env: { METRICS_PORT: '0' } });
  });
  afterAll(() => env?.close());

  it('queries only series a running bot serves', async () => {
    expect(titleOf(await waitForResult(await runImagine(env, { prompt: 'a red kite' })))).toBe(
      '✅ Image ready',
    );
    const address = env.app.operations;
    if (!address) throw new Error('the operations server is not listening');
    const served = seriesOf(await scrape(`http://127.0.0.1:${address.port}`));
    const dashboard = JSON.parse(readFileSync('ops/grafana-dashboard.json', 'utf8')) as Dashboard;
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(
        (target) => target.expr.match(/\b(imagine_bot|process|nodejs)_[a-z0-9_]+/g) ?? [],
      ),
    );
    expect(queried.length).toBeGreaterThan(10);
    expect(queried).toContain('imagine_bot_build_info');
    expect(queried.filter((name) => !served.has(name))).toEqual([]);
    expect(queried).toContain('imagine_bot_generations_total');
    expect(queried).toContain('imagine_bot_errors_total');
  });

  it('filters every series of every panel by the job and instance variables', () => {
    const dashboard = JSON.parse(readFileSync('ops/grafana-dashboard.json', 'utf8')) as Dashboard;
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual([
      'datasource',
      'job',
      'instance',
    ]);
    const unfiltered = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) =>
        [...target.expr.matchAll(/\b((?:imagine_bot|process|nodejs)_[a-z0-9_]+)(\{[^}]*\})?/g)]
          .filter(
            ([, , matchers = '']) => !/^\{job=~"\$job",instance=~"\$instance"[,}]/.test(matchers),
          )
          .map(([series]) => `${panel.title}: ${series}`),
      ),
    );
    expect(dashboard.panels.length).toBeGreaterThan(10);
    expect(unfiltered).toEqual([]);
  });
});
