import { z } from 'zod';
import { CONFIG_DEFAULTS, commaList, integer } from './config-fields.js';

/**
 * The bot's store: where it is, how long a start waits for it, how keys are sealed in it, what it
 * keeps of members and servers and for how long, and the operator's policies about that data.
 */
export const STORE_VARIABLES = {
  /** A keyv adapter URL: `sqlite://` (embedded, one process), `redis://` for several. */
  DATABASE_URL: z.string().min(1).default(CONFIG_DEFAULTS.DATABASE_URL),
  /** How long a start retries Redis; a wrong password or unknown host ends it at once. */
  REDIS_START_TIMEOUT_MS: integer(10_000, 500, 600_000),
  /** Seals members' and servers' API keys at rest (AES-256-GCM); without it none can be read. */
  KEY_ENCRYPTION_SECRET: z
    .string('is required: at least 32 characters used to encrypt API keys at rest')
    .min(32, 'must be at least 32 characters (try: openssl rand -hex 32)'),
  /** Secrets rotated out: keys sealed with one are read, then sealed again with the new one. */
  KEY_ENCRYPTION_PREVIOUS_SECRETS: commaList,
  /** Hours an input image is kept in the store after it was given, and after each delivery. */
  INPUT_RETENTION_HOURS: integer(24, 1, 720),
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
};

/** Whether `DATABASE_URL` names the one-process embedded SQLite store. */
export const isSqliteUrl = (url: string): boolean => /^\s*sqlite:\/\//i.test(url);

/**
 * What is wrong with several shards on SQLite, after the variable's name: for a count given, or
 * asked from Discord (`auto`) at start-up.
 */
export const shardsNeedSharedStore = (count: number): string =>
  `is ${count}: several shards need a shared store, and the embedded SQLite one serves one ` +
  'process; set DATABASE_URL=redis://… (docs/operations.md: "Running several processes and machines")';
