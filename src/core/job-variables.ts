import { z } from 'zod';
import { CONFIG_DEFAULTS, integer, numberIn } from './config-fields.js';

const EDITS_PER_SECOND_MESSAGE = 'must be a number above 0 and at most 1000000 (default 10)';

const CREDITS_MESSAGE = 'must be a number from 0 to 1000000 (default 1)';

const WEIGHTS_MESSAGE =
  'must be server ids with their share of a shared backend, e.g. 123456789012345678:2,234567890123456789:0.5 (each share above 0 and at most 100)';

/**
 * `FAIR_SERVER_WEIGHTS`: `guildId:weight,…`, each Discord server's share of a pooled backend's line
 * (unset: 1 each), as a record by server id.
 */
const serverWeights = z
  .string()
  .default('')
  .transform((value, context): Readonly<Record<string, number>> => {
    const weights: Record<string, number> = {};
    for (const part of value.split(',')) {
      if (part.trim() === '') continue;
      const [, id = '', weight = ''] = /^\s*(\d{15,21})\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(part) ?? [];
      const share = Number(weight);
      if (id === '' || !(share > 0 && share <= 100)) {
        context.addIssue({ code: 'custom', message: WEIGHTS_MESSAGE });
        return z.NEVER;
      }
      weights[id] = share;
    }
    return weights;
  });

/**
 * How generations run: the status polls, a job's timeout, the card's edits, each member's and
 * server's share of the backends, what the server key allows and what a generation costs.
 */
export const JOB_VARIABLES = {
  /** How often each running task is polled, in ms, ± `POLL_JITTER_MS`. */
  POLL_INTERVAL_MS: integer(CONFIG_DEFAULTS.POLL_INTERVAL_MS, 10, 60_000),
  POLL_JITTER_MS: integer(CONFIG_DEFAULTS.POLL_JITTER_MS, 0, 10_000),
  /** The soonest a poll timed by the backend's own estimate may come, in ms. */
  POLL_MIN_INTERVAL_MS: integer(CONFIG_DEFAULTS.POLL_MIN_INTERVAL_MS, 0, 60_000),
  /** A task still running after this long, in ms, is reported as timed out. */
  JOB_TIMEOUT_MS: integer(CONFIG_DEFAULTS.JOB_TIMEOUT_MS, 1_000, 3_600_000),
  /** Shortest time between two edits of one card at a new stage, in ms. */
  EDIT_INTERVAL_MS: integer(1_500, 0, 60_000),
  /** Shortest time between two edits of one card that only update its progress, in ms. */
  PROGRESS_EDIT_INTERVAL_MS: integer(5_000, 0, 600_000),
  /** Progress edits per second for the whole process: each card's are spaced to fit. */
  PROGRESS_EDITS_PER_SECOND: z.coerce
    .number(EDITS_PER_SECOND_MESSAGE)
    .positive(EDITS_PER_SECOND_MESSAGE)
    .max(1_000_000, EDITS_PER_SECOND_MESSAGE)
    .default(10),
  MAX_ACTIVE_PER_MEMBER: integer(CONFIG_DEFAULTS.MAX_ACTIVE_PER_MEMBER, 1, 50),
  GUILD_MAX_ACTIVE_JOBS: integer(CONFIG_DEFAULTS.GUILD_MAX_ACTIVE_JOBS, 1, 1_000),
  /** Each Discord server's share of a pooled backend's line (`guildId:weight,…`; others 1). */
  FAIR_SERVER_WEIGHTS: serverWeights,
  /**
   * How long a member's or a server's images may wait in a pooled line without a turn before they
   * move forward (aging), in ms: 5 minutes by default.
   */
  FAIR_AGING_AFTER_MS: integer(300_000, 1_000, 86_400_000),
  /**
   * How long images of a model may wait while a pool's GPUs run those of the model they have
   * loaded ahead of them (saving a checkpoint switch), in ms: 5 s by default, 0 never.
   */
  FAIR_MODEL_WAIT_MS: integer(5_000, 0, 600_000),
  /**
   * How far ahead of members who kept images waiting a member with none waiting comes back, in
   * seconds of GPU work (the line's reference GPU): 5 by default, 0 none.
   */
  FAIR_IDLE_CREDIT_S: integer(5, 0, 3_600),
  /** Most generations waiting in one server's queue; a request that would not fit is refused. */
  GUILD_MAX_QUEUED: integer(50, 0, 10_000),
  GUILD_MAX_CONCURRENT: integer(CONFIG_DEFAULTS.GUILD_MAX_CONCURRENT, 1, 100),
  GUILD_MIN_TIME_MS: integer(CONFIG_DEFAULTS.GUILD_MIN_TIME_MS, 0, 10_000),
  SERVER_KEY_DAILY_LIMIT: integer(CONFIG_DEFAULTS.SERVER_KEY_DAILY_LIMIT, 0, 10_000),
  /** What one generation costs on the service, counted in `/balance usage` (it does not say). */
  CREDITS_PER_GENERATION: numberIn(0, 1_000_000, CREDITS_MESSAGE, false).default(
    CONFIG_DEFAULTS.CREDITS_PER_GENERATION,
  ),
  /**
   * How many images one animation (🎬 Animate) counts as in members' daily limits and a server's
   * budget: about what its GPU time and its price elsewhere weigh (Midjourney's video job is about
   * eight image jobs).
   */
  ANIMATION_COUNTS_AS: integer(8, 1, 100),
  /** How often at most a server key's balance is read for its low-balance alert, in ms. */
  LOW_BALANCE_CHECK_MS: integer(180_000, 100, 86_400_000),
};
