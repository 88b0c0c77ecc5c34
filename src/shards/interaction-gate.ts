import type { Interaction } from 'discord.js';
import type { Logger } from '../core/logger.js';
import { shardOfGuild } from '../discord/shards.js';
import type { SharedState } from '../store/shared-state.js';
import type { ShardLeases } from './shard-leases.js';

/**
 * How long an interaction of a shard this process waits for (its holder is stopping, or died) may
 * wait for the lease: Discord wants an answer within 3 s of the interaction, and answering takes
 * some. With the default `SHARD_LEASE_MS` (2 s) a dead holder's lease is free within 2 s of its
 * last renewal and taken within a tenth of it more: inside this wait.
 */
export const HANDOVER_WAIT_MS = 2_600;

/**
 * How long a holder that cannot be sure of its lease (paused past it, or cut off from the store)
 * waits to renew it before it answers: after a pause the store answers again well within it.
 */
export const UNSURE_WAIT_MS = 1_500;

/** How long an interaction stays claimed by the process that answers it: well past Discord's 3 s. */
const INTERACTION_CLAIM_MS = 60_000;

/** What {@link createInteractionGate} needs. */
export interface InteractionGateOptions {
  readonly leases: ShardLeases;
  readonly shared: SharedState;
  /** `SHARD_COUNT`, resolved. */
  readonly shardCount: number;
  /**
   * Whether the store answers now: a holder unsure of its lease and still cut off from the store
   * after {@link UNSURE_WAIT_MS} lets the dispatcher refuse, which changes nothing.
   */
  readonly reachable: () => boolean;
  /** Handles an interaction (the dispatcher). */
  readonly dispatch: (interaction: Interaction) => unknown;
  readonly logger: Logger;
  /**
   * Whether work named after an interaction exists already (e.g. a job the previous holder saved
   * for it before Redis took its claim): a successor then leaves the interaction, whose work is
   * resumed as the previous holder's. @default never
   */
  readonly startedBefore?: (interaction: Interaction) => Promise<boolean>;
  /** How long an interaction may wait for a shard's lease. @default HANDOVER_WAIT_MS */
  readonly waitMs?: number;
}

/** Lets through only the interactions this process answers; see {@link createInteractionGate}. */
export interface InteractionGate {
  /** Hands `interaction` to the dispatcher when this process answers it, else leaves it. */
  receive(interaction: Interaction): Promise<void>;
  /** This process is stopping: every interaction from now is left to the next holder. */
  close(): void;
}

/**
 * Discord sends an interaction to every session of its shard, and with a shared store two
 * processes may run one shard: the one holding its lease, and a successor waiting for it (a
 * rolling restart, or a standby). The holder answers at once and claims the interaction in the
 * shared state, when its lease surely has not passed; a holder that cannot be sure (it was paused
 * past its lease, or the store is unreachable) answers only once its lease is renewed and the
 * interaction unclaimed, or, still cut off from the store after {@link UNSURE_WAIT_MS}, lets the
 * dispatcher refuse it (which changes nothing). A waiting process holds the
 * interaction for up to `waitMs`, and answers it if it takes the lease meanwhile and no one claimed
 * it (the holder let go without answering it, or died). A stopping process answers nothing new,
 * leaving it to its successor. With one process everything passes.
 */
export function createInteractionGate(options: InteractionGateOptions): InteractionGate {
  const { leases, shared, shardCount, dispatch, logger, reachable } = options;
  const waitMs = options.waitMs ?? HANDOVER_WAIT_MS;
  const startedBefore = (interaction: Interaction) =>
    options.startedBefore?.(interaction).catch(() => false) ?? false;
  const claimKey = (interaction: Interaction) => `interaction:${interaction.id}`;
  let closed = false;
  return {
    async receive(interaction) {
      const shard = shardOfGuild(interaction.guildId, shardCount);
      if (!shared.shared) {
        dispatch(interaction);
        return;
      }
      if (closed) {
        logger.info('left an interaction to the next holder of its shard: stopping', { shard });
        return;
      }
      if (leases.surelyHolds(shard)) {
        // Sent before anything this process does next on Redis (one connection, in order), so a
        // successor that takes the lease after this process lets go sees the claim.
        void shared.claim(claimKey(interaction), INTERACTION_CLAIM_MS).catch(() => undefined);
        dispatch(interaction);
        return;
      }
      if (leases.holds(shard)) {
        const unsure = AbortSignal.timeout(UNSURE_WAIT_MS);
        if (!(await leases.mayAct(shard, unsure))) {
          // Still cut off from the store: no process can be sure of the shard, and the dispatcher
          // refuses (nothing is saved, started or charged), so answering changes nothing.
          if (unsure.aborted && !reachable() && leases.holds(shard)) dispatch(interaction);
          else
            logger.info('left an interaction: the lease of its shard may have passed', { shard });
          return;
        }
        if (!(await shared.claim(claimKey(interaction), INTERACTION_CLAIM_MS))) {
          logger.info('left an interaction the previous holder of its shard answered', { shard });
          return;
        }
        dispatch(interaction);
        return;
      }
      if (!(await leases.whenHeld(shard, waitMs)) || closed) {
        logger.info('left an interaction of a shard held elsewhere', { shard });
        return;
      }
      if (!(await shared.claim(claimKey(interaction), INTERACTION_CLAIM_MS))) {
        logger.info('left an interaction the previous holder of its shard answered', { shard });
        return;
      }
      if (await startedBefore(interaction)) {
        logger.info('left an interaction the previous holder of its shard started', { shard });
        return;
      }
      logger.info('answered an interaction handed over with its shard', { shard });
      dispatch(interaction);
    },
    close() {
      closed = true;
    },
  };
}
