/** What {@link probeHealth} found. */
export interface HealthProbe {
  /** Whether `/healthz` answered 200. */
  readonly healthy: boolean;
  /** One line for the operator: the answer's status and body, or why there was none. */
  readonly detail: string;
}

/** The two variables of the operations server, as the bot reads them. */
export type HealthProbeEnv = Readonly<Partial<Record<'METRICS_PORT' | 'METRICS_HOST', string>>>;

/**
 * Where this machine reaches the operations server of `env` (a wildcard address on loopback);
 * undefined when the port is unset or 0.
 */
export function healthzUrl(env: HealthProbeEnv): URL | undefined {
  const port = Number(env.METRICS_PORT?.trim() || 0);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return new URL(
    `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/healthz`,
  );
}

/** Asks `GET /healthz` once (a container's `HEALTHCHECK`): healthy on a 200 within `timeoutMs`. */
export async function probeHealth(env: HealthProbeEnv, timeoutMs = 4_000): Promise<HealthProbe> {
  const url = healthzUrl(env);
  if (!url) {
    return {
      healthy: false,
      detail: 'METRICS_PORT is unset or 0: the bot serves no /healthz to ask',
    };
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.text()).trim();
    return { healthy: response.status === 200, detail: `${url.href} ${response.status}: ${body}` };
  } catch (error) {
    const { code } = ((error as Error).cause ?? {}) as { code?: unknown };
    const late = (error as Error).name === 'TimeoutError';
    const reason = late ? `no answer within ${timeoutMs} ms` : (code ?? (error as Error).message);
    return { healthy: false, detail: `${url.href}: ${reason}` };
  }
}
