import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import type { Registry } from 'prom-client';
import type { CivitaiClient } from '../civitai/civitai-client.js';
import type { ByteBudget, ByteLease } from '../core/byte-budget.js';
import type { Config } from '../core/config.js';
import type { Logger } from '../core/logger.js';
import type { ModerationEvents } from '../core/moderation-events.js';
import type { I18n } from '../i18n/translator.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { InputImage, InputImageType } from '../image-backend/images-in.js';
import type { GenerationEvents } from '../jobs/generation-events.js';
import type { JobManager } from '../jobs/job-manager.js';
import type { ImageClassifier } from '../safety/image-classifier.js';
import type { Stores } from '../store/create-stores.js';
import type { AnswerGate } from './answer-gate.js';
import type { PainterLauncher } from './painter-launcher.js';
import type { PromptScreen } from './prompt-screen.js';

/** Everything a handler needs, built once by `startApp` and passed explicitly. */
export interface AppContext {
  readonly config: Config;
  readonly logger: Logger;
  /** The image backends the operator configured; a server's, a key's or a job's found by id. */
  readonly backends: BackendRegistry;
  readonly stores: Stores;
  readonly jobs: JobManager;
  /** A generation's life as typed events: `/imagine` emits, features subscribe in `src/app/`. */
  readonly generations: GenerationEvents;
  /** Events for the moderation log, emitted by features. */
  readonly moderation: ModerationEvents;
  /**
   * The image safety check's classifier, for members' input images and images posted outside
   * `/imagine`'s delivery (a history entry posted again).
   */
  readonly imageCheck: ImageClassifier;
  /**
   * Decodes members' input images one at a time: an input turned upright without its metadata in
   * a type the backend takes, a card's thumbnail (`image-intake/input-codec.ts`).
   */
  readonly inputCodec: {
    normalize(
      bytes: Buffer,
      type: InputImageType,
      held: Pick<ByteLease, 'resize'>,
    ): Promise<{
      readonly bytes: Buffer;
      readonly width: number;
      readonly height: number;
      readonly decodedBytes: number;
    }>;
    thumbnail(image: InputImage, references?: readonly InputImage[]): Promise<Buffer | undefined>;
  };
  /**
   * The bytes of members' input images held at once (`IMAGE_INPUT_BUDGET_BYTES`), from before their
   * download until their request body is sent (the job manager holds the same one); the rest wait
   * their turn.
   */
  readonly inputBudget: ByteBudget;
  /**
   * The server's own check of a generation's texts before anything is charged (its AutoMod rules,
   * where its moderators turned that on). Undefined in some unit tests.
   */
  readonly automod?: PromptScreen;
  /** CivitAI's look-ups, for a LoRA a manager adds for a backend fetching from CivitAI (the Horde). */
  readonly civitai: Pick<CivitaiClient, 'lookUpModel' | 'lookUpVersion'>;
  /** The bot's languages: a translator per locale (see `bot/locale.ts` for which one to use). */
  readonly i18n: I18n;
  /** The registration payload of every command served, as `/help` lists them. */
  readonly commands: readonly RESTPostAPIApplicationCommandsJSONBody[];
  /** This process's own Prometheus registry, on `/metrics`; undefined without `METRICS_PORT`. */
  readonly metrics?: Registry;
  /**
   * The dispatcher's gate: what can wait after a first answer yields with `answers.quiet()`.
   * Undefined in some unit tests.
   */
  readonly answers?: AnswerGate;
  /**
   * The painter's launcher where the owner enabled it (`PAINTER_CLIENT_SECRET`, `PAINTER_PORT`);
   * absent: Vary (Region) opens the picker.
   */
  readonly painter?: PainterLauncher;
}
