import { describe, expect, it } from 'vitest';
import apikey from '../../commands/apikey.js';
import { submitLinkModal } from '../../src/apikey/link-personal-key.js';
import { submitServerKeyModal } from '../../src/apikey/server-key.js';
import { ServerOnlyError } from '../../src/bot/bot-errors.js';
import { checkRights } from '../../src/bot/rights.js';
import { newApiKey, useTempDatabase } from '../store/store-test-kit.js';
import { type FakeModal, fakeContext, fakeInteraction } from './helpers/fake-interaction.js';

const ALICE = '200000000000000001';

describe('/apikey in a DM', () => {
  const db = useTempDatabase();

  it('refuses every server subcommand by its declared right, changing nothing', () => {
    for (const subcommand of ['set', 'status', 'clear', 'limit']) {
      const { interaction, calls } = fakeInteraction({
        subcommand,
        group: 'server',
        options: { limit: 5 },
      });
      const run = () => checkRights(apikey.rights, interaction);
      expect(run).toThrow(ServerOnlyError);
      expect(run).toThrow('`/apikey server` only works in a server');
      expect(calls).toEqual([]);
    }
  });

  it('refuses a server key modal submitted from a DM', async () => {
    const stores = await db.open();
    const { interaction, calls } = fakeInteraction<FakeModal>({ secret: newApiKey() });
    await expect(submitServerKeyModal(interaction, fakeContext(stores))).rejects.toThrow(
      ServerOnlyError,
    );
    expect(calls).toEqual([]);
  });

  it('links, shows and unlinks a personal key', async () => {
    const stores = await db.open();
    const context = fakeContext(stores);
    const link = fakeInteraction({ subcommand: 'link' });
    await apikey.execute(link.interaction, context);
    expect(link.calls.map(([method]) => method)).toEqual(['showModal']);

    const apiKey = newApiKey();
    const submit = fakeInteraction<FakeModal>({ secret: apiKey });
    await submitLinkModal(submit.interaction, context);
    expect(submit.calls.map(([method]) => method)).toEqual(['deferReply', 'editReply']);
    expect(submit.calls[0]?.[1]).toEqual({ flags: 64 });
    expect((await stores.apiKeys.get(ALICE))?.apiKey).toBe(apiKey);

    const status = fakeInteraction({ subcommand: 'status' });
    await apikey.execute(status.interaction, context);
    expect(JSON.stringify(status.calls.at(-1))).toContain(`sk-…${apiKey.slice(-4)}`);

    const unlink = fakeInteraction({ subcommand: 'unlink' });
    await apikey.execute(unlink.interaction, context);
    expect(unlink.calls[0]?.[1]).toMatchObject({ flags: 64, allowedMentions: { parse: [] } });
    expect(await stores.apiKeys.has(ALICE)).toBe(false);
  });

  it('asks to confirm revoking every key', async () => {
    const stores = await db.open();
    const context = fakeContext(stores);
    await stores.apiKeys.link(ALICE, {
      apiKey: newApiKey(),
      serviceUserId: '7',
      serviceUsername: 'alice',
    });
    const revoke = fakeInteraction({ subcommand: 'revoke', options: { all: true } });
    await apikey.execute(revoke.interaction, context);
    expect(revoke.calls[0]?.[0]).toBe('reply');
    expect(JSON.stringify(revoke.calls[0]?.[1])).toContain('apikey:revoke-all:');
  });
});
