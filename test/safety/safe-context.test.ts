import { describe, expect, it } from 'vitest';
import { isSafeContext, memberDecides } from '../../src/safety/safe-context.js';

describe('isSafeContext', () => {
  const server = { inGuild: true, botInServer: true };
  const userInstall = { inGuild: true, botInServer: false };
  const dm = { inGuild: false, botInServer: false, channelNsfw: false };

  it('in a server with the bot, follows the channel whatever the member chose', () => {
    expect(isSafeContext({ ...server, channelNsfw: false, memberChoice: 'allow' })).toBe(true);
    expect(isSafeContext({ ...server, channelNsfw: true, memberChoice: 'safe' })).toBe(false);
    expect(memberDecides({ ...server, channelNsfw: false })).toBe(false);
  });

  it('in a DM, follows the member’s choice', () => {
    expect(isSafeContext({ ...dm, memberChoice: 'safe' })).toBe(true);
    expect(isSafeContext({ ...dm, memberChoice: 'allow' })).toBe(false);
    expect(memberDecides(dm)).toBe(true);
  });

  it('where only the member installed the app, needs both the channel and the member', () => {
    expect(isSafeContext({ ...userInstall, channelNsfw: false, memberChoice: 'allow' })).toBe(true);
    expect(isSafeContext({ ...userInstall, channelNsfw: true, memberChoice: 'safe' })).toBe(true);
    expect(isSafeContext({ ...userInstall, channelNsfw: true, memberChoice: 'allow' })).toBe(false);
  });
});
