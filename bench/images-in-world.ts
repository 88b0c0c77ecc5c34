import { commands } from '../commands/index.js';
import {
  type ChannelRef,
  type DiscordEmulator,
  type InteractionRun,
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
   * The member's `/imagine` (with `image` attached when given), resolved once its card shows the
   * result (a Remix button).
   * @throws Error when no result is shown within `timeoutMs` (the bot refused or failed).
   */
  async imagine(
    index: number,
    image?: BenchAttachment,
    timeoutMs = 120_000,
    user: UserRef = this.member,
  ): Promise<void> {
    const run: InteractionRun = await this.discord.runCommand({
      channel: this.channel,
      user,
      name: 'imagine',
      options: { prompt: `bench ${index}: a lighthouse on a cliff at dusk, oil painting` },
      ...(image && { attachments: { image } }),
    });
    try {
      await run.waitForOriginal(
        (m) => m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? '')),
        { timeout: timeoutMs },
      );
    } catch (error) {
      const shown = [
        ...run.followUps,
        await run.waitForReply({ timeout: 1 }).catch(() => undefined),
      ]
        .map((m) => m?.content)
        .filter(Boolean)
        .join(' | ');
      throw new Error(`/imagine ${index} showed no result: ${shown || String(error)}`);
    }
  }

  async close(): Promise<void> {
    await this.discord.close();
    await this.openai.close();
  }
}
