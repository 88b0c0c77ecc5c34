import { fetch } from 'undici';

/** What `GET /healthz` answered. */
export interface Health {
  readonly status: number;
  readonly body: { status: string; reasons?: string[]; shards?: number[] };
}

/** `GET /healthz` of the bot's operations server at `base` (`http://host:port`). */
export async function health(base: string): Promise<Health> {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, body: (await response.json()) as Health['body'] };
}

/** `GET /metrics` of the operations server at `base`, as text. */
export async function scrape(base: string): Promise<string> {
  const response = await fetch(`${base}/metrics`);
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/**
 * The sum of the samples of `name` in a Prometheus text `scrape` whose labels include every one
 * of `labels` (0 when none does).
 */
export function sampleSum(scrape: string, name: string, labels: Record<string, string> = {}) {
  let sum = 0;
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([label, value]) => present.get(label) === value)) {
      sum += Number(match[3]);
    }
  }
  return sum;
}
