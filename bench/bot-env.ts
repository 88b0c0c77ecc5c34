import type { Config } from '../src/core/config.js';

/**
 * The environment variables that a bot process parses back into `config` (`parseConfig` of the
 * result equals it): numbers and booleans as text, lists joined with commas, unset ones left out.
 * How the bench hands a configuration built in-process to the compiled bot it spawns.
 */
export function envOfConfig(config: Config): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(config)) {
    if (value === undefined) continue;
    env[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return env;
}
