import type { ButtonInteraction } from 'discord.js';
import type Keyv from 'keyv';
import type { PaintedImage, PainterLauncher } from '../bot/painter-launcher.js';
import type { Logger } from '../core/logger.js';

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
  /** The launching interaction: its result is that interaction's follow-up. */
  readonly interaction: {
    readonly id: string;
    readonly applicationId: string;
    readonly token: string;
    readonly createdAt: number;
    /** The member's Discord language, and the server's. */
    readonly locale: string;
    readonly guildLocale: string | null;
    /** The member's permissions in the channel, and the bot's (bitfields as text). */
    readonly memberPermissions: string | null;
    readonly appPermissions: string | null;
    readonly attachmentSizeLimit: number;
  };
}

/** The store's namespace of launches (erased with the member by Forget me, as every namespace). */
export const PAINTER_NAMESPACE = 'painter-launches';

/** A launch lives as long as its interaction's token: 15 minutes. */
export const LAUNCH_TTL_MS = 15 * 60_000;

const keyOf = (instanceId: string, userId: string) => `${instanceId}:${userId}`;

/**
 * The painter's launches in the store (any process may serve the page): written when a member's
 * click launched the Activity, read by the page's member and instance, taken once by Send.
 */
export class PainterLaunches implements PainterLauncher {
  constructor(
    private readonly keyv: Keyv<PainterLaunch>,
    private readonly logger: Logger,
  ) {}

  async launch(interaction: ButtonInteraction, image: PaintedImage): Promise<void> {
    const answer = await interaction.launchActivity({ withResponse: true });
    const instanceId = answer.interaction.activityInstanceId;
    if (!instanceId) throw new Error('Discord launched the painter without an instance id');
    const launch: PainterLaunch = {
      instanceId,
      userId: interaction.user.id,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      image,
      interaction: {
        id: interaction.id,
        applicationId: interaction.applicationId,
        token: interaction.token,
        createdAt: interaction.createdTimestamp,
        locale: interaction.locale,
        guildLocale: interaction.guildLocale,
        memberPermissions: interaction.memberPermissions?.bitfield.toString() ?? null,
        appPermissions: interaction.appPermissions?.bitfield.toString() ?? null,
        attachmentSizeLimit: interaction.attachmentSizeLimit,
      },
    };
    await this.keyv.set(keyOf(instanceId, launch.userId), launch, LAUNCH_TTL_MS);
    this.logger.info('painter launched', { instanceId, jobId: image.jobId });
  }

  /** The launch of `userId` in `instanceId`, while it lives; undefined otherwise. */
  async find(instanceId: string, userId: string): Promise<PainterLaunch | undefined> {
    return this.keyv.get(keyOf(instanceId, userId));
  }

  /** Takes the launch for its one Send: the first caller gets it, a second nothing. */
  async take(instanceId: string, userId: string): Promise<PainterLaunch | undefined> {
    const key = keyOf(instanceId, userId);
    const launch = await this.keyv.get(key);
    if (!launch || !(await this.keyv.delete(key))) return undefined;
    return launch;
  }
}
