import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A compose health check, as compose.yaml writes it. */
export interface ComposeHealthcheck {
  readonly test: readonly string[];
  readonly interval?: string;
  readonly timeout?: string;
  readonly retries?: number;
  readonly start_period?: string;
}

/** The parts of a compose service that compose.yaml uses. */
export interface ComposeService {
  readonly image: string;
  readonly build?: string;
  readonly command?: readonly string[];
  readonly env_file?: string;
  readonly environment?: Readonly<Record<string, string>>;
  readonly volumes?: readonly string[];
  readonly healthcheck?: ComposeHealthcheck;
  readonly depends_on?: Readonly<Record<string, { readonly condition: string }>>;
  readonly restart?: string;
  readonly stop_grace_period?: string;
  /** Names of the top-level secrets mounted at `/run/secrets/<name>`. */
  readonly secrets?: readonly string[];
}

/** compose.yaml, its variables replaced. */
export interface ComposeFile {
  readonly name: string;
  readonly services: Readonly<Record<string, ComposeService>>;
  readonly volumes: Readonly<Record<string, unknown>>;
  readonly secrets?: Readonly<Record<string, { readonly file: string }>>;
}

/** `KEY=value` lines of an env file (`#` comments and blank lines skipped), as compose reads `.env`. */
export function parseEnvFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) variables[match[1]] = match[2]?.trim() ?? '';
  }
  return variables;
}

/** `${NAME}`, `${NAME:-default}` (default when unset or empty) and `${NAME-default}` (when unset). */
export function interpolate(text: string, variables: Readonly<Record<string, string | undefined>>) {
  return text.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g,
    (_, name: string, operator: string | undefined, fallback: string | undefined) => {
      const value = variables[name];
      if (operator === ':-') return value ? value : (fallback ?? '');
      if (operator === '-') return value ?? fallback ?? '';
      return value ?? '';
    },
  );
}

function interpolateAll(value: unknown, variables: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, variables);
  if (Array.isArray(value)) return value.map((each) => interpolateAll(each, variables));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, interpolateAll(each, variables)]),
    );
  }
  return value;
}

/**
 * Reads `compose.yaml` of the project folder `dir` as docker compose does: variables from the
 * environment `env`, else from the folder's `.env`.
 */
export async function readComposeFile(
  dir: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<ComposeFile> {
  const dotEnv = await readFile(join(dir, '.env'), 'utf8').then(parseEnvFile, () => ({}));
  const raw: unknown = parse(await readFile(join(dir, 'compose.yaml'), 'utf8'));
  return interpolateAll(raw, { ...dotEnv, ...env }) as ComposeFile;
}
