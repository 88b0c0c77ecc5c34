import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import type { LocalizedText } from '../../../src/i18n/localized-text.js';
import {
  InvalidApiKeyError,
  ServiceUnavailableError,
} from '../../../src/image-backend/backend-errors.js';
import type { ImageBackend } from '../../../src/image-backend/image-backend.js';
import {
  createRejectedKeyNotices,
  endedWithRejectedKey,
} from '../../../src/imagine/bookkeeping/rejected-key.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import type { KeyStores } from '../../../src/keys/key-ref.js';
import { enService as en } from '../../helpers/i18n.js';
import { newApiKey, useTempDatabase } from '../../store/store-test-kit.js';

const job = (keyRef: GenerationJob['keyRef'], errorName = 'InvalidApiKeyError'): GenerationJob => ({
  id: 'j',
  scope: 'g1',
  userId: 'u1',
  keyRef,
  request: { prompt: 'p' },
  state: 'failed',
  error: { name: errorName, message: 'm' },
  createdAt: 0,
  delivered: false,
  target: {},
});

/** Reports `job` ended to the notices; returns what its owner was told (undefined: nothing). */
async function forgetJobKey(
  stores: KeyStores,
  api: Pick<ImageBackend, 'balance'>,
  job: GenerationJob,
): Promise<LocalizedText | undefined> {
  let told: LocalizedText | undefined;
  await createRejectedKeyNotices({
    stores,
    backendOf: () => api,
    loadJob: async () => undefined,
    updateTarget: async () => undefined,
    notify: async (_job, notice) => {
      told = notice;
    },
    logger: createLogger({ level: 'silent' }),
  }).onFinished(job, undefined);
  return told;
}

const service = { serviceUserId: '1', serviceUsername: 'alice' };
const rejecting = { balance: () => Promise.reject(new InvalidApiKeyError()) };

describe('a key the service rejected', () => {
  const db = useTempDatabase();

  it('is recognised live and after a restart', () => {
    const mine = job({ kind: 'user', userId: 'u1' });
    expect(endedWithRejectedKey(mine, new InvalidApiKeyError())).toBe(true);
    expect(endedWithRejectedKey(mine, undefined)).toBe(true);
    expect(endedWithRejectedKey(job(mine.keyRef, 'TaskFailedError'), undefined)).toBe(false);
  });

  it("unlinks the member's key and returns the masked notice", async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await stores.apiKeys.link('u1', { apiKey, ...service });
    const notice = en.text(
      (await forgetJobKey(stores, rejecting, job({ kind: 'user', userId: 'u1' }))) ?? { key: '' },
    );
    expect(notice).toContain(`(sk-…${apiKey.slice(-4)})`);
    expect(notice).not.toContain(apiKey);
    expect(await stores.apiKeys.has('u1')).toBe(false);
  });

  it('removes a rejected server key', async () => {
    const stores = await db.open();
    await stores.guildSettings.setServerKey('g1', { apiKey: newApiKey(), setBy: 'o', ...service });
    const notice = en.text(
      (await forgetJobKey(stores, rejecting, job({ kind: 'server', guildId: 'g1' }))) ?? {
        key: '',
      },
    );
    expect(notice).toContain('the server key');
    expect(await stores.guildSettings.hasServerKey('g1')).toBe(false);
  });

  it('keeps a key linked meanwhile that the service accepts', async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    const accepting = {
      balance: async () => ({ userId: '1', username: 'a', balance: 1, currency: 'credits' }),
    };
    expect(
      await forgetJobKey(stores, accepting, job({ kind: 'user', userId: 'u1' })),
    ).toBeUndefined();
    expect(await stores.apiKeys.has('u1')).toBe(true);
  });

  it('trusts the rejection when the check cannot be made', async () => {
    const stores = await db.open();
    await stores.apiKeys.link('u1', { apiKey: newApiKey(), ...service });
    const down = { balance: () => Promise.reject(new ServiceUnavailableError()) };
    expect(await forgetJobKey(stores, down, job({ kind: 'user', userId: 'u1' }))).toBeDefined();
  });
});
