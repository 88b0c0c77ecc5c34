import { existsSync } from 'node:fs';
import type { z } from 'zod';
import { type BackendVariables, backendList } from './backend-variables.js';
import { unservedSettingsHint } from './backends-hint.js';
import {
  acrossVariables,
  type Config,
  ConfigError,
  type ConfigInput,
  configSchema,
} from './config.js';
import { exitWithError } from './fatal.js';
import { CORE_SECRETS, readSecretFiles } from './secret-files.js';

/**
 * A parser of the variables of `schema`, a secret among them (`secrets`) read from the file its
 * `<NAME>_FILE` names (see `readSecretFiles`); it throws a {@link ConfigError} naming every problem.
 */
const parserOf =
  <S extends z.ZodObject>(schema: S, secretNames: readonly string[] = CORE_SECRETS) =>
  (env: Record<string, string | undefined>): z.output<S> => {
    const present = Object.fromEntries(
      Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
    );
    const names = secretNames.filter((name) => name in schema.shape);
    const secrets = readSecretFiles(present, names);
    const result = schema.safeParse({ ...present, ...secrets.values });
    const problems = [
      ...secrets.problems,
      ...(result.error?.issues ?? [])
        .filter((issue) => !(String(issue.path[0]) in secrets.unread))
        .map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    ];
    if (result.success && problems.length === 0) return result.data;
    throw new ConfigError(problems);
  };

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The values of a backend's variables, once parsed. */
type OutputOf<V> = V extends BackendVariables ? z.output<V['variables']> : never;

/** The raw values of a backend's variables. */
type InputOf<V> = V extends BackendVariables ? z.input<V['variables']> : never;

/** A parser of the bot's variables and its backends' (see {@link configParser}). */
export interface ConfigParser<B extends readonly BackendVariables[]> {
  (env: Record<string, string | undefined>): Config & Intersection<OutputOf<B[number]>>;
  /** The names of every variable it reads. `.env.example` mirrors them. */
  readonly variables: readonly string[];
  /** Those that are secrets (see `secretValuesOf`). */
  readonly secrets: readonly string[];
}

/** The raw variables a {@link ConfigParser} of `B` reads. */
export type ConfigInputOf<B extends readonly BackendVariables[]> = ConfigInput &
  Intersection<InputOf<B[number]>>;

/**
 * Parses the bot's variables with each backend's own (`backends`, declared in their folders), so
 * a new backend changes nothing here. `BACKENDS` names some of `backends` (default: the first);
 * the variables of those it leaves out are checked when set, none of them required.
 */
export function configParser<const B extends readonly BackendVariables[]>(
  backends: B,
): ConfigParser<B> {
  const ids = backends.map((backend) => backend.id);
  const secrets = [...CORE_SECRETS, ...backends.flatMap((backend) => backend.secrets ?? [])];
  const schemaFor = (served: readonly string[]) =>
    configSchema.extend({
      ...Object.assign(
        {},
        ...backends.map(({ id, variables }) =>
          served.includes(id) ? variables.shape : variables.partial().shape,
        ),
      ),
      BACKENDS: backendList(ids),
    });
  const parse = (env: Record<string, string | undefined>) => {
    const listed = env.BACKENDS?.split(',').map((id) => id.trim());
    const served = listed?.some(Boolean) ? listed : ids.slice(0, 1);
    const schema = schemaFor(served).superRefine((config, context) => {
      acrossVariables(config as Config, context);
      const issue = (variable: string, message: string) =>
        context.addIssue({ code: 'custom', path: [variable], message });
      for (const backend of backends) {
        if (served.includes(backend.id)) backend.across?.(config as never, issue);
      }
    });
    try {
      return parserOf(schema, secrets)(env) as never;
    } catch (error) {
      const hint =
        error instanceof ConfigError && unservedSettingsHint(env, backends, ids[0] ?? '');
      throw hint ? new ConfigError([hint, ...(error as ConfigError).problems]) : error;
    }
  };
  return Object.assign(parse, { variables: Object.keys(schemaFor(ids).shape), secrets });
}

/** Parses only what `deploy-commands` needs: Discord's variables. */
export const parseDeployConfig = parserOf(
  configSchema.pick({ DISCORD_TOKEN: true, DISCORD_APPLICATION_ID: true, DISCORD_API_URL: true }),
);

/**
 * Parses only what the store tools read: the shard count the bot will run with on the target
 * (`migrate-store`, `restore`), and the bot's store (`backup`, `restore`).
 */
export const parseMigrateConfig = parserOf(
  configSchema.pick({ SHARD_COUNT: true, DATABASE_URL: true }),
);

/**
 * Loads `.env` (when present) into `process.env`, parses it with `parse`, and on a problem logs
 * one line naming every problem (see `exitWithError`) and exits with code 1: no stack trace.
 */
export function loadConfig<T>(parse: (env: Record<string, string | undefined>) => T): T {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parse(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    exitWithError(`invalid configuration: ${error.problems.join('; ')}`);
  }
}
