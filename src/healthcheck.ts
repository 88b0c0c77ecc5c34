import { probeHealth } from './ops/health-probe.js';

/**
 * The container image's `HEALTHCHECK`: `node dist/src/healthcheck.js` exits 0 when the bot's
 * `/healthz` (on `METRICS_PORT`, `METRICS_HOST`) answers 200, else 1, printing what it found.
 */
const { healthy, detail } = await probeHealth(process.env);
(healthy ? console.log : console.error)(detail);
process.exitCode = healthy ? 0 : 1;
