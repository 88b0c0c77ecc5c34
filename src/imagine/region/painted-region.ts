import {
  type ButtonInteraction,
  type Client,
  InteractionWebhook,
  MessageFlags,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import type { PainterLauncher, RunPaintedEdit } from '../../bot/painter-launcher.js';
import { serverBackend } from '../../bot/server-backend.js';
import { isOffered } from '../../image-backend/image-actions.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { intakeInput } from '../../image-intake/intake-input.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { checkAttachedMask } from '../../region-edits/attached-mask.js';
import { paintedPreview } from '../../region-edits/painted-preview.js';
import {
  GenerationNotFoundError,
  MaskNotOfferedError,
  PainterExpiredError,
} from '../imagine-errors.js';
import { renderPaintedAnswer } from '../render/picker-answer.js';
import { safetyAskerOf } from '../requests/admission/admit-generation.js';
import { IMAGE_NOTES_NAMESPACE, keepNote } from '../requests/image-notes.js';
import { cardImageOf } from '../requests/message-image.js';

/** How long the card's image may take to download once the member pressed Send. */
const INPUT_DOWNLOAD_MS = 10_000;

/**
 * Vary (Region) pressed where the owner enabled the painter: the card's image as the clicked
 * message shows it (Discord's own field), checked against the backend as the picker's is, and the
 * interaction answered by launching the Activity (`LAUNCH_ACTIVITY`) for that member and card.
 * Nothing is fetched, kept or charged yet.
 * @returns false when the card does not say its image's size, or the painter did not launch (off,
 *   or Discord refused it): the picker opens instead
 * @throws what `cardImageOf` and `requireOffered` throw (privately, nothing charged).
 */
export async function launchPainter(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  painter: PainterLauncher,
  job: GenerationJob,
  imagesIn: ImagesInCapabilities,
): Promise<boolean> {
  const { source, size } = cardImageOf(interaction.message, job.id);
  requireOffered({ imagesIn }, { kind: 'region' }, size);
  if (!size) return false;
  const prompt = typeof job.request.prompt === 'string' ? job.request.prompt : '';
  const image = { jobId: job.id, messageId: interaction.message.id, ...source, ...size, prompt };
  return painter.launch(interaction, image, safetyAskerOf(interaction));
}

/**
 * A mask painted in the Activity, handed on as the picker's cells are: for the
 * launch's member, in the launch's place, the card's image taken in once (the intake's checks,
 * the place's rules), the mask checked against it and both kept as the member's input under the
 * launch's id (`JobInputs`: erased with them, never fetched again), a note naming them
 * (`ImageNote.region`, painted, with the prompt the member sent where they changed it), and a
 * private follow-up through the launch's own interaction token: the area tinted on the image, with
 * the picker's Vary region and Change the prompt. Nothing runs or is charged until the member
 * presses one; then the picker's path runs the edit (`runRegionEdit`: admission, limits, budgets,
 * the card). The card's job and the backend's offer are checked again here, as they may have
 * changed since the launch.
 * @throws {GenerationNotFoundError}, {MaskNotOfferedError}, what the intake and
 *   `checkAttachedMask` throw, {PainterExpiredError} when the follow-up could not be sent (the
 *   input and note are erased again).
 */
export function paintedRegion(context: AppContext, client: Client): RunPaintedEdit {
  return async ({ launch, mask, prompt }) => {
    const { image: painted, asker, interaction: launched } = launch;
    const card = await context.jobs.get(painted.jobId);
    if (card?.state !== 'completed' || typeof card.request.prompt !== 'string') {
      throw new GenerationNotFoundError();
    }
    const { backend } = await serverBackend(context, asker.guildId);
    const { imagesIn } = backend.capabilities;
    if (!imagesIn || !isOffered(imagesIn, { kind: 'region' })) throw new MaskNotOfferedError();
    const { inputs } = context.jobs;
    const ref = launched.id;
    const changed = prompt && prompt !== card.request.prompt ? prompt : undefined;
    const options = {
      timeoutMs: INPUT_DOWNLOAD_MS,
      logAs: { kind: 'region' as const, channelId: launch.channelId, prompt: changed ?? '' },
    };
    const { url, name, width, height } = painted;
    const source = { url, name, width, height };
    await intakeInput(context, source, asker, imagesIn, options, async (image) => {
      const bytes = await checkAttachedMask(mask, image);
      const { userId } = asker;
      const maskImage = {
        bytes,
        type: 'image/png' as const,
        width: image.width,
        height: image.height,
      };
      await inputs.put(ref, { userId, scope: asker.guildId ?? `dm:${userId}` }, image, maskImage);
      const region = { jobId: card.id, inputRef: ref, name: painted.name, cells: [] };
      await keepNote(context, ref, {
        userId,
        guildId: launch.guildId,
        channelId: launch.channelId,
        region: { ...region, painted: true, ...(changed !== undefined && { prompt: changed }) },
      });
      const t = context.i18n.translator(launched.locale);
      const answer = renderPaintedAnswer(
        t,
        ref,
        changed ?? (card.request.prompt as string),
        await paintedPreview(image, bytes),
      );
      // A launch exists only once the bot logged in: its client is ready by then.
      const ready = client as Client<true>;
      const webhook = new InteractionWebhook(ready, launched.applicationId, launched.token);
      await webhook.send({ ...answer, flags: MessageFlags.Ephemeral }).catch(async (error) => {
        context.logger.info('could not answer a painted mask', { error });
        await inputs.delete(ref).catch(() => undefined);
        await context.stores.keyv(IMAGE_NOTES_NAMESPACE).delete(ref);
        throw new PainterExpiredError();
      });
    });
  };
}
