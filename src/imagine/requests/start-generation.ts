import { DiscordAPIError, MessageFlags, type RepliableInteraction } from 'discord.js';
import type { AppContext } from '../../bot/context.js';
import { privateTranslator, publicLocaleOf } from '../../bot/locale.js';
import { EPHEMERAL } from '../../bot/private-answers.js';
import { namedTranslator, namingIn } from '../../image-backend/backend-naming.js';
import type { GenerationRequest } from '../../image-backend/generation-parameters.js';
import { jobInputOf, newJob } from '../../jobs/generation-job.js';
import { waitingWith } from '../../jobs/line/job-line.js';
import { countedUses } from '../bookkeeping/counted-uses.js';
import { generationFactsOf } from '../bookkeeping/generation-announcer.js';
import { openingMessage } from '../delivery/progress-message.js';
import {
  type GenerationTarget,
  jobIdOf,
  type ReplyRef,
  replyTargetOf,
} from '../delivery/reply-target.js';
import { AnswerNotTakenError } from '../imagine-errors.js';
import { type GenerationSpec, shownOf } from '../options/generation-spec.js';
import { imageRequests } from '../options/image-seeds.js';
import { admitGeneration, askerOf, tellRefusal } from './admission/admit-generation.js';
import { type DailyUses, giveBackDailyUses, takeDailyUses } from './admission/daily-uses.js';
import { setPayerOf } from './admission/payer.js';

/**
 * Admits `checked` as whoever used `interaction` (`admitGeneration`), then starts it as a reply to
 * `interaction` (ephemeral for a private result), one job per image (the first one's id is the
 * interaction's), in the server's language.
 *
 * Before answering, the jobs are saved as accepted (`JobManager.accept` takes the member's slots
 * atomically) and the server key's uses are counted (`takeDailyUses`, all or none): a race for
 * the last slot or use is refused privately, never after the reply was public. Then the jobs
 * start; what an image that did not start took is given back, and a reply none of whose jobs
 * started is removed once its jobs are, before the error is told privately; one whose jobs this
 * process may no longer remove is left, unthrown, to the shard's next holder, which ends them on
 * the reply as interrupted (one answer either way). A spec's input image (`GenerationSpec.input`) is kept in
 * `JobInputs` under the interaction's id first, named by each job (`GenerationJob.input`), and
 * forgotten again when none started; one kept already (`GenerationSpec.keptInput`) is named as it
 * is, kept another retention, never copied nor forgotten here. Its card's thumbnail
 * (`InputCodec.thumbnail`) is kept with the first job when the input is the record of the job's
 * member and scope ({@link ownsInput}), so whatever erases the input erases the thumbnail too;
 * another's card names its source without it. A deferred interaction (an input image taken in)
 * gets its opening message as an edit.
 * @throws what admission, `JobManager.accept`/`start` and {@link takeDailyUses} throw.
 */
export async function runGeneration(
  interaction: RepliableInteraction,
  context: AppContext,
  checked: GenerationSpec,
): Promise<void> {
  const admitted = await admitGeneration(context, askerOf(interaction), checked);
  const { stores, jobs } = context;
  const { userId, scope, spec, images, payer } = admitted;
  const ids = Array.from({ length: images }, (_, index) => jobIdOf(interaction.id, index));
  const listed: ReplyRef = {
    ...replyTargetOf(interaction),
    id: interaction.id,
    jobIds: ids,
    locale: await publicLocaleOf(context, interaction),
    memberLocale: interaction.locale,
    cancellable: true,
    ...(spec.privateReply ? { ephemeral: true } : {}),
    ...(images > 1 ? { batch: true } : {}),
    ...(images > 1 ? { paidBy: setPayerOf(payer) } : {}),
  };
  const requests = imageRequests(spec.request, images, { seeded: admitted.seeded });
  const input = ownsInput(spec, admitted) ? spec.input : undefined;
  const thumbnail = input && (await context.inputCodec.thumbnail(input.image, input.references));
  const inputRef = spec.keptInput?.ref ?? interaction.id;
  const expectedMs = admitted.countedAs > 1 ? jobs.animationMs(admitted.backend) : undefined;
  const jobOf = (index: number, reply: ReplyRef, keySource?: GenerationTarget['keySource']) => ({
    id: ids[index] as string,
    scope,
    userId,
    keyRef: payer.keyRef,
    ...(admitted.backend && { backend: admitted.backend }),
    ...(admitted.explicitAllowed !== undefined && { explicitAllowed: admitted.explicitAllowed }),
    ...(spec.input?.action.kind === 'animate' && { uploadLimit: listed.attachmentSizeLimit }),
    ...(admitted.weight !== undefined && { weight: admitted.weight }),
    request: requests[index] as GenerationRequest,
    ...(spec.input && { input: jobInputOf(spec.input, inputRef) }),
    ...(spec.firstInLine && { front: true }),
    target: {
      reply,
      ...shownOf(spec),
      ...(admitted.countedAs > 1 && { countedAs: admitted.countedAs }),
      ...(admitted.countedAs > 1 && expectedMs !== undefined && { expectedMs }),
      ...(keySource ? { keySource } : {}),
      ...(thumbnail && index === 0 ? { sourceThumbnail: thumbnail.toString('base64') } : {}),
    },
  });
  const at = interaction.createdTimestamp;
  // The first answer says the wait ahead: a place in the server's queue (with Cancel) for an image
  // that will wait for a slot, else the image service.
  const placeOf = (index: number) => {
    const waiting = waitingWith(admitted.room, index + 1);
    return waiting > waitingWith(admitted.room, index) ? { queuePosition: waiting } : {};
  };
  const { message: opening, reply } = openingMessage(
    listed,
    ids.map((_, index) => ({
      ...newJob(jobOf(index, listed), at, 'accepted'),
      ...placeOf(index),
    })),
    at,
    namedTranslator(
      context.i18n.translator(listed.locale),
      namingIn(context.backends)(admitted.backend),
    ),
  );
  let started = 0;
  let uses: DailyUses | undefined;
  try {
    if (spec.keptInput) await jobs.inputs.keep(inputRef);
    else if (spec.input) {
      const { image, mask, references } = spec.input;
      await jobs.inputs.put(inputRef, { userId, scope }, image, mask, references);
    }
    const keySource = payer.keySource === 'none' ? undefined : payer.keySource;
    for (const index of ids.keys()) await jobs.accept(jobOf(index, reply, keySource));
    const counted = ids.flatMap((id) => countedUses(id, admitted.countedAs));
    uses = await takeDailyUses(stores, admitted, payer, counted, { amount: admitted.reserve });
    const shown = opening.render();
    const answered = interaction.deferred
      ? interaction.editReply(shown)
      : interaction.reply(
          spec.privateReply ? { ...shown, flags: shown.flags | MessageFlags.Ephemeral } : shown,
        );
    await answered.catch((error: unknown) => {
      throw notTaken(error);
    });
    // Shown in the line: from here a restart puts them back in it rather than failing them.
    await Promise.all(ids.map((id) => jobs.shown(id)));
    // Answered: the rest can wait while a burst's other commands are answered (at most 3 s).
    await context.answers?.quiet();
    for (const index of ids.keys()) {
      const job = await jobs.start(jobOf(index, reply, keySource));
      context.generations.emit('admitted', generationFactsOf(job));
      started += 1;
    }
  } catch (error) {
    if (admitted.guildId) tellRefusal(context, { ...admitted, guildId: admitted.guildId }, error);
    if (uses) {
      const unstarted = ids.slice(started).flatMap((id) => countedUses(id, admitted.countedAs));
      await giveBackDailyUses(stores, uses, unstarted);
    }
    if (spec.input && !spec.keptInput && started === 0)
      await jobs.inputs.delete(inputRef).catch(() => undefined);
    const removed = Promise.all(ids.slice(started).map((id) => jobs.discard(id)));
    if (started === 0 && interaction.replied) {
      // One answer: the reply goes once its jobs are removed from the store (at once, or once it
      // answers) and the error is told privately; a job this process may no longer remove (its
      // shard's lease passed) is ended on the reply by the shard's next holder, as interrupted.
      if (!(await removed.catch(() => [false])).every(Boolean)) {
        context.logger.info("left a generation that could not start to its shard's next holder", {
          interaction: interaction.id,
          error,
        });
        return;
      }
      await interaction.deleteReply().catch(() => undefined);
    }
    throw error;
  }
  if (reply.interactionOnly) await tellTokenLimit(interaction, context);
}

/**
 * A first answer Discord failed without saying why (a 5xx after discord.js's retries, a timeout, a
 * dropped connection) as {@link AnswerNotTakenError}, its cause kept for the log; one Discord
 * refused with a code (an expired interaction, AutoMod) as it is, for the error boundary.
 */
function notTaken(error: unknown): unknown {
  if (error instanceof DiscordAPIError) return error;
  const { name, message, status } = error as Error & { status?: number };
  const detail = `Discord failed the first answer: ${name}${status ? ` ${status}` : ''}: ${message}`;
  return new AnswerNotTakenError({ cause: error, detail });
}

/**
 * Whether the input of `spec` is the record of the member and scope `admitted` runs as: one just
 * brought in is; one kept already (Re-roll, Remix… by another member, or elsewhere) only when its
 * owner is theirs, else a copy of its thumbnail would outlive their Forget me or server's erasure.
 */
function ownsInput(
  spec: Pick<GenerationSpec, 'keptInput'>,
  { userId, scope }: { readonly userId: string; readonly scope: string },
): boolean {
  const owner = spec.keptInput?.owner;
  return !owner || (owner.userId === userId && owner.scope === scope);
}

/**
 * Tells the member privately, once their generation started where only the interaction reaches
 * (the app installed to their account), that the reply can be updated for 15 minutes only (no
 * bot-token fallback exists there) and that `/history` keeps the result.
 */
async function tellTokenLimit(interaction: RepliableInteraction, context: AppContext) {
  const content = privateTranslator(context, interaction).t('anywhere.tokenLimit');
  await interaction.followUp({ ...EPHEMERAL, content }).catch((error: unknown) => {
    context.logger.info('could not say how long the reply can be updated', { error });
  });
}
