import { z } from 'zod';
import { backendList } from './backend-variables.js';
import { DISCORD_VARIABLES } from './discord-variables.js';
import { IMAGE_VARIABLES } from './image-variables.js';
import { JOB_VARIABLES } from './job-variables.js';
import { checkPainter, OPERATOR_VARIABLES } from './operator-variables.js';
import { checkShards, SHARD_VARIABLES } from './shard-variables.js';
import { STORE_VARIABLES } from './store-variables.js';

/**
 * Every environment variable the core reads, with its default, by concept (each file declares
 * its own, problems told in this order); each backend's own are declared in its folder (`BackendVariables`), read with these by
 * `configParser`. `.env.example` mirrors them all.
 */
export const configSchema = z.object({
  ...DISCORD_VARIABLES,
  /** See `backendList`: the ids are those of the backends registered (see `configParser`). */
  BACKENDS: backendList([]),
  ...IMAGE_VARIABLES,
  ...STORE_VARIABLES,
  ...SHARD_VARIABLES,
  ...OPERATOR_VARIABLES,
  ...JOB_VARIABLES,
});

/** The bot's validated configuration, parsed once at start-up. */
export type Config = z.output<typeof configSchema>;

/** The raw variables a {@link Config} is parsed from. */
export type ConfigInput = z.input<typeof configSchema>;

/** Checks across variables, each reported on its own line like the others. */
export const acrossVariables = (config: Config, context: z.RefinementCtx): void => {
  checkPainter(config, context);
  checkShards(config, context);
};

/** Thrown by a parser of the configuration: one line per variable that is missing or invalid. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
