import {
  type ChatInputCommandInteraction,
  type Interaction,
  PermissionFlagsBits,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { ServerOnlyError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { QueuedJobCancelledError } from '../jobs/errors.js';
import { NoLongerQueuedError, QueueCancelNotAllowedError } from './errors.js';
import { queueViewOf } from './queue-view.js';
import { renderQueue } from './render-queue.js';

const mayCancel = (interaction: Pick<Interaction, 'memberPermissions'>) =>
  interaction.memberPermissions?.has(PermissionFlagsBits.ManageMessages) === true;

/**
 * The `/queue` answer for `interaction`'s member: this server's generations that this process
 * holds (a server lives on one shard, so on one process), rendered in the member's language.
 */
function queueMessage(
  interaction: ChatInputCommandInteraction | StringSelectMenuInteraction,
  context: AppContext,
  guildId: string,
) {
  const view = queueViewOf(context.jobs.queueOf(guildId), {
    userId: interaction.user.id,
    canCancel: mayCancel(interaction),
    now: Date.now(),
  });
  return renderQueue(view, privateTranslator(context, interaction));
}

/**
 * `/queue`: this server's generations queued and running (position, requester, workflow, size,
 * elapsed), the member's own marked, answered privately.
 * @throws {ServerOnlyError} in a direct message.
 */
export async function runQueue(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  const { guildId } = interaction;
  if (!guildId) throw new ServerOnlyError('queue');
  await interaction.reply(queueMessage(interaction, context, guildId));
}

/**
 * `/queue`'s select (Manage Messages): takes the chosen generation out of the queue (nothing is
 * charged; its own reply says it was cancelled), then shows the list again.
 * @throws {QueueCancelNotAllowedError} without Manage Messages.
 * @throws {NoLongerQueuedError} when it already left the queue.
 */
export async function cancelFromQueue(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<void> {
  const { guildId } = interaction;
  if (!guildId) throw new ServerOnlyError('queue');
  if (!mayCancel(interaction)) throw new QueueCancelNotAllowedError();
  await interaction.deferUpdate();
  const [jobId = ''] = interaction.values;
  const job = context.jobs.queueOf(guildId).waiting.find((waiting) => waiting.id === jobId);
  const cancelled = job && (await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError()));
  const { flags: _ephemeral, ...message } = queueMessage(interaction, context, guildId);
  await interaction.editReply(message);
  if (!cancelled) throw new NoLongerQueuedError();
}
