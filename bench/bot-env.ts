import type { Config } from '../src/core/config.js';

/**
 * The environment variables that a bot process parses back into `config` (`parseConfig` of the
 * result equals it): numbers and booleans as text, lists joined with commas, records as
 * `key:value` pairs joined with commas (`FAIR_SERVER_WEIGHTS`), unset ones left out.
 * How the bench hands a configuration built in-process to the compiled bot it spawns.
 */
export function envOfConfig(config: Config): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(config)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) env[name] = value.join(',');
    else if (typeof value === 'object' && value !== null) {
      env[name] = Object.entries(value)
        .map(([key, each]) => `${key}:${String(each)}`)
        .join(',');
    } else env[name] = String(value);
  }
  return env;
}
