import { existsSync } from 'node:fs';
import { z } from 'zod';
import { unservedSettingsHint } from './backends-hint.js';
import { commaList, httpUrl, integer, numberIn } from './config-fields.js';
import { exitWithError } from './fatal.js';
import { LOG_FORMATS } from './logger.js';
import { CORE_SECRETS, readSecretFiles } from './secret-files.js';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/**
 * What a posted image carries of what its backend wrote in the file (`IMAGE_METADATA`): `strip`
 * nothing (ComfyUI's whole workflow, the WebUI's `parameters`, EXIF and XMP removed, the pixels'
 * bytes untouched); `keep` the file as the backend made it; `parameters` the bot's own short line
 * (prompt, seed, size, model) instead.
 */
export const IMAGE_METADATA_MODES = ['strip', 'keep', 'parameters'] as const;

/** One of {@link IMAGE_METADATA_MODES}. */
export type ImageMetadataMode = (typeof IMAGE_METADATA_MODES)[number];

const EDITS_PER_SECOND_MESSAGE = 'must be a number above 0 and at most 1000000 (default 10)';

const CREDITS_MESSAGE = 'must be a number from 0 to 1000000 (default 1)';

/** A host name, `*.` and a host name, an IPv4 address or a bracketed IPv6 address. */
const HOST_NAME =
  /^((\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/i;

const hostList = commaList.refine(
  (hosts) => hosts.every((host) => HOST_NAME.test(host)),
  'must be comma-separated host names, e.g. cdn.example.com,*.images.example.net',
);

const SHARD_COUNT_MESSAGE = 'must be auto or a whole number from 1 to 100000 (default 1)';

const METRICS_PORT_MESSAGE = 'must be a port number from 0 to 65535 (unset: no metrics server)';

/** `SHARD_COUNT`: `auto` (asked from Discord at start-up) or a number of shards. */
const shardCount = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.union([z.literal('auto'), numberIn(1, 100_000, SHARD_COUNT_MESSAGE)], SHARD_COUNT_MESSAGE),
  )
  .default(1);

const SHARD_IDS_MESSAGE = 'must be shard ids and ranges such as 0-3 or 4,5 (default: every shard)';

/** `SHARD_IDS`: `0-3`, `4,5`, `0,2-3`; undefined means every shard of `SHARD_COUNT`. */
const shardIds = z
  .string()
  .optional()
  .transform((value, context): readonly number[] | undefined => {
    if (!value?.trim() || value.trim() === 'all') return undefined;
    const ids = new Set<number>();
    for (const part of value.split(',')) {
      const [, from = '', to = from] = /^\s*(\d{1,6})(?:-(\d{1,6}))?\s*$/.exec(part) ?? [];
      if (from === '' || Number(to) < Number(from)) {
        context.addIssue({ code: 'custom', message: SHARD_IDS_MESSAGE });
        return z.NEVER;
      }
      for (let id = Number(from); id <= Number(to); id += 1) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });

/**
 * An image backend's own variables, declared in its folder beside its registration and read
 * with the bot's (see {@link configParser}): the core names no backend.
 */
export interface BackendVariables<S extends z.ZodObject = z.ZodObject> {
  /** The id `BACKENDS` names it by (stored with keys, jobs and server settings). */
  readonly id: string;
  /** Its variables (`<BACKEND>_*`), each with its default and its message. */
  readonly variables: S;
  /** Those of them that are secrets: readable from `<NAME>_FILE`, their values never logged. */
  readonly secrets?: readonly (keyof S['shape'] & string)[];
}

/**
 * `BACKENDS`: the image backends served, by id, in order, among `ids` (default: the first of
 * them): the first serves a server whose managers chose none.
 */
const backendList = (ids: readonly string[]) =>
  z
    .string()
    .default(ids[0] ?? '')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .superRefine((list, context) => {
      const unknown = list.filter((id) => !ids.includes(id));
      if (list.length > 0 && unknown.length === 0) return;
      const named =
        unknown.length > 0 ? `names ${unknown.join(', ')}, which it does not know: it ` : '';
      context.addIssue({
        code: 'custom',
        message: `${named}must list image backends among ${ids.join(', ')}, comma-separated (default ${ids[0]})`,
      });
    })
    .refine((list) => new Set(list).size === list.length, 'must name each backend once');

const DISCORD_TOKEN_REQUIRED = 'is required: the bot token from the Discord developer portal';

/** The defaults that parts below the entry also fall back to, declared once. */
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
  IMAGE_CHECK_IDLE_MS: 300_000,
} as const;

/**
 * Every environment variable the core reads, with its default; each backend's own are declared in
 * its folder (`BackendVariables`). `.env.example` mirrors them all.
 */
const configSchema = z.object({
  /**
   * Trimmed: a token pasted with a line break after it (a `.env` line, `$(cat …)`) still works;
   * one with a character a token never has (typographic quotes) is refused by name.
   */
  DISCORD_TOKEN: z
    .string(DISCORD_TOKEN_REQUIRED)
    .trim()
    .min(1, DISCORD_TOKEN_REQUIRED)
    .regex(
      /^[^\r\n]+$/,
      'must be the bot token on one line, without a line break inside: copy it again from the ' +
        'Discord developer portal (your application → Bot → Reset Token)',
    )
    .superRefine((token, context) => {
      const odd = /[^\x20-\x7e\r\n]/u.exec(token)?.[0];
      if (!odd) return;
      const code = `U+${odd.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
      context.addIssue({
        code: 'custom',
        message:
          `holds ${odd} (${code}), which no bot token has (typographic quotes come from a word ` +
          'processor or a chat): write the token alone, without quotes or with straight ones ("…")',
      });
    }),
  DISCORD_APPLICATION_ID: z
    .string()
    .regex(/^\d{17,20}$/, 'must be the numeric application id (a snowflake)')
    .optional(),
  DISCORD_API_URL: httpUrl('is required').default('https://discord.com/api'),
  DISCORD_CDN_URL: httpUrl('is required').default('https://cdn.discordapp.com'),
  /** Discord's media proxy: attachments' previews and the pictures of links' embeds. */
  DISCORD_MEDIA_PROXY_URL: httpUrl('is required').default('https://media.discordapp.net'),
  /** CivitAI's origin: a LoRA a manager adds for the AI Horde is looked up there (`src/civitai/`). */
  CIVITAI_URL: httpUrl('is required').default('https://civitai.com'),
  /** See `backendList`: the ids are those of the backends registered (see {@link configParser}). */
  BACKENDS: backendList([]),
  IMAGE_HOSTS: hostList,
  ALLOW_PRIVATE_IMAGE_HOSTS: z.stringbool('must be true or false').default(false),
  IMAGE_DOWNLOAD_MEMORY_BYTES: integer(67_108_864, 1_048_576, 4_294_967_296),
  /** See {@link IMAGE_METADATA_MODES}. @default 'strip' */
  IMAGE_METADATA: z
    .enum(IMAGE_METADATA_MODES, `must be one of ${IMAGE_METADATA_MODES.join(', ')}`)
    .default('strip'),
  /**
   * How long the image safety check's process stays without an image before it exits, giving
   * its ~150 MB (the model, ONNX Runtime, the image decoder) back to the system; the next image
   * starts it again, in about half a second. @default 300_000 (5 minutes)
   */
  IMAGE_CHECK_IDLE_MS: integer(CONFIG_DEFAULTS.IMAGE_CHECK_IDLE_MS, 100, 86_400_000),
  KEY_ENCRYPTION_SECRET: z
    .string('is required: at least 32 characters used to encrypt API keys at rest')
    .min(32, 'must be at least 32 characters (try: openssl rand -hex 32)'),
  KEY_ENCRYPTION_PREVIOUS_SECRETS: commaList,
  DATABASE_URL: z.string().min(1).default(CONFIG_DEFAULTS.DATABASE_URL),
  /** How long a start retries Redis; a wrong password or unknown host ends it at once. */
  REDIS_START_TIMEOUT_MS: integer(10_000, 500, 600_000),
  SHARD_COUNT: shardCount,
  SHARD_IDS: shardIds,
  SHARD_LEASE_MS: integer(2_000, 300, 600_000),
  LOW_BALANCE_CHECK_MS: integer(180_000, 100, 86_400_000),
  IDENTIFY_WINDOW_MS: integer(5_000, 100, 60_000),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  /** Unset: pretty when stdout is a terminal, JSON otherwise (see `resolveLogFormat`). */
  LOG_FORMAT: z
    .enum(LOG_FORMATS, 'must be pretty or json (unset: pretty on a terminal, json otherwise)')
    .optional(),
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
  CREDITS_PER_GENERATION: numberIn(0, 1_000_000, CREDITS_MESSAGE, false).default(
    CONFIG_DEFAULTS.CREDITS_PER_GENERATION,
  ),
  WORKFLOW_FILE_MAX_BYTES: integer(262_144, 1_024, 8_388_608),
  /** The largest input image (`/imagine image:`) the bot downloads, in bytes (20 MiB). */
  IMAGE_INPUT_MAX_BYTES: integer(20_971_520, 1_024, 104_857_600),
  /**
   * The bytes of members' input images held at once, from their download until their request body
   * is sent (40 MiB); the rest wait their turn, each member told so. One larger takes it all.
   */
  IMAGE_INPUT_BUDGET_BYTES: integer(41_943_040, 1_048_576, 1_073_741_824),
  /** Hours an input image is kept in the store after it was given, and after each delivery. */
  INPUT_RETENTION_HOURS: integer(24, 1, 720),
  /** Port of the `/healthz` and `/metrics` server; unset: no server (0: any free port, logged). */
  METRICS_PORT: numberIn(0, 65_535, METRICS_PORT_MESSAGE).optional(),
  METRICS_HOST: z
    .union(
      [z.ipv4(), z.ipv6(), z.hostname()],
      'must be an address or host name to listen on, e.g. 0.0.0.0 (default 127.0.0.1)',
    )
    .default('127.0.0.1'),
  /**
   * The application's OAuth2 client secret (Developer Portal → OAuth2): set, Vary (Region)
   * launches the painter, an Activity served on `PAINTER_PORT`; unset, the picker.
   */
  PAINTER_CLIENT_SECRET: z.string().min(16, 'must be the OAuth2 client secret').optional(),
  /** Where the painter listens (the address the Activity's URL mapping reaches, behind HTTPS). */
  PAINTER_PORT: numberIn(0, 65_535, 'must be a port number from 0 to 65535').optional(),
  PAINTER_HOST: z
    .union(
      [z.ipv4(), z.ipv6(), z.hostname()],
      'must be an address or host name to listen on, e.g. 0.0.0.0 (default 127.0.0.1)',
    )
    .default('127.0.0.1'),
  /** Days a server's data is kept after the bot was removed from it (unless added back). */
  SERVER_DATA_GRACE_DAYS: integer(30, 0, 3_650),
  /** Days a member's history keeps a generation; older ones are pruned. */
  HISTORY_RETENTION_DAYS: integer(30, 1, 3_650),
  /** How often one process sweeps removed servers and old history, in ms. */
  DATA_SWEEP_INTERVAL_MS: integer(3_600_000, 50, 86_400_000),
  /** The operator's privacy policy, linked in `/help` and `/privacy`; unset: no line. */
  PRIVACY_POLICY_URL: z.url('must be a URL, e.g. https://example.com/privacy').optional(),
  /** The operator's terms of service, linked in `/help` and `/privacy`; unset: no line. */
  TERMS_URL: z.url('must be a URL, e.g. https://example.com/terms').optional(),
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
  'process; set DATABASE_URL=redis://… (docs/operations.md: "Running several processes and machines")';

/** Checks across variables, each reported on its own line like the others. */
const acrossVariables = (config: z.output<typeof configSchema>, context: z.RefinementCtx) => {
  if (config.PAINTER_CLIENT_SECRET && config.PAINTER_PORT === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAINTER_PORT'],
      message: 'is required with PAINTER_CLIENT_SECRET: the port the painter listens on',
    });
  }
  if (!config.PAINTER_CLIENT_SECRET && config.PAINTER_PORT !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PAINTER_CLIENT_SECRET'],
      message:
        'is required with PAINTER_PORT: the OAuth2 client secret the painter signs members in with (or leave PAINTER_PORT unset for the picker)',
    });
  }
  const count = config.SHARD_COUNT;
  if (typeof count !== 'number') return;
  if (count > 1 && isSqliteUrl(config.DATABASE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_COUNT'],
      message: shardsNeedSharedStore(count),
    });
  }
  const beyond = config.SHARD_IDS?.filter((id) => id >= count);
  if (beyond?.length) {
    context.addIssue({
      code: 'custom',
      path: ['SHARD_IDS'],
      message: `names shards ${beyond.join(', ')}, beyond SHARD_COUNT ${count} (ids run from 0)`,
    });
  }
};

/** The bot's validated configuration, parsed once at start-up. */
export type Config = z.output<typeof configSchema>;

/** The raw variables a {@link Config} is parsed from. */
export type ConfigInput = z.input<typeof configSchema>;

/** Thrown by a parser of this file: one line per variable that is missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

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
    const schema = schemaFor(served).superRefine((config, context) =>
      acrossVariables(config as Config, context),
    );
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
