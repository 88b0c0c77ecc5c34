import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { bytesText } from '../../i18n/localized-text.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import type { ImageAction } from '../../image-backend/image-actions.js';
import { checkTakenValue } from '../../image-backend/validate-generation-request.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import { type InputSource, intakeInput } from '../../image-intake/intake-input.js';
import {
  asOptionError,
  type GenerationSpec,
  generationSource,
  promptOf,
} from '../options/generation-spec.js';
import { type ImagineInput, REFERENCE_OPTIONS } from '../options/imagine-options.js';
import { askerOf } from './admission/admit-generation.js';
import { checkMaskOption, pairedBudgets, takeAttachedMask } from './imagine-mask.js';
import { asReference, checkReferenceOptions, intakeReferences } from './imagine-references.js';
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
  typed: Pick<
    ImagineInput,
    'image' | 'strength' | 'mask' | 'reference' | 'reference2' | 'reference3'
  >,
  spec: GenerationSpec,
  capabilities: BackendCapabilities,
  run: (spec: GenerationSpec) => Promise<void>,
): Promise<void> {
  const { strength, mask } = typed;
  const max = context.config.IMAGE_INPUT_MAX_BYTES;
  const given = REFERENCE_OPTIONS.flatMap(({ name }) => typed[name] ?? []);
  const named = spec.namedEdit;
  const editing = named ? { byWords: named.byWords, references: named.references } : undefined;
  const placed = checkReferenceOptions(
    given,
    typed.image,
    mask,
    editing ?? capabilities.imagesIn?.edit,
    max,
  );
  const { image, references } = placed;
  const promoted = typed.image === undefined && image !== undefined;
  checkMaskOption(mask, image, capabilities.imagesIn, max);
  if (!image) {
    if (strength === undefined) return run(spec);
    requireOffered(capabilities, { kind: 'edit' });
    throw new InputImageError('strengthAlone');
  }
  const imagesIn = requireOffered(capabilities, { kind: 'edit' });
  const range = named ? named.strength : imagesIn.edit?.strength;
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
  const budgets = pairedBudgets(context.inputBudget, mask ?? references, max);
  const asker = askerOf(interaction);
  const options = {
    timeoutMs: INPUT_DOWNLOAD_MS,
    logAs: { kind: action.kind, channelId: interaction.channelId, prompt: promptOf(spec) },
    onWait: tellInputWaits(interaction, context, { ephemeral: spec.privateReply === true }),
  };
  await asReference(promoted ? 1 : undefined, (passThrough) =>
    intakeInput(
      { ...context, inputBudget: budgets.image },
      sourceOf(image),
      asker,
      imagesIn,
      options,
      (checked) =>
        passThrough(async () => {
          const masked =
            mask &&
            (await takeAttachedMask(
              { ...context, inputBudget: budgets.mask },
              mask,
              checked,
              INPUT_DOWNLOAD_MS,
            ));
          return intakeReferences(
            { ...context, inputBudget: budgets.mask },
            references.map(sourceOf),
            asker,
            imagesIn,
            { ...options, first: promoted ? 2 : 1 },
            (referred) =>
              run({
                ...spec,
                ignoredOptions: [...spec.ignoredOptions, ...ignored],
                input: {
                  action,
                  image: checked,
                  ...(masked && { mask: masked }),
                  ...(referred.length > 0 && { references: referred }),
                },
                source: {
                  ...generationSource(action, image.name, imagesIn, named),
                  ...(referred.length > 0 && { references: referred.length }),
                },
              }),
          );
        }),
    ),
  );
}

/** An attachment as the intake reads it. */
const sourceOf = (file: NonNullable<ImagineInput['image']>): InputSource => ({
  url: file.url,
  name: file.name,
  size: file.size,
  contentType: file.contentType ?? null,
  width: file.width,
  height: file.height,
});
