import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../../src/bot/context.js';
import { createLogger } from '../../../../src/core/logger.js';
import { ModerationEvents } from '../../../../src/core/moderation-events.js';
import {
  CountOverCapError,
  DailyLimitReachedError,
  ServerQueueFullError,
} from '../../../../src/imagine/imagine-errors.js';
import type { GenerationSpec } from '../../../../src/imagine/options/generation-spec.js';
import { admitGeneration } from '../../../../src/imagine/requests/admission/admit-generation.js';
import { MemberCapError } from '../../../../src/jobs/job-errors.js';
import { MissingApiKeyError } from '../../../../src/keys/key-errors.js';
import {
  BannedTextError,
  PolicyLimitError,
} from '../../../../src/preferences/preference-errors.js';
import type { Stores } from '../../../../src/store/create-stores.js';
import { newApiKey, useTempDatabase } from '../../../store/store-test-kit.js';

const service = { serviceUserId: '1', serviceUsername: 'alice' };
const asker = {
  userId: 'u1',
  guildId: 'g1',
  place: { channelNsfw: false, inGuild: true, botInServer: true },
};
const spec = (prompt: string, more: Partial<GenerationSpec> = {}): GenerationSpec => ({
  request: { prompt },
  promptLabel: prompt,
  ignoredOptions: [],
  ...more,
});

/** A context around `stores`: `running` unfinished jobs of the member, `waiting` in the queue. */
function contextOf(stores: Stores, { running = 0, waiting = 0 } = {}) {
  const jobs = {
    underWay: async () => ({ running, waiting: 0 }),
    queueLength: () => waiting,
    queueRoom: async () => ({ waiting, free: 0 }),
  };
  const config = { MAX_ACTIVE_PER_MEMBER: 2, GUILD_MAX_QUEUED: 3 };
  const moderation = new ModerationEvents(createLogger({ level: 'silent' }));
  return { stores, jobs, config, moderation } as unknown as Pick<
    AppContext,
    'stores' | 'jobs' | 'config' | 'moderation'
  >;
}

/** What admission refuses, as its class. */
const refusal = (admitting: Promise<unknown>) =>
  admitting.then(
    () => undefined,
    (error: unknown) => (error as object).constructor,
  );

describe('admitGeneration', () => {
  const db = useTempDatabase();

  async function serverKeyed(dailyLimit: number) {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    await stores.guildSettings.setDailyLimit('g1', dailyLimit);
    return stores;
  }

  it('admits a generation on the server key without counting a daily use', async () => {
    const stores = await serverKeyed(1);
    const admitted = await admitGeneration(contextOf(stores), asker, spec('a fox'));
    expect(admitted).toMatchObject({
      userId: 'u1',
      guildId: 'g1',
      scope: 'g1',
      images: 1,
      payer: { keySource: 'server', keyRef: { kind: 'server', guildId: 'g1' }, dailyLimit: 1 },
    });
    expect(await stores.usage.used('g1', 'u1')).toBe(0);
  });

  it('checks payer, cap, policy, daily limit and queue room in that order', async () => {
    const stores = await serverKeyed(0);
    await stores.policy.setBanned('g1', ['gore']);
    await stores.policy.setLimits('g1', { maxSteps: 30 });
    const everything = spec('gore', { request: { prompt: 'gore', steps: 40 } });
    const full = { running: 2, waiting: 3 };
    expect(
      await refusal(
        admitGeneration(contextOf(stores, full), { ...asker, guildId: null }, everything),
      ),
    ).toBe(MissingApiKeyError);
    expect(await refusal(admitGeneration(contextOf(stores, full), asker, everything))).toBe(
      MemberCapError,
    );
    expect(
      await refusal(admitGeneration(contextOf(stores, { waiting: 3 }), asker, everything)),
    ).toBe(BannedTextError);
    const tooLong = spec('a fox', { request: { prompt: 'a fox', steps: 40 } });
    expect(await refusal(admitGeneration(contextOf(stores, { waiting: 3 }), asker, tooLong))).toBe(
      PolicyLimitError,
    );
    expect(
      await refusal(admitGeneration(contextOf(stores, { waiting: 3 }), asker, spec('a fox'))),
    ).toBe(DailyLimitReachedError);
    await stores.guildSettings.setDailyLimit('g1', 5);
    expect(
      await refusal(admitGeneration(contextOf(stores, { waiting: 3 }), asker, spec('a fox'))),
    ).toBe(ServerQueueFullError);
  });

  it("holds the server key's limits only against the server key, banned words against everyone", async () => {
    const stores = await serverKeyed(5);
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    await stores.policy.setLimits('g1', { maxSteps: 30 });
    await stores.policy.setBanned('g1', ['gore']);
    const long = spec('a fox', { request: { prompt: 'a fox', steps: 40 } });
    expect((await admitGeneration(contextOf(stores), asker, long)).payer.keySource).toBe('user');
    expect(await refusal(admitGeneration(contextOf(stores), asker, spec('gore')))).toBe(
      BannedTextError,
    );
  });

  it('counts every image against the cap', async () => {
    const stores = await serverKeyed(5);
    const two = spec('a fox', { images: 2 });
    expect(await refusal(admitGeneration(contextOf(stores, { running: 1 }), asker, two))).toBe(
      CountOverCapError,
    );
    expect((await admitGeneration(contextOf(stores), asker, two)).images).toBe(2);
  });

  it('checks no queue in a DM, where the member pays and the scope is theirs', async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    const admitted = await admitGeneration(
      contextOf(stores, { waiting: 9 }),
      { ...asker, guildId: null },
      spec('a fox'),
    );
    expect(admitted.scope).toBe('dm:u1');
  });
});
