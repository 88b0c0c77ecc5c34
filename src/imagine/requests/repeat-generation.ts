import type {
  ButtonInteraction,
  RepliableInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { MessageFlags } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { serverBackend } from '../../bot/server-backend.js';
import { declarationOf } from '../../image-backend/image-actions.js';
import { requireOffered } from '../../image-intake/input-image.js';
import { checkInputSafety } from '../../image-intake/input-safety.js';
import type { GenerationJob, JobInput } from '../../jobs/generation-job.js';
import { InputGoneError } from '../../jobs/job-errors.js';
import { generationTargetOf, jobIdOf } from '../delivery/reply-target.js';
import { GenerationNotFoundError, OthersInputError, WorkflowFileError } from '../imagine-errors.js';
import {
  type GenerationShown,
  type GenerationSpec,
  promptOf,
  shownOf,
} from '../options/generation-spec.js';
import { newSeed } from '../options/image-seeds.js';
import { askerOf } from './admission/admit-generation.js';
import { runGeneration } from './start-generation.js';

/** What running a generation again needs (plain JSON, kept in the history and read from a job). */
export type RepeatableGeneration = Pick<GenerationSpec, 'request' | 'privateReply'> &
  GenerationShown & {
    /** The input image it started from, as its job named it (the bytes stay in `JobInputs`). */
    readonly inputRef?: JobInput;
  };

/** What repeating `job` needs. */
export function repeatableOf(
  job: Pick<GenerationJob, 'id' | 'request' | 'target' | 'input'>,
): RepeatableGeneration {
  const target = generationTargetOf(job);
  return {
    request: job.request,
    ...(job.input ? { inputRef: job.input } : {}),
    ...shownOf(target),
    ...(target.reply.ephemeral ? { privateReply: true } : {}),
  };
}

/**
 * Runs `generation` again as whoever clicked, admitted as `/imagine` is; `seed` replaces its seed,
 * `images` makes it a set of that many, `firstInLine` puts its images ahead in the line. One made
 * from an input image starts from the same stored image (`JobInputs`), checked again by the
 * place's rules where it is run now (the interaction is deferred first); never from words alone.
 * @throws GenerationNotFoundError when `generation` is not one (e.g. a history entry without it).
 * @throws {InputGoneError} when its input image is no longer kept; {InputImageError} when the
 * backend no longer offers the action or the place refuses the image.
 */
export async function repeatGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  generation: RepeatableGeneration | Readonly<Record<string, unknown>> | undefined,
  seed?: number,
  images?: number,
  firstInLine = false,
): Promise<void> {
  if (!isRepeatable(generation)) throw new GenerationNotFoundError();
  if (generation.workflowFileName && typeof generation.request.prompt === 'string') {
    throw new WorkflowFileError('neverFetched');
  }
  const kept =
    generation.inputRef &&
    (await inputAgain(
      interaction,
      context,
      generation.inputRef,
      generation.privateReply === true,
      promptOf(generation),
    ));
  await runGeneration(interaction, context, {
    request: seed === undefined ? generation.request : { ...generation.request, seed },
    ...kept,
    ...shownOf(generation),
    ...(generation.privateReply ? { privateReply: true } : {}),
    ...(images && images > 1 ? { images } : {}),
    ...(firstInLine && { firstInLine }),
  });
}

/**
 * Re-roll (a new seed) and Retry (every option kept): a new generation of whoever pressed it. Its
 * own member's Retry of an image whose server died under it enters the line first, once.
 */
export async function regenerate(
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  context: AppContext,
  job: GenerationJob,
  mode: 'reroll' | 'retry',
): Promise<void> {
  const seed = mode === 'reroll' ? newSeed() : undefined;
  const member = interaction.user.id;
  const retry = jobIdOf(interaction.id, 0);
  const first = mode === 'retry' && (await context.jobs.takeFrontRetry(job.id, member, retry));
  try {
    await repeatGeneration(interaction, context, repeatableOf(job), seed, undefined, first);
  } catch (error) {
    // Refused (its server still down, a limit reached): the next Retry keeps the turn.
    if (first) {
      await context.jobs.giveBackFrontRetry(job.id, member).catch((cause: unknown) => {
        context.logger.warn('could not give a refused Retry its front turn back', { cause });
      });
    }
    throw error;
  }
}

/**
 * The stored input image of a generation run again (Re-roll, Retry, Again, Remix), named by its ref
 * (`GenerationSpec.keptInput`: never copied to whoever runs it again), for its own member only
 * (anyone else starts from the posted result: Vary, Upscale, Edit), with its mask where its action
 * has one (Vary (Region), Zoom out, Pan: read from the store, never drawn again), checked for the place it runs
 * in now (a refusal told to the moderation log with `prompt`), the interaction deferred (privately
 * for a private result) first.
 * @throws {OthersInputError} for another member (nothing read, sent or charged);
 *   {InputGoneError}, {InputImageError}.
 */
export async function inputAgain(
  interaction: RepliableInteraction,
  context: AppContext,
  input: JobInput,
  privately: boolean,
  prompt: string,
): Promise<Required<Pick<GenerationSpec, 'input' | 'keptInput'>>> {
  const owner = await context.jobs.inputs.ownerOf(input.ref);
  if (owner && owner.userId !== interaction.user.id) throw new OthersInputError();
  const image = await context.jobs.inputs.get(input.ref);
  if (!image || !owner) throw new InputGoneError();
  const { backend } = await serverBackend(context, askerOf(interaction).guildId);
  requireOffered(backend.capabilities, input.action, image);
  if (!interaction.deferred && !interaction.replied) {
    await interaction.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
  }
  await checkInputSafety(context, askerOf(interaction), image.bytes, {
    kind: input.action.kind,
    channelId: interaction.channelId,
    prompt,
  });
  const masked = declarationOf(input.action).masked !== undefined;
  const mask = masked ? await context.jobs.inputs.mask(input.ref) : undefined;
  const references = await context.jobs.inputs.references(input.ref);
  if ((masked && !mask) || !references) throw new InputGoneError();
  for (const reference of references) {
    await checkInputSafety(context, askerOf(interaction), reference.bytes, {
      kind: input.action.kind,
      channelId: interaction.channelId,
      prompt,
    });
  }
  return {
    input: {
      action: input.action,
      image,
      ...(mask && { mask }),
      ...(references.length > 0 && { references }),
    },
    keptInput: { ref: input.ref, owner },
  };
}

function isRepeatable(value: unknown): value is RepeatableGeneration {
  const candidate = value as Partial<RepeatableGeneration> | undefined;
  return (
    typeof candidate?.request === 'object' &&
    candidate.request !== null &&
    candidate.request.prompt !== undefined &&
    typeof candidate.promptLabel === 'string'
  );
}
