import { setTimeout as sleep } from 'node:timers/promises';
import type {
  DiscordEmulator,
  InteractionRun,
  MessageView,
  UserRef,
} from '../sandbox/discord/index.js';
import type { FollowUpKind, PlannedFollowUp } from './fair-follow-ups.js';
import { digestOf, type PressedImages } from './fair-run-matching.js';
import type { FairTracker } from './fair-tracker.js';

/** What a member presses for each kind: a single image's button, or image 1's option in a set's select. */
const LABELS: Readonly<Record<FollowUpKind, { readonly button: string; readonly option: string }>> =
  {
    upscale: { button: '🔍 Upscale ×2', option: '🔍 Upscale image 1 ×2' },
    video: { button: '🎬 Animate (low motion)', option: '🎬 Animate image 1 (low motion)' },
  };

/** Real ms the bot may take to open Animate's form. */
const FORM_MS = 30_000;

/** The card offers no such action (its backend does not upscale or animate). */
export class FollowUpNotOffered extends Error {}

/**
 * `user` presses `kind` on the first image of `card` as a member does (e2e's `chooseImageAction`
 * and `pressAnimate`): a single image's button, or the option for image 1 in a set's select;
 * Animate's form is sent with no motion prompt (the image's own). The run whose reply shows the
 * follow-up's result.
 * @throws {FollowUpNotOffered} where the card offers neither.
 */
export async function pressFollowUp(
  discord: DiscordEmulator,
  card: MessageView,
  user: UserRef,
  kind: FollowUpKind,
): Promise<InteractionRun> {
  const { button, option } = LABELS[kind];
  let run: InteractionRun;
  if (card.buttons.some((b) => b.label === button)) {
    run = await discord.clickButton({ message: card, label: button, user });
  } else {
    const select = card.selects.find((s) => s.options.some((o) => o.label === option));
    const picked = select?.options.find((o) => o.label === option);
    if (!select || !picked) throw new FollowUpNotOffered(`the card offers no "${button}"`);
    run = await discord.selectMenu({
      message: card,
      customId: select.customId,
      values: [picked.value],
      user,
    });
  }
  if (kind !== 'video') return run;
  await run.waitForModal({ timeout: FORM_MS });
  return run.submitModal({ motion: '' });
}

/** What came of one planned follow-up. */
export type FollowUpPlayed =
  /** Pressed: its run, followed by the tracker. */
  | { readonly followUp: PlannedFollowUp; readonly run: InteractionRun }
  /** Never pressed: its image was not delivered, the run ended first, or the card lacked it. */
  | { readonly followUp: PlannedFollowUp; readonly skipped: string };

/** What {@link playFollowUp} needs of the world. */
export interface FollowUpPlace {
  readonly discord: DiscordEmulator;
  readonly tracker: FairTracker;
  readonly pressed: PressedImages;
  /** Real ms per emulated ms. */
  readonly scale: number;
  /** Epoch ms after which nothing more is pressed. */
  readonly deadline: number;
}

/**
 * Plays `followUp` on `card`'s request (`parent`, sent by `user`): once its reply shows its
 * images, waits the member's think time (scaled), notes the first image's digest (how its run is
 * matched: `PressedImages`) and presses; the tracker follows the press's reply.
 */
export async function playFollowUp(
  place: FollowUpPlace,
  followUp: PlannedFollowUp,
  parent: InteractionRun,
  user: UserRef,
): Promise<FollowUpPlayed> {
  const { tracker } = place;
  let seen = tracker.seen(parent);
  while (seen.closedAt === undefined && Date.now() < place.deadline) {
    await sleep(250);
    seen = tracker.seen(parent);
  }
  if (seen.closedAt === undefined) return { followUp, skipped: 'its image never came' };
  if (seen.delivered === 0) return { followUp, skipped: 'its image was not delivered' };
  const at = seen.closedAt + followUp.thinkMs * place.scale;
  if (at > place.deadline) return { followUp, skipped: 'the run ended first' };
  await sleep(Math.max(0, at - Date.now()));
  const card = parent.original();
  const image = card?.attachments.find((a) => a.contentType.startsWith('image/'));
  if (!card || !image) return { followUp, skipped: 'its card shows no image' };
  place.pressed.expect(digestOf(image.bytes), followUp.index);
  try {
    const run = await pressFollowUp(place.discord, card, user, followUp.kind);
    tracker.add(run);
    return { followUp, run };
  } catch (error) {
    return { followUp, skipped: (error as Error).message };
  }
}
