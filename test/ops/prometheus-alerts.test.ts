import { readFileSync } from 'node:fs';
import { Histogram } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createLogger } from '../../src/core/logger.js';
import { createOperations } from '../../src/ops/operations-server.js';

interface Rule {
  readonly alert: string;
  readonly expr: string;
  readonly for?: string;
  readonly labels?: Record<string, string>;
  readonly annotations?: Record<string, string>;
}

/** Every series name the bot's registry exports (histograms' own series too), none of them fed. */
function exported(): Set<string> {
  const operations = createOperations({
    host: '127.0.0.1',
    port: 0,
    build: { version: '0', node: '24', store: 'sqlite' },
    logger: createLogger({ level: 'silent' }),
    sources: {} as Parameters<typeof createOperations>[0]['sources'],
  });
  const names = new Set<string>();
  for (const metric of operations.registry.getMetricsAsArray()) {
    const { name } = metric as unknown as { name: string };
    names.add(name);
    if (metric instanceof Histogram)
      for (const end of ['_bucket', '_sum', '_count']) names.add(name + end);
  }
  return names;
}

const FUNCTIONS = new Set(['sum', 'count', 'rate', 'deriv', 'increase', 'histogram_quantile']);
const KEYWORDS = new Set(['by', 'without', 'and', 'or', 'unless', 'bool']);

/**
 * A small PromQL check: balanced brackets, `{label op "value"}` matchers, a `[5m]` range after a
 * selector only, label lists after `by`, and every other name a function or a series.
 */
function namesIn(expr: string): string[] {
  const depth = { '(': 0, '{': 0, '[': 0 };
  const closes: Record<string, keyof typeof depth> = { ')': '(', '}': '{', ']': '[' };
  for (const char of expr.replace(/"[^"]*"/g, '""')) {
    if (char in depth) depth[char as keyof typeof depth]++;
    const open = closes[char];
    if (open && --depth[open] < 0) throw new Error(`unbalanced ${char} in ${expr}`);
  }
  if (Object.values(depth).some(Boolean)) throw new Error(`unclosed bracket in ${expr}`);
  for (const [, body = ''] of expr.matchAll(/\{([^}]*)\}/g)) {
    for (const matcher of body.split(','))
      expect(matcher.trim()).toMatch(/^[a-z_]+(=~|!~|!=|=)"[^"]*"$/);
  }
  for (const [, range] of expr.matchAll(/(\S)\[/g)) expect(range).toMatch(/[a-z0-9_}]/);
  const bare = expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without) \([^)]*\)/g, '');
  const names = (bare.match(/[a-zA-Z_][a-zA-Z0-9_]*/g) ?? []).filter(
    (name) => !FUNCTIONS.has(name) && !KEYWORDS.has(name),
  );
  return names;
}

describe('ops/prometheus-alerts.yaml', () => {
  const file = parse(readFileSync('ops/prometheus-alerts.yaml', 'utf8')) as {
    groups: { name: string; rules: Rule[] }[];
  };
  const rules = file.groups.flatMap((group) => group.rules);

  it('alerts on the service failing, 429s, unheld shards, a growing queue, server keys running dry and a pool server down', () => {
    expect(rules.map((rule) => rule.alert)).toEqual([
      'ImageServiceFailing',
      'DiscordRateLimited',
      'ShardsUnheld',
      'QueueGrowing',
      'ServerKeyGenerationsFailing',
      'UnexpectedErrors',
      'PoolServerDown',
    ]);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+m$/);
      expect(rule.labels?.severity, rule.alert).toMatch(/^(warning|critical)$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description?.length, rule.alert).toBeGreaterThan(40);
    }
  });

  it('names, in every expression, only series the bot exports', async () => {
    const served = exported();
    expect(served).toContain('imagine_bot_generations_total');
    expect(served).toContain('imagine_bot_errors_total');
    for (const rule of rules) {
      const names = namesIn(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((name) => !served.has(name)),
        rule.alert,
      ).toEqual([]);
    }
  });

  it('finds a misspelt series and an unbalanced expression', async () => {
    const served = exported();
    expect(
      namesIn('sum(rate(imagine_bot_generation_total[5m])) > 1').filter((n) => !served.has(n)),
    ).toEqual(['imagine_bot_generation_total']);
    expect(() => namesIn('sum(rate(imagine_bot_errors_total[5m]) > 1')).toThrow();
  });
});
