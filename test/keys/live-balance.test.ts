import { describe, expect, it } from 'vitest';
import { InvalidApiKeyError, ServiceTimeoutError } from '../../src/image-backend/backend-errors.js';
import type { ImageBackend } from '../../src/image-backend/image-backend.js';
import { fetchLiveBalance } from '../../src/keys/live-balance.js';
import { fakeContext, fakeService } from '../apikey/helpers/fake-interaction.js';
import { enService as en } from '../helpers/i18n.js';
import { newApiKey, useTempDatabase } from '../store/store-test-kit.js';

const failing = (error: Error) =>
  ({ balance: async () => Promise.reject(error) }) as unknown as ImageBackend;
const USER = '200000000000000001';
const link = { serviceUserId: '7', serviceUsername: 'alice' };

describe('fetchLiveBalance', () => {
  const db = useTempDatabase();

  it('answers the balance', async () => {
    const stores = await db.open();
    const live = await fetchLiveBalance(
      fakeContext(stores, fakeService(9)),
      { kind: 'user', userId: USER },
      newApiKey(),
    );
    expect(live).toMatchObject({ state: 'ok', balance: { balance: 9, username: 'alice' } });
  });

  it('unlinks a rejected key when it is still the stored one', async () => {
    const stores = await db.open();
    const apiKey = newApiKey();
    await stores.apiKeys.link(USER, { apiKey, ...link });
    const context = fakeContext(stores, failing(new InvalidApiKeyError()));
    const live = await fetchLiveBalance(context, { kind: 'user', userId: USER }, apiKey);
    expect(live.state).toBe('rejected');
    expect(live.state === 'rejected' && en.text(live.notice)).toContain('so I unlinked it');
    expect(await stores.apiKeys.has(USER)).toBe(false);

    const newer = newApiKey();
    await stores.apiKeys.link(USER, { apiKey: newer, ...link });
    await fetchLiveBalance(context, { kind: 'user', userId: USER }, apiKey);
    expect((await stores.apiKeys.get(USER))?.apiKey).toBe(newer);
  });

  it('reports a service that cannot answer, and rethrows bugs', async () => {
    const stores = await db.open();
    const ref = { kind: 'server', guildId: '1' } as const;
    expect(
      await fetchLiveBalance(
        fakeContext(stores, failing(new ServiceTimeoutError(1000))),
        ref,
        newApiKey(),
      ),
    ).toEqual({ state: 'unavailable', reason: { key: 'service.timeout' } });
    expect(en.t('service.timeout')).toBe(
      'The image service did not answer in time. Try again in a few minutes.',
    );
    await expect(
      fetchLiveBalance(fakeContext(stores, failing(new TypeError('bug'))), ref, newApiKey()),
    ).rejects.toThrow('bug');
  });
});
