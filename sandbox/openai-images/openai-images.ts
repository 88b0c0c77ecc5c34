import type { FaultAndStatsControls, InstanceControls } from '../emulator-kit/emulator-controls.js';
import type { DeliveredImage, EditRecord, GenerationSnapshot } from './emulator-context.js';
import type { KeyUsage } from './key-registry.js';
import type { OpenAiFaults } from './openai-faults.js';
import type { SeedOpenAiKey } from './openai-options.js';
import type { OpenAiStats } from './openai-stats.js';

/** A running OpenAI Images emulator, as `startOpenAiImagesEmulator` returns it. */
export interface OpenAiImagesEmulator
  extends FaultAndStatsControls<OpenAiFaults, OpenAiStats>,
    InstanceControls {
  /** Origin without trailing slash (`http://127.0.0.1:<port>`). */
  readonly url: string;
  /** The API base a client takes as `baseURL`: `${url}${basePath}` (`…/v1`). */
  readonly baseURL: string;
  /** Stops listening and destroys open sockets (streams included). Idempotent. */
  close(): Promise<void>;
  /** Adds a key; throws when it is known already. */
  addKey(key: SeedOpenAiKey): void;
  /** Revokes a key: from now on it is refused with 401 `invalid_api_key`. */
  revokeKey(key: string): void;
  /** Sets the tokens a key may still spend (`undefined`: unlimited). */
  setQuota(key: string, tokens: number | undefined): void;
  /** Tokens a key may still spend, `undefined` when unlimited. */
  quotaOf(key: string): number | undefined;
  /** What a key has spent so far (a copy). */
  usageOf(key: string): KeyUsage;
  /** Generations under way now (copies), oldest first. */
  inFlight(): GenerationSnapshot[];
  /** The last 100 final images delivered in full (charged answers), oldest first. */
  delivered(): DeliveredImage[];
  /** The last 100 edits accepted, as read (inputs' types, sizes, pixels; fields sent), oldest first. */
  edits(): EditRecord[];
}
