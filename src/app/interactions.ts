import { type Client, Events, type Interaction } from 'discord.js';
import { AnswerGate } from '../bot/answer-gate.js';
import type { AnyCommand } from '../bot/command.js';
import type { AppContext } from '../bot/context.js';
import { describeError, respondWithError } from '../bot/error-boundary.js';
import {
  createInteractionDispatcher,
  type InteractionDispatcher,
} from '../bot/interaction-dispatcher.js';
import { offeredPayloads } from '../bot/offered-commands.js';
import {
  createInteractionGate,
  handoverWaitMs,
  type InteractionGate,
} from '../shards/interaction-gate.js';
import type { ShardLeases } from '../shards/shard-leases.js';
import { StoreUnreachableError } from '../store/store-errors.js';
import { servedOffer } from './backends.js';
import type { Base } from './base.js';

/** Where interactions go: the dispatcher, behind the gate that admits a shard's own. */
export interface InteractionLayer {
  readonly context: AppContext;
  readonly dispatch: InteractionDispatcher;
  readonly gate: InteractionGate;
}

/**
 * Builds the one {@link AppContext}, the dispatcher, and the gate every interaction goes through:
 * it answers only its shards' (with a refusal when the store is unreachable and the lease may
 * have passed).
 */
export function interactionLayer(
  { logger }: Base,
  context: Omit<AppContext, 'commands' | 'answers'>,
  commands: readonly AnyCommand[],
  { client, leases, shardCount }: { client: Client; leases: ShardLeases; shardCount: number },
): InteractionLayer {
  const full: AppContext = {
    ...context,
    // What deploy-commands registers for these backends: /help lists those.
    commands: offeredPayloads(commands, servedOffer(context.config.BACKENDS)),
    answers: new AnswerGate(),
  };
  const { stores, jobs, i18n } = full;
  const dispatch = createInteractionDispatcher(commands, full);
  const gate = createInteractionGate({
    leases,
    shared: stores.shared,
    reachable: () => stores.reachability.reachable,
    // A generation's jobs are named after its interaction: one saved by the previous holder, which
    // could not claim the interaction (Redis went away), is resumed as its, not started again.
    startedBefore: async (interaction) => (await jobs.get(interaction.id)) !== undefined,
    shardCount,
    waitMs: handoverWaitMs(context.config.SHARD_LEASE_MS),
    dispatch: (interaction) => void dispatch(interaction),
    refuse: async (interaction) => {
      // Answered already by a process that could not record its claim (cut off from the store):
      // Discord shows that answer, and would refuse a second.
      if (await answeredElsewhere(interaction)) {
        return logger.info('left an interaction another process answered', {
          interaction: interaction.id,
        });
      }
      const t = i18n.translator(interaction.locale);
      const { message } = describeError(new StoreUnreachableError(), t);
      respondWithError(interaction, message, t).catch((error: unknown) =>
        logger.warn('could not refuse an interaction', { interaction: interaction.id, error }),
      );
    },
    logger: logger.child({ component: 'shards' }),
  });
  client.on(Events.InteractionCreate, (interaction) => void gate.receive(interaction));
  client.on(Events.Error, (error) => logger.error('discord client error', { error }));
  return { context: full, dispatch, gate };
}

/** Whether Discord holds an answer to `interaction` already (its original response exists). */
const answeredElsewhere = (interaction: Interaction): Promise<boolean> =>
  interaction.isRepliable()
    ? interaction.fetchReply().then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
