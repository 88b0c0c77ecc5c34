import { commands } from '../commands/index.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type InteractionRun,
  type MessageView,
  startDiscordEmulator,
  type UserRef,
} from '../sandbox/discord/index.js';
import {
  type OpenAiImagesEmulator,
  startOpenAiImagesEmulator,
} from '../sandbox/openai-images/index.js';
import type { Config } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { deployCommands } from '../src/discord/command-registration.js';
import { createStores } from '../src/store/create-stores.js';

/** The member's key at the OpenAI emulator. */
const MEMBER_KEY = 'sk-bench-images-in-0001';
/** Discord's upload limit for a server at boost level 2 (50 MiB): a 20 MiB input fits. */
const UPLOAD_LIMIT = 50 * 1024 * 1024;

/** The bot's `OPENAI_IMAGES_*` for the emulator at `baseURL`: gpt-image-1, low quality, no partials. */
export const openAiBenchEnv = (baseURL: string): Record<string, string> => ({
  BACKENDS: 'openai-images',
  OPENAI_IMAGES_URL: baseURL,
  OPENAI_IMAGES_MODEL: 'gpt-image-1',
  OPENAI_IMAGES_QUALITY: 'low',
  OPENAI_IMAGES_PARTIAL_IMAGES: '0',
  OPENAI_IMAGES_TIMEOUT_MS: '60000',
});

/** The card's button a 2× zoom out is pressed with. */
export const ZOOM_OUT_2X = '🔍 Zoom out 2×';

/**
 * `run`'s card once it shows the result (a Remix button).
 * @throws Error naming `what` and what the member was shown instead, after `timeoutMs`.
 */
async function resultOf(run: InteractionRun, what: string, timeoutMs: number) {
  try {
    return await run.waitForOriginal(
      (m) => m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? '')),
      { timeout: timeoutMs },
    );
  } catch (error) {
    const shown = [...run.followUps, await run.waitForReply({ timeout: 1 }).catch(() => undefined)]
      .map((m) => m?.content)
      .filter(Boolean)
      .join(' | ');
    throw new Error(`${what} showed no result: ${shown || String(error)}`);
  }
}

/** How many members besides the first can attach an image at once (the 12-at-once case). */
export const OTHER_MEMBERS = 12;

/** An attachment as a member sends it. */
export interface BenchAttachment {
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
}

/**
 * The images-in bench's world, in the bench's process: the Discord emulator (one server, a channel
 * that is not age-restricted, so the bot's classifier checks every input and every result) and the
 * OpenAI Images emulator, which edits (`POST /images/edits`); one member whose key is linked.
 */
export class ImagesInWorld {
  private constructor(
    readonly discord: DiscordEmulator,
    readonly openai: OpenAiImagesEmulator,
    private readonly channel: ChannelRef,
    readonly member: UserRef,
    /** More members, each with the key linked too: those who attach images at once. */
    readonly others: readonly UserRef[],
  ) {}

  static async start(timeScale: number): Promise<ImagesInWorld> {
    // Results with a photo's grain: a generation's weighs what an edit's does.
    const openai = await startOpenAiImagesEmulator({
      timeScale,
      keys: [{ key: MEMBER_KEY }],
      grain: 12,
    });
    const discord = await startDiscordEmulator({
      attachmentSizeLimit: UPLOAD_LIMIT,
      requestSizeLimit: UPLOAD_LIMIT,
    });
    const { guild, channel, user } = discord.setupGuild({ guild: { name: 'Bench Server' } });
    const others = Array.from({ length: OTHER_MEMBERS }, (_, index) =>
      discord.createUser({ username: `member-${index + 1}`, guild }),
    );
    await deployCommands({
      body: commands.map((command) => command.data),
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
    });
    return new ImagesInWorld(discord, openai, channel, user, others);
  }

  /** Links the member's key in the bot's store before the bot starts (setup, not measured). */
  async linkMember(config: Config): Promise<void> {
    const stores = await createStores({
      databaseUrl: config.DATABASE_URL,
      encryptionSecret: config.KEY_ENCRYPTION_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
    try {
      for (const member of [this.member, ...this.others]) {
        await stores.apiKeys.link(member.id, {
          apiKey: MEMBER_KEY,
          serviceUserId: '',
          serviceUsername: 'sk-…0001',
          backend: 'openai-images',
        });
      }
    } finally {
      await stores.close();
    }
  }

  /**
   * The member's `/imagine` (with `image` attached when given), resolved with its card once it
   * shows the result (a Remix button).
   * @throws Error when no result is shown within `timeoutMs` (the bot refused or failed).
   */
  async imagine(
    index: number,
    image?: BenchAttachment,
    timeoutMs = 120_000,
    user: UserRef = this.member,
  ): Promise<MessageView> {
    const run = await this.discord.runCommand({
      channel: this.channel,
      user,
      name: 'imagine',
      options: { prompt: `bench ${index}: a lighthouse on a cliff at dusk, oil painting` },
      ...(image && { attachments: { image } }),
    });
    return resultOf(run, `/imagine ${index}`, timeoutMs);
  }

  /**
   * The member's `/imagine image: mask:`: a region edit of what `mask` leaves transparent.
   * @throws Error when no result is shown, or the provider was not sent a mask.
   */
  async imagineMasked(index: number, image: BenchAttachment, mask: BenchAttachment) {
    const run = await this.discord.runCommand({
      channel: this.channel,
      user: this.member,
      name: 'imagine',
      options: { prompt: `bench ${index}: a lighthouse on a cliff at dusk, oil painting` },
      attachments: { image, mask },
    });
    await resultOf(run, `/imagine ${index} image: mask:`, 120_000);
    this.#sentMask(`/imagine ${index} image: mask:`);
  }

  /**
   * The member presses `card`'s 🔍 Zoom out 2× (each press a job of its own).
   * @throws Error when no result is shown, or the provider was not sent a mask.
   */
  async zoomOut(card: MessageView, index: number) {
    const run = await this.discord.clickButton({
      message: card,
      label: ZOOM_OUT_2X,
      user: this.member,
    });
    await resultOf(run, `zoom out ${index}`, 120_000);
    this.#sentMask(`zoom out ${index}`);
  }

  /** Throws unless the provider's last edit carried a mask (a region edit, not a whole one). */
  #sentMask(what: string) {
    if (this.openai.edits().at(-1)?.mask !== true) throw new Error(`${what} sent no mask`);
  }

  async close(): Promise<void> {
    await this.discord.close();
    await this.openai.close();
  }
}
