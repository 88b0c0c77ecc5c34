import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type MessageContextMenuCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import { TaskFailedError } from '../../image-backend/backend-errors.js';
import {
  ORIGINAL_BACKEND_ID,
  type RegisteredBackend,
} from '../../image-backend/backend-registry.js';
import type { TaskCost } from '../../image-backend/backend-types.js';
import { costUnitOf } from '../../image-backend/capabilities.js';
import { type InputSource, intakeInput } from '../../image-intake/intake-input.js';
import { createKeyResolver } from '../../keys/key-ref.js';
import { refuseBlocked } from '../../preferences/member-block.js';
import {
  DescribeFailedError,
  ImageActionNotOfferedError,
  NoWordsError,
  ServerBudgetReachedError,
} from '../imagine-errors.js';
import { DESCRIBE_IDS, renderDescription } from '../render/render-description.js';
import { askerOf, safetyAskerOf } from './admission/admit-generation.js';
import { settleDescribe, takeDescribeRoom } from './admission/describe-spend.js';
import { choosePayer, type Payer } from './admission/payer.js';
import { type ImageNote, keepNote } from './image-notes.js';
import { runImagineThis, showImagineForm } from './imagine-this.js';
import { tellInputWaits } from './input-turn.js';

/**
 * `/describe` and "Describe this image": the server's image backend describes the image in words
 * (`ImageBackend.describe`, where `capabilities.imagesIn.describe`), answered privately with the
 * caption and **Imagine this**. The image passes the intake's checks first (bounded download,
 * header, pixels, the place's rules on explicit images): a refusal is private and nothing is sent
 * or charged. The key is chosen as for a generation (the member's, the server's, the backend's
 * anonymous one); a description is no generation, so it takes none of the day's generations, but
 * a server budget in the backend's cost unit is refused it up front when it lacks its price, then
 * charged what it cost (`describe-spend.ts`). One that reached the backend is kept in `/history`
 * (kind `describe`, the caption as its prompt) and told to the moderation log (never the caption).
 * @throws {ImageActionNotOfferedError} where the backend does not describe images.
 * @throws what the intake, choosing the key and the backend throw.
 */
export async function describeImage(
  interaction: ChatInputCommandInteraction | MessageContextMenuCommandInteraction,
  context: AppContext,
  source: InputSource,
): Promise<void> {
  const asker = askerOf(interaction);
  const registered = await serverBackend(context, asker.guildId);
  const { backend } = registered;
  const { imagesIn, keys } = backend.capabilities;
  if (!imagesIn?.describe || !backend.describe) throw new ImageActionNotOfferedError();
  const describe = backend.describe.bind(backend);
  await refuseBlocked(context.stores, asker.guildId, asker.userId);
  const payer = await choosePayer(context.stores, asker, context.config.CREDITS_PER_GENERATION, {
    id: registered.id,
    keyless: !keys.member && !keys.server,
    costUnit: costUnitOf(backend.capabilities),
    anonymous: keys.anonymous !== undefined,
  });
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const take = await takeDescribeRoom(
    context.stores.budget,
    payer,
    backend.capabilities,
    interaction.id,
  ).catch((error: unknown) => {
    if (error instanceof ServerBudgetReachedError && asker.guildId) {
      const { period, resetsAt, unit } = error;
      context.moderation.emit('budgetReached', { guildId: asker.guildId, period, resetsAt, unit });
    }
    throw error;
  });
  let cost: TaskCost | undefined;
  let caption = '';
  let sent = false;
  const options = {
    logAs: { kind: 'describe', channelId: interaction.channelId },
    onWait: tellInputWaits(interaction, context, { ephemeral: true }),
  } as const;
  try {
    const said = await intakeInput(
      context,
      source,
      safetyAskerOf(interaction),
      imagesIn,
      options,
      async (image) => {
        const apiKey = await createKeyResolver(context.stores)(payer.keyRef, keys.anonymous);
        sent = true;
        return describe(apiKey, image, {
          onCost: (spent) => {
            cost = spent;
          },
        });
      },
    ).catch((error: unknown) => {
      if (!(error instanceof TaskFailedError)) throw error;
      throw new DescribeFailedError(cost ?? error.spent, {
        cause: error,
        ...(error.detail && { detail: error.detail }),
      });
    });
    caption = said.trim();
  } finally {
    await settleDescribe(context.stores.budget, take, cost);
    if (sent) await recordDescription(context, interaction, { registered, payer, caption, cost });
  }
  if (!caption) throw new NoWordsError();
  await keepNote(context, interaction.id, {
    userId: interaction.user.id,
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    caption,
  });
  const { flags: _ephemeral, ...answer } = renderDescription(
    caption,
    interaction.id,
    privateTranslator(context, interaction),
  );
  await interaction.editReply(answer);
}

/** What a description that reached the backend leaves: a `/history` entry and a moderation-log line. */
async function recordDescription(
  context: AppContext,
  interaction: ChatInputCommandInteraction | MessageContextMenuCommandInteraction,
  done: {
    registered: RegisteredBackend;
    payer: Payer;
    caption: string;
    cost: TaskCost | undefined;
  },
): Promise<void> {
  const { registered, payer, caption, cost } = done;
  const { guildId, channelId } = interaction;
  const paidBy =
    payer.keyRef.kind === 'server'
      ? { kind: 'server' as const, guildId: payer.keyRef.guildId }
      : { kind: 'user' as const };
  try {
    await context.stores.history.record(interaction.user.id, {
      id: interaction.id,
      state: caption ? 'completed' : 'failed',
      createdAt: interaction.createdTimestamp,
      finishedAt: Date.now(),
      prompt: caption,
      guildId,
      channelId,
      ephemeral: true,
      paidBy,
      ...(registered.id !== ORIGINAL_BACKEND_ID && { backend: registered.id }),
      action: 'describe',
    });
  } catch (error) {
    context.logger.warn('could not record a description in its member’s history', { error });
  }
  const server = askerOf(interaction).guildId;
  if (!server) return;
  context.moderation.emit('described', {
    guildId: server,
    userId: interaction.user.id,
    channelId,
    payer: payer.keySource,
    ...(!caption && { failed: true }),
    ...(cost && { cost: { amount: cost.amount, unit: cost.unit } }),
  });
}

/** A description's Imagine this: the `/imagine` form with the caption as the prompt. */
export async function imagineCaption(
  interaction: ButtonInteraction,
  context: AppContext,
  note: ImageNote,
  noteId: string,
): Promise<void> {
  if (!note.caption) throw new NoWordsError();
  await showImagineForm(interaction, context, DESCRIBE_IDS.run.build({ noteId }), note.caption);
}

/** The form of a description's Imagine this, submitted: `/imagine` with what it says. */
export const runImaginedCaption = (interaction: ModalSubmitInteraction, context: AppContext) =>
  runImagineThis(interaction, context);
