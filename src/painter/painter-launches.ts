import {
  type ButtonInteraction,
  DiscordAPIError,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type Keyv from 'keyv';
import type { PaintedImage, PainterLaunch, PainterLauncher } from '../bot/painter-launcher.js';
import type { Logger } from '../core/logger.js';
import type { SafetyAsker } from '../preferences/prompt-safety.js';

/** The store's namespace of launches (erased with the member by Forget me, as every namespace). */
export const PAINTER_NAMESPACE = 'painter-launches';

/**
 * A launch lives a minute less than its interaction's token (15 minutes), so the private answer
 * to its Send still reaches the member through that token.
 */
export const LAUNCH_TTL_MS = 14 * 60_000;

const keyOf = (instanceId: string, userId: string) => `${instanceId}:${userId}`;

/** Where the owner makes Discord launch the painter, as the Developer Portal names it. */
export const PAINTER_PORTAL_STEPS =
  'in the Discord Developer Portal, open the application → Activities → Settings and enable ' +
  "Activities, then map / to the painter's public address under Activities → URL Mappings";

/** Discord's error text on one line (its form errors come one per line). */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, '; ');

/**
 * Whether Discord refused the `LAUNCH_ACTIVITY` answer itself (a 4xx: the app may not launch an
 * Activity, `50035` for an app without Activities), the interaction still unanswered; not an
 * interaction that expired or was answered already.
 */
const refusedLaunch = (error: unknown): error is DiscordAPIError =>
  error instanceof DiscordAPIError &&
  (error.status === 400 || error.status === 403) &&
  error.code !== 10062 &&
  error.code !== 40060;

/**
 * The painter's launches in the store (any process may serve the page): written when a member's
 * click launched the Activity, read by the page's member and instance, taken once by Send.
 */
export class PainterLaunches implements PainterLauncher {
  constructor(
    private readonly keyv: Keyv<PainterLaunch>,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  async launch(
    interaction: ButtonInteraction | StringSelectMenuInteraction,
    image: PaintedImage,
    asker: SafetyAsker,
  ): Promise<boolean> {
    const answer = await interaction.launchActivity({ withResponse: true }).catch((error) => {
      if (!refusedLaunch(error)) throw error;
      this.logger.warn(
        `Discord refused to launch the painter (${error.code} ${oneLine(error.message)}), so Vary (Region) opened the picker: ${PAINTER_PORTAL_STEPS}`,
        { setting: 'PAINTER_CLIENT_SECRET', jobId: image.jobId },
      );
      return undefined;
    });
    if (!answer) return false;
    const instanceId = answer.interaction.activityInstanceId;
    if (!instanceId) throw new Error('Discord launched the painter without an instance id');
    const launch: PainterLaunch = {
      instanceId,
      userId: interaction.user.id,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      image,
      asker,
      interaction: {
        id: interaction.id,
        applicationId: interaction.applicationId,
        token: interaction.token,
        createdAt: interaction.createdTimestamp,
        locale: interaction.locale,
      },
    };
    await this.keyv.set(keyOf(instanceId, launch.userId), launch, LAUNCH_TTL_MS);
    this.logger.info('painter launched', { instanceId, jobId: image.jobId });
    return true;
  }

  /** The launch of `userId` in `instanceId`, while it lives; undefined otherwise. */
  async find(instanceId: string, userId: string): Promise<PainterLaunch | undefined> {
    const launch = await this.keyv.get(keyOf(instanceId, userId));
    return launch && this.#alive(launch) ? launch : undefined;
  }

  /** Takes the launch for its one Send: the first caller gets it, a second nothing. */
  async take(instanceId: string, userId: string): Promise<PainterLaunch | undefined> {
    const key = keyOf(instanceId, userId);
    const launch = await this.keyv.get(key);
    if (!launch || !(await this.keyv.delete(key))) return undefined;
    return this.#alive(launch) ? launch : undefined;
  }

  /** Whether its interaction's token still has the time to answer (by the bot's clock). */
  #alive(launch: PainterLaunch): boolean {
    return this.now() - launch.interaction.createdAt < LAUNCH_TTL_MS;
  }
}
