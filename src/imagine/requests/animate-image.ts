import {
  LabelBuilder,
  type MessageContextMenuCommandInteraction,
  type ModalSubmitInteraction,
  type RepliableInteraction,
  StringSelectMenuBuilder,
} from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { reachOf } from '../../bot/install-scope.js';
import { privateTranslator } from '../../bot/locale.js';
import { serverBackend } from '../../bot/server-backend.js';
import { bytesText } from '../../i18n/localized-text.js';
import { MOTION_LEVELS, type MotionLevel } from '../../image-backend/animation.js';
import { backendForAction } from '../../image-backend/elsewhere-actions.js';
import type { ImageAction } from '../../image-backend/image-actions.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { type InputSource, intakeInput } from '../../image-intake/intake-input.js';
import { ANIMATE_FORM, actionModal, readActionForm } from '../form/action-forms.js';
import { GenerationNotFoundError } from '../imagine-errors.js';
import { newSeed } from '../options/image-seeds.js';
import { safetyAskerOf } from './admission/admit-generation.js';
import { animationCostNote } from './animation-cost.js';
import { type ImageNote, keepMessageImage } from './image-notes.js';
import { tellInputWaits } from './input-turn.js';
import { runGeneration } from './start-generation.js';

/** How long the image may take to download (the interaction is deferred first). */
const INPUT_DOWNLOAD_MS = 10_000;

/** The motion select's id in "Animate this image"'s form. */
const MOTION_FIELD = 'level';

/** What a member asks of an image to animate: how much it moves, and what moves (optional). */
export interface AnimateAsk {
  readonly motion: MotionLevel;
  /** The motion prompt; empty or absent: the motion's words alone. */
  readonly prompt?: string | undefined;
}

/**
 * The backend that animates in the interaction's server (its own, else the first configured that
 * does: `backendForAction`) and what it takes in.
 * @throws {InputImageError} `notOffered` where none animates.
 */
async function animator(
  interaction: RepliableInteraction,
  context: AppContext,
  motion: MotionLevel,
) {
  const own = await serverBackend(context, reachOf(interaction).serverId);
  const action: ImageAction = { kind: 'animate', motion };
  const { backend } = backendForAction(context.backends, own, 'animate');
  return { action, imagesIn: requireOffered(backend.capabilities, action) };
}

/**
 * Animates `source` (an attachment of `/animate image:`, or the message's image of "Animate this
 * image") as whoever asked: refused first where no backend animates or Discord says the file is
 * too large; then deferred, the image taken in through the intake's checks (bounded download,
 * header, pixels, the place's rules), and run as one generation (`runGeneration`: admitted, paid
 * and counted as an animation, its card 🎬 with the video).
 * @throws what {@link animator}, the intake and admission throw (privately, nothing charged).
 */
export async function animateSource(
  interaction: RepliableInteraction,
  context: AppContext,
  source: InputSource,
  { motion, prompt = '' }: AnimateAsk,
): Promise<void> {
  const { action, imagesIn } = await animator(interaction, context, motion);
  const max = context.config.IMAGE_INPUT_MAX_BYTES;
  if (source.size !== undefined && source.size > max) {
    throw new InputImageError('tooLarge', { size: bytesText(source.size), max: bytesText(max) });
  }
  if (!interaction.deferred) await interaction.deferReply();
  const text = prompt.trim();
  await intakeInput(
    context,
    source,
    safetyAskerOf(interaction),
    imagesIn,
    {
      timeoutMs: INPUT_DOWNLOAD_MS,
      logAs: { kind: 'animate', channelId: interaction.channelId, prompt: text },
      onWait: tellInputWaits(interaction, context, { ephemeral: false }),
    },
    (image) =>
      runGeneration(interaction, context, {
        request: { prompt: text, seed: newSeed() },
        promptLabel: text,
        ignoredOptions: [],
        input: { action, image },
        source: { action, name: source.name },
      }),
  );
}

/**
 * "Animate this image": where some backend animates, keeps the message's first image for its
 * member (`ImageNote`) and opens the form: the motion prompt and low or high motion.
 * @throws {InputImageError} `notOffered` where none animates; {NoImageInMessageError}.
 */
export async function showAnimateThisImage(
  interaction: MessageContextMenuCommandInteraction,
  context: AppContext,
  formIdOf: (noteId: string) => string,
): Promise<void> {
  await animator(interaction, context, 'low');
  await keepMessageImage(context, interaction);
  const t = privateTranslator(context, interaction);
  const motion = new StringSelectMenuBuilder()
    .setCustomId(MOTION_FIELD)
    .setRequired(true)
    .addOptions(
      MOTION_LEVELS.map((level) => ({
        value: level,
        label: t.t(
          level === 'low' ? 'commands.animate.motion.low' : 'commands.animate.motion.high',
        ),
        default: level === 'low',
      })),
    );
  const note = await animationCostNote(context, interaction.guildId, t);
  const modal = actionModal(ANIMATE_FORM, t, formIdOf(interaction.id), { note });
  modal.addLabelComponents(
    new LabelBuilder()
      .setLabel(t.t('commands.animate.motion.name').slice(0, 45))
      .setStringSelectMenuComponent(motion),
  );
  await interaction.showModal(modal);
}

/** "Animate this image"'s form, submitted: the kept image animated as asked ({@link animateSource}). */
export async function runAnimateThisImage(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  note: ImageNote,
): Promise<void> {
  const { source } = note;
  if (!source) throw new GenerationNotFoundError();
  const prompt = readActionForm(ANIMATE_FORM, interaction).value;
  const picked = interaction.fields.getStringSelectValues(MOTION_FIELD)[0];
  const motion = MOTION_LEVELS.find((level) => level === picked) ?? 'low';
  await animateSource(interaction, context, source, { motion, prompt });
}
