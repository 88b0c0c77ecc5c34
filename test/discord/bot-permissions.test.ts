import { PermissionFlagsBits as P } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { BOT_PERMISSIONS, CHANNEL_NEEDS } from '../../src/app.js';
import {
  inviteUrl,
  missingPermissions,
  permissionBits,
} from '../../src/discord/bot-permissions.js';
import { REPLY_PERMISSIONS } from '../../src/imagine/delivery/reply-editor.js';
import { WELCOME_PERMISSIONS } from '../../src/onboarding/welcome.js';
import { LOG_PERMISSIONS } from '../../src/policy/policy-log-page.js';

describe("the bot's permissions", () => {
  it('are the union of what each call with the bot token declares, and nothing else', () => {
    const declared = [...Object.values(REPLY_PERMISSIONS), LOG_PERMISSIONS, WELCOME_PERMISSIONS];
    expect(new Set(CHANNEL_NEEDS)).toEqual(new Set(declared));
    expect(BOT_PERMISSIONS).toBe(permissionBits(...declared));
    // What those calls are today: no moderation, no Administrator.
    expect(BOT_PERMISSIONS).toBe(
      P.ViewChannel | P.SendMessages | P.EmbedLinks | P.AttachFiles | P.ReadMessageHistory,
    );
  });

  it('make the invite URL with both scopes', () => {
    expect(inviteUrl('1234567890123456789', 117_760n)).toBe(
      'https://discord.com/oauth2/authorize?client_id=1234567890123456789&scope=bot+applications.commands&permissions=117760',
    );
  });

  it('name what is missing of a need, nothing with Administrator', () => {
    const needs = ['ViewChannel', 'SendMessages', 'EmbedLinks'] as const;
    expect(missingPermissions(P.ViewChannel, needs)).toEqual(['SendMessages', 'EmbedLinks']);
    expect(missingPermissions(permissionBits(needs), needs)).toEqual([]);
    expect(missingPermissions(P.Administrator, needs)).toEqual([]);
  });
});
