import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { bytesText } from '../../i18n/localized-text.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { ImageAction } from '../../image-backend/image-actions.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { intakeInput } from '../../image-intake/intake-input.js';
import {
  asOptionError,
  type GenerationSpec,
  generationSource,
  promptOf,
} from '../options/generation-spec.js';
import type { ImagineInput } from '../options/imagine-options.js';
import { askerOf } from './admission/admit-generation.js';
import { checkMaskOption, pairedBudgets, takeAttachedMask } from './imagine-mask.js';
import { tellInputWaits } from './input-turn.js';

/** How long an input image may take to download (the interaction is deferred first). */
const INPUT_DOWNLOAD_MS = 10_000;

/**
 * Runs `run` with `spec` and `/imagine`'s `image:` taken in, when one was given, with its
 * `mask:` (`takeAttachedMask`: then a region edit, Vary (Region) with the member's prompt, its
 * strength the action's). Refused first, before any answer: a mask without an image or on a
 * backend that takes none, an image or `strength` on a backend that does not edit (one refusal
 * for both), `strength` without an image, a strength out of the backend's range (a backend that
 * takes none: `strength` is listed as ignored), a file Discord says is too large. Then the
 * interaction is deferred (privately for a private result), and the image downloaded and checked
 * (`intakeInput`: within the input budget until `run` settled, the member told on the card to be
 * when their image waits its turn).
 * @throws {InputImageError}, {InvalidParameterError}: answered privately, nothing charged.
 */
export async function withImagineInput(
  interaction: RepliableInteraction,
  context: AppContext,
  typed: Pick<ImagineInput, 'image' | 'strength' | 'mask'>,
  spec: GenerationSpec,
  capabilities: BackendCapabilities,
  run: (spec: GenerationSpec) => Promise<void>,
): Promise<void> {
  const { image, strength, mask } = typed;
  const max = context.config.IMAGE_INPUT_MAX_BYTES;
  checkMaskOption(mask, image, capabilities.imagesIn, max);
  if (!image) {
    if (strength === undefined) return run(spec);
    requireOffered(capabilities, { kind: 'edit' });
    throw new InputImageError('strengthAlone');
  }
  const imagesIn = requireOffered(capabilities, { kind: 'edit' });
  const range = imagesIn.edit?.strength;
  if (range && strength !== undefined) {
    asOptionError(() => checkTakenValue('strength', range, strength), 'strength');
  }
  const edit: ImageAction =
    range && strength !== undefined ? { kind: 'edit', strength } : { kind: 'edit' };
  const action: ImageAction = mask ? { kind: 'region' } : edit;
  const ignored = (!range || mask) && strength !== undefined ? ['strength'] : [];
  if (image.size > max) {
    throw new InputImageError('tooLarge', { size: bytesText(image.size), max: bytesText(max) });
  }
  await interaction.deferReply(spec.privateReply ? { flags: MessageFlags.Ephemeral } : {});
  const budgets = pairedBudgets(context.inputBudget, mask, max);
  await intakeInput(
    { ...context, inputBudget: budgets.image },
    {
      url: image.url,
      name: image.name,
      size: image.size,
      contentType: image.contentType ?? null,
      width: image.width,
      height: image.height,
    },
    askerOf(interaction),
    imagesIn,
    {
      timeoutMs: INPUT_DOWNLOAD_MS,
      logAs: { kind: action.kind, channelId: interaction.channelId, prompt: promptOf(spec) },
      onWait: tellInputWaits(interaction, context, { ephemeral: spec.privateReply === true }),
    },
    async (checked) => {
      const masked =
        mask &&
        (await takeAttachedMask(
          { ...context, inputBudget: budgets.mask },
          mask,
          checked,
          INPUT_DOWNLOAD_MS,
        ));
      return run({
        ...spec,
        ignoredOptions: [...spec.ignoredOptions, ...ignored],
        input: { action, image: checked, ...(masked && { mask: masked }) },
        source: generationSource(action, image.name, imagesIn),
      });
    },
  );
}
