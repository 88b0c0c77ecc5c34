import { describe, expect, it } from 'vitest';
import { eraseMember } from '../../src/privacy/erase-member.js';
import { useTempDatabase } from '../store/store-test-kit.js';

const MEMBER = '123456789012345678';
const MODERATOR = '876543210987654321';
const GUILD = '111111111111111111';

describe('eraseMember', () => {
  const database = useTempDatabase();

  it("erases the member's own records but keeps a moderator's block on them until it ends", async () => {
    const stores = await database.open();
    await stores.defaults.update({ kind: 'member', userId: MEMBER }, { steps: 30 });
    await stores.blocks.block(GUILD, MEMBER, { forMs: 86_400_000, by: MODERATOR });

    await eraseMember(stores, MEMBER);

    expect(await stores.defaults.get({ kind: 'member', userId: MEMBER })).toEqual({});
    expect(await stores.blocks.get(GUILD, MEMBER)).toMatchObject({ by: MODERATOR });
  });
});
