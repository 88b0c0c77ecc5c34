import { request } from 'node:http';

/** What {@link probeHealth} found. */
export interface HealthProbe {
  /** Whether `/healthz` answered 200. */
  readonly healthy: boolean;
  /** One line for the operator: the answer's status and body, or why there was none. */
  readonly detail: string;
}

/** The two variables of the operations server, as the bot reads them. */
export interface HealthProbeEnv {
  readonly METRICS_PORT?: string;
  readonly METRICS_HOST?: string;
}

/**
 * Where this machine reaches the operations server that `env` configures: a wildcard address
 * (`0.0.0.0`, `::`) or none is asked on loopback. Undefined when the port is unset or 0 (a port
 * chosen at start, which only the bot's log names).
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

/**
 * Asks the bot's `GET /healthz` once, as a container's `HEALTHCHECK` does (the slim Node image has
 * no curl): healthy on a 200 within `timeoutMs`.
 */
export function probeHealth(env: HealthProbeEnv, timeoutMs = 4_000): Promise<HealthProbe> {
  const url = healthzUrl(env);
  if (!url) {
    return Promise.resolve({
      healthy: false,
      detail: 'METRICS_PORT is unset or 0: the bot serves no /healthz to ask',
    });
  }
  return new Promise((done) => {
    const asked = request(url, { timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        done({
          healthy: response.statusCode === 200,
          detail: `${url.href} ${response.statusCode}: ${body.trim()}`,
        }),
      );
    });
    asked.on('timeout', () => asked.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    asked.on('error', (error) => done({ healthy: false, detail: `${url.href}: ${error.message}` }));
    asked.end();
  });
}
