import type { APIAutoModerationRule } from 'discord.js';
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { AutomodRefusedError } from '../../src/automod/automod-errors.js';
import { compileRule } from '../../src/automod/automod-match.js';
import { createAutomodScreen } from '../../src/automod/automod-screen.js';

const noDogs = compileRule({
  id: '1',
  guild_id: 'g',
  name: 'No dogs',
  creator_id: 'c',
  event_type: 1,
  trigger_type: 1,
  trigger_metadata: { keyword_filter: ['dog*'] },
  actions: [{ type: 1 }],
  enabled: true,
  exempt_roles: ['trusted'],
  exempt_channels: ['free'],
} as APIAutoModerationRule);

/** A screen over a server whose check is `on`, counting rule reads and moderation events. */
function screenWith(on: boolean) {
  const seen = { reads: 0, events: [] as unknown[] };
  const screen = createAutomodScreen({
    stores: {
      policy: { get: async () => ({ limits: {}, banned: [], ...(on && { automod: true }) }) },
    } as never,
    rules: {
      rulesOf: async () => {
        seen.reads += 1;
        return [noDogs];
      },
    },
    moderation: { emit: (_name: string, event: unknown) => seen.events.push(event) } as never,
  });
  return { screen, seen };
}

const place = { guildId: 'g', userId: 'u', channelId: 'general', roleIds: ['member'] };
const texts = [
  { where: 'prompt', text: 'a cat' },
  { where: 'negative', text: 'doggy' },
] as const;

describe('the AutoMod screen', () => {
  it('reads nothing and lets everything through while the server has it off', async () => {
    const { screen, seen } = screenWith(false);
    await screen.screen(place, texts);
    expect(seen.reads).toBe(0);
  });

  it('refuses the first text a rule matches, naming the rule, and tells the moderation log', async () => {
    const { screen, seen } = screenWith(true);
    const refused = await screen.screen(place, texts).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AutomodRefusedError);
    expect((refused as AutomodRefusedError).where).toBe('negative');
    expect((refused as AutomodRefusedError).rule).toBe('No dogs');
    expect(seen.events).toEqual([
      { guildId: 'g', userId: 'u', prompt: 'a cat', rule: 'No dogs', keyword: 'dog*' },
    ]);
  });

  it('lets through exempt roles, exempt channels and members with Manage Server', async () => {
    const { screen, seen } = screenWith(true);
    await screen.screen({ ...place, roleIds: ['member', 'trusted'] }, texts);
    await screen.screen({ ...place, channelId: 'free' }, texts);
    await screen.screen({ ...place, permissions: PermissionFlagsBits.ManageGuild }, texts);
    expect(seen.events).toEqual([]);
  });
});
