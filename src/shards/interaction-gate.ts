import { setTimeout as sleep } from 'node:timers/promises';
import type { Interaction } from 'discord.js';
import type { Logger } from '../core/logger.js';
import { shardOfGuild } from '../discord/guild-shards.js';
import type { SharedState } from '../store/shared-state.js';
import type { ShardLeases } from './shard-leases.js';

/**
 * How long an interaction of a shard held elsewhere may wait for its lease, within Discord's 3 s:
 * a dead holder's lease (default `SHARD_LEASE_MS`, 2 s) is free and taken within it.
 */
export const HANDOVER_WAIT_MS = 2_600;

/** How long after a lease's term a successor has to take it and resume its shard. */
const TAKE_AND_RESUME_MS = 600;

/**
 * The handover wait for leases of `leaseMs` (`SHARD_LEASE_MS`): the lease's term and the time to
 * take it and resume, at most {@link HANDOVER_WAIT_MS} (2.6 s with the default 2 s lease). A
 * shorter lease ends a handover sooner, so an interaction left in it is refused sooner, with more
 * of Discord's 3 s to spare.
 */
export function handoverWaitMs(leaseMs: number): number {
  return Math.min(HANDOVER_WAIT_MS, leaseMs + TAKE_AND_RESUME_MS);
}

/** How long a holder unsure of its lease (paused, or cut off from the store) waits to renew it. */
export const UNSURE_WAIT_MS = 1_500;

/** How long after its arrival an interaction refused after an outage may wait for the store. */
const REFUSE_BY_MS = 2_400;

/** How long an interaction stays claimed by the process that answers it: well past Discord's 3 s. */
const INTERACTION_CLAIM_MS = 60_000;

/** How often claims not recorded in an outage are tried again while the store is unreachable. */
const RECORD_RETRY_MS = 50;

/** What {@link createInteractionGate} needs. */
export interface InteractionGateOptions {
  readonly leases: ShardLeases;
  readonly shared: SharedState;
  /** `SHARD_COUNT`, resolved. */
  readonly shardCount: number;
  /** Whether the store answers now. */
  readonly reachable: () => boolean;
  /** Handles an interaction (the dispatcher). */
  readonly dispatch: (interaction: Interaction) => unknown;
  /**
   * Answers, without running it, that nothing was started (unless Discord holds an answer already:
   * another process answered it, with or without recording its claim): for an interaction that
   * arrived while the store was unreachable, after which the lease was found lost, and for one a
   * dead holder claimed and may not have answered. @default leaves it
   */
  readonly refuse?: (interaction: Interaction) => unknown;
  readonly logger: Logger;
  /**
   * Whether the previous holder started work for the interaction (e.g. saved its job) before
   * Redis took its claim: a successor then leaves it. @default never
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
 * processes may run one shard: the lease holder, and a successor waiting for it. The holder
 * answers and claims the interaction at once while its lease surely has not passed; unsure
 * (paused, or cut off from the store), it answers once the lease is renewed and the interaction
 * unclaimed, lets the dispatcher refuse it (which changes nothing) when still cut off after
 * {@link UNSURE_WAIT_MS}, or `refuse`s one sent during an outage after which the lease was lost.
 * A waiting process holds an interaction up to `waitMs` and answers it if it takes the lease and
 * no one claimed it, unless it arrived while the store was unreachable: the holder answered it
 * then and could not claim it (it records the claims it could not write once the store answers,
 * for any later taker). A stopping process answers nothing new. With one process everything passes.
 */
export function createInteractionGate(options: InteractionGateOptions): InteractionGate {
  const { leases, shared, shardCount, dispatch, logger, reachable, refuse } = options;
  const waitMs = options.waitMs ?? HANDOVER_WAIT_MS;
  const claim = (interaction: Pick<Interaction, 'id'>) =>
    shared.claim(`interaction:${interaction.id}`, INTERACTION_CLAIM_MS);
  const stopped = new AbortController();
  /** Interactions this process answered without recording their claim, by id: when they came. */
  const unrecorded = new Map<string, number>();
  let recording = false;
  /** Whether `id`'s claim was written now (taken here, or held by the process that took it). */
  const written = (id: string) =>
    claim({ id }).then(
      () => true,
      () => false,
    );
  /** Writes the claims not recorded once the store answers (until they would have lapsed). */
  const recordWhenReachable = async () => {
    while (unrecorded.size > 0 && !stopped.signal.aborted) {
      for (const [id, arrived] of reachable() ? unrecorded : []) {
        const lapsed = Date.now() > arrived + INTERACTION_CLAIM_MS;
        if (lapsed || (await written(id))) unrecorded.delete(id);
      }
      if (unrecorded.size > 0) await sleep(RECORD_RETRY_MS, undefined, { signal: stopped.signal });
    }
  };
  /** Dispatches an interaction this process answers, and claims it (later if it cannot now). */
  const answer = (interaction: Interaction, arrived: number) => {
    claim(interaction).catch(() => {
      unrecorded.set(interaction.id, arrived);
      if (recording) return;
      recording = true;
      recordWhenReachable()
        .catch(() => undefined)
        .finally(() => {
          recording = false;
        });
    });
    dispatch(interaction);
  };
  /**
   * Claims an interaction sent during an outage once every connection answers again (the lease's
   * may come back first), by `REFUSE_BY_MS` after `arrived`; still unanswered, it is this
   * process's to refuse (a refusal changes nothing; a second answer Discord refuses).
   */
  const claimAfterOutage = async (interaction: Interaction, arrived: number) => {
    while (!reachable() && Date.now() < arrived + REFUSE_BY_MS) await sleep(50);
    return claim(interaction).catch(() => true);
  };
  /**
   * Claims, once `waitMs` after `arrived` passed, an interaction the process that should answer it
   * may have left (cut off from the store when it came, or still resuming the shard it took): by
   * then it claimed what it answers, so a claim taken here is this process's to refuse.
   */
  const claimLeftover = async (interaction: Interaction, arrived: number) => {
    const waited = await sleep(Math.max(0, arrived + waitMs - Date.now()), true, {
      signal: stopped.signal,
    }).catch(() => false);
    return waited && (await claim(interaction).catch(() => false));
  };
  /** Whether this process, stopping, still holds `shard` once `waitMs` after `arrived` passed. */
  const heldAfterWait = async (shard: number, arrived: number) => {
    if (!leases.holds(shard)) return false;
    await sleep(Math.max(0, arrived + waitMs - Date.now()), undefined, { ref: false });
    return leases.holds(shard);
  };
  /** Refuses an interaction this process claimed though it cannot answer it. */
  const refused = (interaction: Interaction, shard: number, why: string) => {
    logger.info(`refused an interaction ${why}`, { shard, interaction: interaction.id });
    refuse?.(interaction);
  };
  let closed = false;
  return {
    async receive(interaction) {
      const arrived = Date.now();
      const arrivedCutOff = !reachable();
      const shard = shardOfGuild(interaction.guildId, shardCount);
      const where = { shard, interaction: interaction.id };
      const left = (why: string) => logger.info(`left an interaction ${why}`, where);
      if (!shared.shared) return void dispatch(interaction);
      if (closed) {
        // Left to the next holder; still held here once the wait passed (a stop slower than it),
        // no successor could take it in time, and it is refused here instead.
        if (refuse && (await heldAfterWait(shard, arrived)) && (await claim(interaction))) {
          return refused(interaction, shard, 'of a shard still held while stopping');
        }
        return left('to the next holder of its shard: stopping');
      }
      if (leases.surelyHolds(shard)) {
        // Sent before anything this process does next on Redis (one connection, in order), so a
        // successor that takes the lease after this process lets go sees the claim.
        return answer(interaction, arrived);
      }
      const held = leases.holds(shard);
      if (held) {
        const unsure = AbortSignal.timeout(UNSURE_WAIT_MS);
        if (!(await leases.mayAct(shard, unsure))) {
          // Still cut off from the store: no process can be sure of the shard, and the dispatcher
          // refuses (nothing is saved, started or charged), so answering changes nothing.
          if (unsure.aborted && !reachable() && leases.holds(shard)) answer(interaction, arrived);
          // Sent during the outage, and the lease found lost after it: refused, unless answered.
          else if (arrivedCutOff && refuse && (await claimAfterOutage(interaction, arrived))) {
            refused(interaction, shard, 'sent while the store was unreachable');
          } else if (refuse && (await claimLeftover(interaction, arrived))) {
            // The lease passed: its new holder answers what it is sure of, and claims it first.
            refused(interaction, shard, 'its new holder left, the lease having passed');
          } else left("whose shard's lease may have passed");
          return;
        }
      } else if (!(await leases.whenHeld(shard, waitMs)) || closed) {
        // Taken but not resumed in time: answered by nobody else, it is refused here.
        if (!closed && leases.holds(shard) && refuse && (await claim(interaction))) {
          return refused(interaction, shard, 'of a shard still being resumed');
        }
        return left('of a shard held elsewhere');
      } else if (arrivedCutOff) {
        // Its holder, cut off like this process, answered it and claims it once the store answers;
        // a holder that was not sure of its lease then left it, and it is refused here.
        if (refuse && (await claimLeftover(interaction, arrived))) {
          return refused(
            interaction,
            shard,
            'sent while the store was unreachable, left by its holder',
          );
        }
        return left('sent while the store was unreachable to the holder of its shard');
      }
      if (!(await claim(interaction))) {
        // Handed over: its previous holder claimed it, and answered it unless it was killed
        // between its claim and Discord's callback. `refuse` leaves one Discord holds an answer to.
        if (held || !refuse) return left('the previous holder of its shard answered');
        if (await options.startedBefore?.(interaction).catch(() => false)) {
          return left('the previous holder of its shard started');
        }
        logger.info('an interaction its last holder claimed: refused unless answered', where);
        return void refuse(interaction);
      }
      if (!held) {
        const started = await options.startedBefore?.(interaction).catch(() => false);
        if (started) return left('the previous holder of its shard started');
        logger.info('answered an interaction handed over with its shard', where);
      }
      dispatch(interaction);
    },
    close() {
      closed = true;
      stopped.abort();
    },
  };
}
