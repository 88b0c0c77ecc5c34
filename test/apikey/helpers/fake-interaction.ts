import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
} from 'discord.js';
import { IMAGE_SERVICE_CAPABILITIES } from '../../../src/backends/image-service/image-service-capabilities.js';
import type { AppContext } from '../../../src/bot/context.js';
import { CivitaiClient } from '../../../src/civitai/civitai-client.js';
import { ByteBudget } from '../../../src/core/byte-budget.js';
import type { Config } from '../../../src/core/config.js';
import { ModerationEvents } from '../../../src/core/moderation-events.js';
import {
  BackendRegistry,
  ORIGINAL_BACKEND_ID,
} from '../../../src/image-backend/backend-registry.js';
import type { Balance } from '../../../src/image-backend/backend-types.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import { InputCodec } from '../../../src/image-intake/input-codec.js';
import { GenerationEvents } from '../../../src/jobs/generation-events.js';
import type { JobManager } from '../../../src/jobs/job-manager.js';
import type { ImageClassifier } from '../../../src/safety/image-classifier.js';
import type { Stores } from '../../../src/store/create-stores.js';
import { i18n } from '../../helpers/i18n.js';
import { memoryLogger } from '../../store/store-test-kit.js';

/** What a fake interaction was answered with, in order: `[method, payload]`. */
export type Calls = [string, unknown][];

/** Where a fake interaction comes from: a DM unless a guild is given. */
export interface FakeSource {
  readonly userId?: string;
  readonly guildId?: string | null;
  readonly subcommand?: string;
  readonly group?: string | null;
  readonly options?: Readonly<Record<string, boolean | number | { id: string } | undefined>>;
  readonly secret?: string;
}

/**
 * A stand-in for a discord.js interaction in a DM (no guild, no member permissions), recording
 * every answer: for the paths the Discord emulator cannot drive (it has guild channels only).
 */
export function fakeInteraction<T = ChatInputCommandInteraction>(
  source: FakeSource = {},
): { interaction: T; calls: Calls } {
  const calls: Calls = [];
  const record = (method: string) => async (payload?: unknown) => {
    calls.push([method, payload]);
    if (method === 'deferReply') Object.assign(interaction, { deferred: true });
  };
  const option = (name: string) => source.options?.[name] ?? null;
  const interaction = {
    user: { id: source.userId ?? '200000000000000001' },
    guildId: source.guildId ?? null,
    memberPermissions: null,
    createdTimestamp: Date.now(),
    deferred: false,
    replied: false,
    isChatInputCommand: () => true,
    options: {
      getSubcommandGroup: () => source.group ?? null,
      getSubcommand: () => source.subcommand,
      getBoolean: option,
      getInteger: option,
      getUser: option,
      // In a DM Discord resolves no member for a user option.
      getMember: () => null,
      get: (name: string) => {
        const value = option(name);
        return value === null ? null : { name, value };
      },
    },
    fields: { getTextInputValue: () => source.secret ?? '' },
    reply: record('reply'),
    showModal: record('showModal'),
    deferReply: record('deferReply'),
    editReply: record('editReply'),
    deleteReply: record('deleteReply'),
    followUp: record('followUp'),
  };
  return { interaction: interaction as unknown as T, calls };
}

/** Types for the modal and button variants of {@link fakeInteraction}. */
export type FakeModal = ModalSubmitInteraction;
export type FakeButton = ButtonInteraction;

/** A service whose every key belongs to `alice` with `credits`. */
export function fakeService(credits = 100): ImageBackend {
  const balance: Balance = {
    userId: '7',
    username: 'alice',
    balance: credits,
    currency: 'credits',
  };
  return {
    capabilities: IMAGE_SERVICE_CAPABILITIES,
    balance: async () => balance,
    generateApiKey: async () => `sk-${'c'.repeat(48)}`,
  } as unknown as ImageBackend;
}

/** A classifier that checks nothing: every image is unchecked (refused wherever it counts). */
const UNCHECKED: ImageClassifier = {
  check: async () => ({ checked: false, problem: 'no classifier in this test' }),
  close: async () => undefined,
};

/** An {@link AppContext} over real stores and a fake service; config and jobs are not used. */
export function fakeContext(stores: Stores, api: ImageBackend = fakeService()): AppContext {
  const { logger } = memoryLogger();
  return {
    config: {} as Config,
    logger,
    backends: new BackendRegistry([
      { id: ORIGINAL_BACKEND_ID, name: 'image service', signup: {}, backend: api },
    ]),
    stores,
    jobs: {} as JobManager,
    generations: new GenerationEvents(logger),
    moderation: new ModerationEvents(logger),
    imageCheck: UNCHECKED,
    i18n,
    commands: [],
    inputCodec: new InputCodec(),
    inputBudget: new ByteBudget(41_943_040),
    civitai: new CivitaiClient({ baseUrl: 'http://127.0.0.1:9' }),
  };
}
