import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { SafetyAsker } from '../preferences/prompt-safety.js';

/**
 * A card's image the painter opens on: the stored job that made it and the image as the clicked
 * message shows it (its attachment, Discord's own field; its size from the card), read by the
 * feature that owns the card, never from a custom id.
 */
export interface PaintedImage {
  /** The generation job whose image it is (the region edit's source). */
  readonly jobId: string;
  /** The card's message the button was on. */
  readonly messageId: string;
  /** Where Discord serves the image (an attachment of that message). */
  readonly url: string;
  /** Its file name, as the card attached it. */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** The prompt the image was made from, shown in the painter to change. */
  readonly prompt: string;
}

/**
 * A member's launch of the painter from a card, kept by its Activity instance and member: what the
 * button's interaction said (Discord's own fields, checked against the card before it was kept),
 * so the page acts on that card only, for that member only, while the interaction's token lives.
 */
export interface PainterLaunch {
  readonly instanceId: string;
  readonly userId: string;
  readonly guildId: string | null;
  readonly channelId: string;
  readonly image: PaintedImage;
  /** Who brings the card's image in, and the place whose rules apply to it (as the press said). */
  readonly asker: SafetyAsker;
  /** The launching interaction: the painted mask is answered by its private follow-up. */
  readonly interaction: {
    readonly id: string;
    readonly applicationId: string;
    readonly token: string;
    readonly createdAt: number;
    /** The member's Discord language. */
    readonly locale: string;
  };
}

/** A mask painted in the Activity, handed to the region edits' pipeline. */
export interface PaintedEdit {
  /** The launch it was painted in (taken: one Send per launch). */
  readonly launch: PainterLaunch;
  /** The mask in the region edits' form (alpha 0 where the image may change), at the image's size. */
  readonly mask: Buffer;
  /** The prompt the member sent: the image's own, or changed. */
  readonly prompt: string;
}

/** Hands a painted mask on (wired by `src/app/painter.ts` to `imagine/region/painted-region.ts`). */
export type RunPaintedEdit = (edit: PaintedEdit) => Promise<void>;

/**
 * The painter, where the owner enabled it (`PAINTER_CLIENT_SECRET`): a card's
 * Vary (Region) answered with Discord's `LAUNCH_ACTIVITY`, so the member paints the area in an
 * Activity the bot serves; absent, the button opens the picker. `src/painter/` implements it.
 */
export interface PainterLauncher {
  /**
   * Answers `interaction` (already checked against the card) by launching the Activity and keeps
   * the launch, by its instance and member, for the page to find once the member signed in.
   * @returns false, the interaction still unanswered, when the painter is off (its start check
   *   failed) or Discord refused the launch (logged with the fix): the caller opens the picker.
   */
  launch(
    interaction: ButtonInteraction | StringSelectMenuInteraction,
    image: PaintedImage,
    asker: SafetyAsker,
  ): Promise<boolean>;
}
