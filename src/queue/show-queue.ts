import type { ChatInputCommandInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { holds, serverOf } from '../bot/rights.js';
import { serverBackend } from '../bot/server-backend.js';
import { QueuedJobCancelledError } from '../jobs/job-errors.js';
import { type PoolView, poolViewOf } from './pool-view.js';
import { NoLongerQueuedError } from './queue-errors.js';
import { cancelChoices, type IsPrivateGeneration, queueViewOf } from './queue-view.js';
import { renderQueue } from './render-queue.js';

/** This server's jobs here: holding a slot, and waiting (see `JobReadModel.queueOf`). */
type ServerJobs = ReturnType<AppContext['jobs']['queueOf']>;

/**
 * The pooled backends the server uses or has generations at, each with its servers and whole line
 * (as the line's store has them, every process's), a manager's view with the counts per member.
 * Nothing is read where no backend has a pool.
 */
async function poolViewsFor(
  interaction: ChatInputCommandInteraction | StringSelectMenuInteraction,
  context: AppContext,
  guildId: string,
  queue: ServerJobs,
  isPrivate: IsPrivateGeneration,
): Promise<PoolView[]> {
  const { backends, jobs } = context;
  if (!backends.list().some(({ backend }) => backend.pool)) return [];
  const [chosen, loads] = await Promise.all([
    serverBackend(context, guildId),
    jobs.poolLoads(guildId),
  ]);
  const held = [...queue.running, ...queue.waiting].map((job) => backends.find(job.backend)?.id);
  const used = new Set([chosen.id, ...held]);
  const reader = { userId: interaction.user.id, manager: holds(interaction, 'manager') };
  return loads
    .filter((load) => used.has(load.backend))
    .map((load) => {
      const name = backends.find(load.backend)?.name ?? load.backend;
      return poolViewOf(load, name, queue, reader, isPrivate);
    });
}

/**
 * The `/queue` view for `interaction`'s member: this server's generations that this process holds
 * (a server lives on one shard, so on one process), another member's private ones hidden; the
 * cancel select shown to a moderator, whom alone the dispatcher lets use it; and its pooled
 * backends (`poolViewsFor`).
 */
async function queueViewFor(
  interaction: ChatInputCommandInteraction | StringSelectMenuInteraction,
  context: AppContext,
  guildId: string,
  isPrivate: IsPrivateGeneration,
) {
  const { backends, jobs } = context;
  const reader = {
    userId: interaction.user.id,
    canCancel: holds(interaction, 'moderator'),
    now: Date.now(),
  };
  const queue = jobs.queueOf(guildId);
  const views = await poolViewsFor(interaction, context, guildId, queue, isPrivate);
  const pooled = (id: string | undefined) => backends.find(id)?.backend.pool !== undefined;
  return queueViewOf(queue, reader, isPrivate, (id) => backends.capabilitiesOf(id), {
    views,
    pooled,
  });
}

/**
 * `/queue`: this server's generations queued and running (position, requester, workflow, size,
 * elapsed), the member's own marked, another member's private ones listed only as private,
 * answered privately in the member's language. `isPrivate` tells a private generation.
 * @throws {ServerOnlyError} in a direct message.
 */
export async function runQueue(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  isPrivate: IsPrivateGeneration,
): Promise<void> {
  const view = await queueViewFor(interaction, context, serverOf(interaction, 'queue'), isPrivate);
  await interaction.reply(renderQueue(view, privateTranslator(context, interaction)));
}

/**
 * `/queue`'s select (Manage Messages): takes the chosen generation out of the queue (nothing is
 * charged; its own reply says so), then shows the list again. The chosen value is user input:
 * honoured only when it names a generation the list offers the member now (`cancelChoices`), else
 * it reads as no longer queued, so it tells nothing of a generation the member may not see.
 * @throws {NoLongerQueuedError} when it already left the queue, or is not one offered.
 */
export async function cancelFromQueue(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  isPrivate: IsPrivateGeneration,
): Promise<void> {
  const guildId = serverOf(interaction, 'queue');
  await interaction.deferUpdate();
  const [jobId = ''] = interaction.values;
  const offered = cancelChoices(await queueViewFor(interaction, context, guildId, isPrivate)).some(
    ({ entry }) => entry.jobId === jobId,
  );
  const cancelled =
    offered && (await context.jobs.cancelQueued(jobId, new QueuedJobCancelledError()));
  const view = await queueViewFor(interaction, context, guildId, isPrivate);
  const { flags: _ephemeral, ...message } = renderQueue(
    view,
    privateTranslator(context, interaction),
  );
  await interaction.editReply(message);
  if (!cancelled) throw new NoLongerQueuedError();
}
