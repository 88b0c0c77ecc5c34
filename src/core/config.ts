import { existsSync } from 'node:fs';
import { z } from 'zod';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const EDITS_PER_SECOND_MESSAGE = 'must be a number above 0 and at most 1000000 (default 10)';

const CREDITS_MESSAGE = 'must be a number from 0 to 1000000 (default 1)';

const integer = (fallback: number, min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max} (default ${fallback})`;
  return z.coerce
    .number(message)
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

/** A host name, `*.` and a host name, an IPv4 address or a bracketed IPv6 address. */
const HOST_NAME =
  /^((\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/i;

const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.every((host) => HOST_NAME.test(host)),
    'must be comma-separated host names, e.g. cdn.example.com,*.images.example.net',
  );

const METRICS_PORT_MESSAGE = 'must be a port number from 0 to 65535 (unset: no metrics server)';

const SHARD_COUNT_MESSAGE = 'must be auto or a whole number from 1 to 100000 (default 1)';

/** `SHARD_COUNT`: `auto` (asked from Discord at start-up) or a number of shards. */
const shardCount = z
  .string()
  .default('1')
  .transform((value, context): number | 'auto' => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === 'auto') return 'auto';
    const count = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    if (count >= 1 && count <= 100_000) return count;
    context.addIssue({ code: 'custom', message: SHARD_COUNT_MESSAGE });
    return z.NEVER;
  });

const SHARD_IDS_MESSAGE = 'must be shard ids and ranges such as 0-3 or 4,5 (default: every shard)';

/** `SHARD_IDS`: `0-3`, `4,5`, `0,2-3`; undefined means every shard of `SHARD_COUNT`. */
const shardIds = z
  .string()
  .optional()
  .transform((value, context): readonly number[] | undefined => {
    if (value === undefined || value.trim() === '' || value.trim() === 'all') return undefined;
    const ids = new Set<number>();
    for (const part of value.split(',').map((item) => item.trim())) {
      const range = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(part);
      const from = Number(range?.[1]);
      const to = Number(range?.[2] ?? range?.[1]);
      if (!range || to < from) {
        context.addIssue({ code: 'custom', message: SHARD_IDS_MESSAGE });
        return z.NEVER;
      }
      for (let id = from; id <= to; id += 1) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });

/**
 * The defaults that parts below the entry also fall back to (the job engine's tuning, the stores'
 * daily limit): declared here once, used by the schema and read by those parts' own defaults.
 */
export const CONFIG_DEFAULTS = {
  POLL_INTERVAL_MS: 2_750,
  POLL_JITTER_MS: 250,
  POLL_MIN_INTERVAL_MS: 2_000,
  JOB_TIMEOUT_MS: 600_000,
  MAX_ACTIVE_PER_MEMBER: 4,
  GUILD_MAX_ACTIVE_JOBS: 5,
  GUILD_MAX_CONCURRENT: 4,
  GUILD_MIN_TIME_MS: 50,
  SERVER_KEY_DAILY_LIMIT: 10,
  CREDITS_PER_GENERATION: 1,
  DATABASE_URL: 'sqlite://data/bot.sqlite',
} as const;

/** Every environment variable the bot reads, with its default. `.env.example` mirrors this. */
const configSchema = z.object({
  DISCORD_TOKEN: z.string('is required: the bot token from the Discord developer portal'),
  DISCORD_APPLICATION_ID: z
    .string()
    .regex(/^\d{17,20}$/, 'must be the numeric application id (a snowflake)')
    .optional(),
  DISCORD_API_URL: z.url('must be a URL').default('https://discord.com/api'),
  DISCORD_CDN_URL: z.url('must be a URL').default('https://cdn.discordapp.com'),
  IMAGE_API_URL: z.url('is required: the base URL of the image service, e.g. https://example.com'),
  IMAGE_API_TIMEOUT_MS: integer(15_000, 500, 120_000),
  IMAGE_HOSTS: hostList,
  ALLOW_PRIVATE_IMAGE_HOSTS: z.stringbool('must be true or false').default(false),
  IMAGE_DOWNLOAD_MEMORY_BYTES: integer(67_108_864, 1_048_576, 4_294_967_296),
  KEY_ENCRYPTION_SECRET: z
    .string('is required: at least 32 characters used to encrypt API keys at rest')
    .min(32, 'must be at least 32 characters (try: openssl rand -hex 32)'),
  KEY_ENCRYPTION_PREVIOUS_SECRETS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    ),
  DATABASE_URL: z.string().min(1).default(CONFIG_DEFAULTS.DATABASE_URL),
  SHARD_COUNT: shardCount,
  SHARD_IDS: shardIds,
  SHARD_LEASE_MS: integer(2_000, 300, 600_000),
  LOW_BALANCE_CHECK_MS: integer(180_000, 100, 86_400_000),
  IDENTIFY_WINDOW_MS: integer(5_000, 100, 60_000),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  POLL_INTERVAL_MS: integer(CONFIG_DEFAULTS.POLL_INTERVAL_MS, 10, 60_000),
  POLL_JITTER_MS: integer(CONFIG_DEFAULTS.POLL_JITTER_MS, 0, 10_000),
  POLL_MIN_INTERVAL_MS: integer(CONFIG_DEFAULTS.POLL_MIN_INTERVAL_MS, 0, 60_000),
  JOB_TIMEOUT_MS: integer(CONFIG_DEFAULTS.JOB_TIMEOUT_MS, 1_000, 3_600_000),
  EDIT_INTERVAL_MS: integer(1_500, 0, 60_000),
  PROGRESS_EDIT_INTERVAL_MS: integer(5_000, 0, 600_000),
  PROGRESS_EDITS_PER_SECOND: z.coerce
    .number(EDITS_PER_SECOND_MESSAGE)
    .positive(EDITS_PER_SECOND_MESSAGE)
    .max(1_000_000, EDITS_PER_SECOND_MESSAGE)
    .default(10),
  MAX_ACTIVE_PER_MEMBER: integer(CONFIG_DEFAULTS.MAX_ACTIVE_PER_MEMBER, 1, 50),
  GUILD_MAX_ACTIVE_JOBS: integer(CONFIG_DEFAULTS.GUILD_MAX_ACTIVE_JOBS, 1, 1_000),
  /** Most generations waiting in one server's queue; a request that would not fit is refused. */
  GUILD_MAX_QUEUED: integer(50, 0, 10_000),
  GUILD_MAX_CONCURRENT: integer(CONFIG_DEFAULTS.GUILD_MAX_CONCURRENT, 1, 100),
  GUILD_MIN_TIME_MS: integer(CONFIG_DEFAULTS.GUILD_MIN_TIME_MS, 0, 10_000),
  SERVER_KEY_DAILY_LIMIT: integer(CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT, 0, 10_000),
  /** What one generation costs on the service, counted in `/balance usage` (it does not say). */
  CREDITS_PER_GENERATION: z.coerce
    .number(CREDITS_MESSAGE)
    .min(0, CREDITS_MESSAGE)
    .max(1_000_000, CREDITS_MESSAGE)
    .default(CONFIG_DEFAULTS.CREDITS_PER_GENERATION),
  WORKFLOW_FILE_MAX_BYTES: integer(262_144, 1_024, 8_388_608),
  /** Port of the `/healthz` and `/metrics` server; unset: no server (0: any free port, logged). */
  METRICS_PORT: z.coerce
    .number(METRICS_PORT_MESSAGE)
    .int(METRICS_PORT_MESSAGE)
    .min(0, METRICS_PORT_MESSAGE)
    .max(65_535, METRICS_PORT_MESSAGE)
    .optional(),
  METRICS_HOST: z
    .union(
      [z.ipv4(), z.ipv6(), z.hostname()],
      'must be an address or host name to listen on, e.g. 0.0.0.0 (default 127.0.0.1)',
    )
    .default('127.0.0.1'),
  /** Test tool: every text from the catalogs is shown wrapped in ⟦…⟧ (see README, Languages). */
  PSEUDO_LOCALE: z.stringbool('must be true or false').default(false),
});

/** Whether `DATABASE_URL` names the one-process embedded SQLite store. */
export const isSqliteUrl = (url: string): boolean => /^\s*sqlite:\/\//i.test(url);

/**
 * What is wrong with several shards on SQLite, after the variable's name: for a count given, or
 * asked from Discord (`auto`) at start-up.
 */
export const shardsNeedSharedStore = (count: number): string =>
  `is ${count}: several shards need a shared store, and the embedded SQLite one serves one ` +
  'process; set DATABASE_URL=redis://… (README: "Running several processes and machines")';

/** Checks across variables, each reported on its own line like the others. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  const count = config.SHARD_COUNT;
  if (typeof count === 'number' && count > 1 && isSqliteUrl(config.DATABASE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_COUNT'],
      message: shardsNeedSharedStore(count),
    });
  }
  const beyond = config.SHARD_IDS?.filter((id) => typeof count === 'number' && id >= count);
  if (beyond?.length) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_IDS'],
      message: `names shards ${beyond.join(', ')}, beyond SHARD_COUNT ${count} (ids run from 0)`,
    });
  }
});

/** The names of every variable the bot reads. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

/** The bot's validated configuration, parsed once at start-up. */
export type Config = z.output<typeof configSchema>;

/** The raw variables a {@link Config} is parsed from. */
export type ConfigInput = z.input<typeof configSchema>;

/** Thrown by {@link parseConfig}: one line per variable that is missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const deployConfigSchema = configSchema.pick({
  DISCORD_TOKEN: true,
  DISCORD_APPLICATION_ID: true,
  DISCORD_API_URL: true,
});

/** The variables `deploy-commands` needs: only Discord's. */
export type DeployConfig = z.output<typeof deployConfigSchema>;

const migrateConfigSchema = configSchema.pick({ SHARD_COUNT: true });

/** The variables `migrate-store` reads: the shard count the bot will run with on the target. */
export type MigrateConfig = z.output<typeof migrateConfigSchema>;

function parseWith<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || 'environment';
    return `${variable} ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** Parses variables into a {@link Config}, or throws a {@link ConfigError} naming each problem. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  return parseWith(checkedConfigSchema, env);
}

/** Parses only what `deploy-commands` needs. */
export function parseDeployConfig(env: Record<string, string | undefined>): DeployConfig {
  return parseWith(deployConfigSchema, env);
}

/** Parses only what `migrate-store` reads. */
export function parseMigrateConfig(env: Record<string, string | undefined>): MigrateConfig {
  return parseWith(migrateConfigSchema, env);
}

/**
 * Loads `.env` (when present) into `process.env`, parses it with `parse`, and on a problem prints
 * one line per variable and exits with code 1: no stack trace.
 */
export function loadConfig<T = Config>(
  parse: (env: Record<string, string | undefined>) => T = parseConfig as never,
  envFile = '.env',
): T {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return parse(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
