import type { ButtonInteraction } from 'discord.js';

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
 * The painter, where the owner enabled it (`PAINTER_CLIENT_SECRET`): a card's
 * Vary (Region) answered with Discord's `LAUNCH_ACTIVITY`, so the member paints the area in an
 * Activity the bot serves; absent, the button opens the picker. `src/painter/` implements it.
 */
export interface PainterLauncher {
  /**
   * Answers `interaction` (already checked against the card) by launching the Activity and keeps
   * the launch, by its instance and member, for the page to find once the member signed in.
   */
  launch(interaction: ButtonInteraction, image: PaintedImage): Promise<void>;
}
