import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { generationTargetOf } from '../src/imagine/delivery/reply-target.js';
import type { IsPrivateGeneration } from '../src/queue/queue-view.js';
import { QUEUE_ACTIONS } from '../src/queue/render-queue.js';
import { cancelFromQueue, runQueue } from '../src/queue/show-queue.js';

const data = offeredIn(
  'server',
  localizedCommand((t) =>
    new SlashCommandBuilder()
      .setName(t.t('commands.queue.name'))
      .setDescription(t.t('commands.queue.description'))
      .toJSON(),
  ),
);

/**
 * A generation is private when `/imagine` answered it ephemerally: read through `/imagine`'s own
 * reading of its job's target (replies of one job saved flat included), so the queue never guesses
 * at another feature's data and the type checker follows any change to it.
 */
const isPrivate: IsPrivateGeneration = (job) => generationTargetOf(job).reply.ephemeral === true;

/** `/queue`: this server's generations queued and running; Manage Messages may cancel queued ones. */
export default {
  data,
  execute: (interaction, context) => runQueue(interaction, context, isPrivate),
  selects: {
    [QUEUE_ACTIONS.cancel]: (interaction, context) =>
      cancelFromQueue(interaction, context, isPrivate),
  },
} satisfies Command;
