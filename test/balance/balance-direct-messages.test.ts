import { describe, expect, it } from 'vitest';
import balance from '../../commands/balance.js';
import { ServerOnlyError } from '../../src/bot/bot-errors.js';
import { checkRights } from '../../src/bot/rights.js';
import { fakeContext, fakeInteraction } from '../apikey/helpers/fake-interaction.js';
import { newApiKey, useTempDatabase } from '../store/store-test-kit.js';

const ALICE = '200000000000000001';

describe('/balance in a DM', () => {
  const db = useTempDatabase();

  it('shows the own balance, without a server pool', async () => {
    const stores = await db.open();
    await stores.apiKeys.link(ALICE, {
      apiKey: newApiKey(),
      serviceUserId: '7',
      serviceUsername: 'alice',
    });
    const { interaction, calls } = fakeInteraction();
    await balance.execute(interaction, fakeContext(stores));
    expect(calls.map(([method]) => method)).toEqual(['deferReply', 'editReply']);
    const edit = calls[1]?.[1] as { embeds: { fields: { name: string }[] }[] };
    expect(edit.embeds[0]?.fields.map((field) => field.name)).toEqual(['Your key']);
  });

  it('refuses user: there, since it is about a server (its declared right)', () => {
    const { interaction, calls } = fakeInteraction({
      options: { user: { id: '300000000000000003' } },
    });
    expect(() => checkRights(balance.rights, interaction)).toThrow(ServerOnlyError);
    expect(calls).toEqual([]);
  });
});
