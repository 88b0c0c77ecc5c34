import { describe, expect, it } from 'vitest';
import { generationTargetOf, jobIdOf } from '../../../src/imagine/delivery/reply-target.js';

describe('reply targets', () => {
  it("names a reply's jobs after it, the first sharing its id", () => {
    expect([0, 1, 3].map((index) => jobIdOf('123', index))).toEqual(['123', '123.1', '123.3']);
  });

  it('reads a job saved before replies held several jobs as a reply of that one job', () => {
    const legacy = {
      applicationId: 'app',
      token: 'tok',
      tokenCreatedAt: 5,
      channelId: 'c1',
      guildId: 'g1',
      messageId: 'm1',
      attachmentSizeLimit: 100,
      promptLabel: 'a cat',
      ignoredOptions: ['cfg'],
      keySource: 'user',
      serviceError: 'boom',
    };
    const target = generationTargetOf({ id: 'j9', target: legacy });
    expect(target.reply).toEqual({
      id: 'j9',
      jobIds: ['j9'],
      applicationId: 'app',
      token: 'tok',
      tokenCreatedAt: 5,
      channelId: 'c1',
      guildId: 'g1',
      messageId: 'm1',
      attachmentSizeLimit: 100,
    });
    expect(target).toMatchObject({
      promptLabel: 'a cat',
      ignoredOptions: ['cfg'],
      keySource: 'user',
    });
    expect(target.serviceError).toBe('boom');
  });
});
