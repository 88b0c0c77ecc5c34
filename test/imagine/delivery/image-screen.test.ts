import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { type ModerationEventMap, ModerationEvents } from '../../../src/core/moderation-events.js';
import { createImageScreen } from '../../../src/imagine/delivery/image-screen.js';
import type { ShownReply } from '../../../src/imagine/delivery/reply-registry.js';
import type { ReplyRef } from '../../../src/imagine/delivery/reply-target.js';
import type { GenerationJob, JobTarget } from '../../../src/jobs/generation-job.js';
import type { ImageCheck } from '../../../src/safety/image-classifier.js';
import { i18n } from '../../helpers/i18n.js';

const NOW = 1_000_000;
const ref = {
  id: 'r1',
  jobIds: ['r1'],
  applicationId: 'app',
  token: 'tok',
  tokenCreatedAt: NOW - 1_000,
  channelId: 'c1',
  guildId: 'g1',
  attachmentSizeLimit: 10_000_000,
} satisfies ReplyRef;
const job = (target: JobTarget = {}) =>
  ({
    id: 'r1',
    userId: 'u1',
    request: { prompt: 'a lake', workflow: 'default', seed: 7 },
    target: { reply: ref, ...target },
  }) as unknown as GenerationJob;
const images = () => ({
  placements: new Map([['r1', { kind: 'attachment', fileName: 'imagine-r1.png' } as const]]),
  files: [{ name: 'imagine-r1.png', data: Buffer.from('png'), contentType: 'image/png' }],
});

/** A screen whose classifier answers `check`, recording what it sends, saves and tells. */
function screenWith(check: ImageCheck, settings = {}) {
  const sent: { route: string; body: unknown; files: unknown }[] = [];
  const saved: [string, JobTarget][] = [];
  const told: ModerationEventMap['imageScreened'][] = [];
  const post = async (route: string, options: { body: unknown; files?: unknown }) => {
    sent.push({ route, body: options.body, files: options.files });
    return { id: `m${sent.length}` };
  };
  const screen = createImageScreen({
    classifier: { check: async () => check },
    settingsOf: async () => settings,
    webhookRest: { post } as never,
    rest: { post } as never,
    updateTarget: async (jobId, patch) => {
      saved.push([jobId, patch]);
    },
    moderation: { emit: (_name: string, event: never) => told.push(event) } as never,
    i18n,
    logger: createLogger({ level: 'silent' }),
    now: () => NOW,
  });
  return { screen, sent, saved, told };
}

const entry = { ref } as unknown as ShownReply;

describe('the image screen of a final reply', () => {
  it('withholds an image that could not be checked, sends it privately once, and logs it', async () => {
    const { screen, sent, saved, told } = screenWith({ checked: false, problem: 'thread died' });
    const shown = await screen(entry, [job()], images());
    expect(shown.files).toEqual([]);
    expect(shown.placements.get('r1')).toEqual({
      kind: 'withheld',
      reason: { key: 'safety.withheld' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.route).toBe('/webhooks/app/tok');
    expect(sent[0]?.body).toMatchObject({
      flags: 64,
      content: expect.stringContaining('the safety check could not run'),
      allowed_mentions: { parse: [] },
    });
    expect(sent[0]?.files).toEqual([{ name: 'imagine-r1.png', data: Buffer.from('png') }]);
    expect(saved).toEqual([['r1', { privateCopySent: true }]]);
    expect(told).toMatchObject([{ jobId: 'r1', action: 'withhold', score: undefined }]);

    const again = screenWith({ checked: false, problem: 'thread died' });
    await again.screen(entry, [job({ privateCopySent: true })], images());
    expect(again.sent).toEqual([]);
  });

  it('sends the private copy by direct message once the interaction token expired', async () => {
    const { screen, sent } = screenWith({ checked: false, problem: 'x' });
    const expired = { ref: { ...ref, tokenExpired: true } } as unknown as ShownReply;
    await screen(expired, [job()], images());
    expect(sent.map((s) => s.route)).toEqual(['/users/@me/channels', '/channels/m1/messages']);
  });

  it("takes the member's choice in a DM, and in a server without the bot only where age-restricted", async () => {
    const explicit: ImageCheck = {
      checked: true,
      cpuMs: 1,
      scores: { porn: 0.9, hentai: 0, sexy: 0, drawing: 0, neutral: 0.1 },
    };
    const shownIn = async (place: Partial<ReplyRef>) => {
      const screen = createImageScreen({
        classifier: { check: async () => explicit },
        settingsOf: async () => undefined,
        memberChoiceOf: async () => 'allow',
        webhookRest: { post: async () => ({ id: 'm' }) } as never,
        rest: { post: async () => ({ id: 'm' }) } as never,
        updateTarget: async () => undefined,
        moderation: new ModerationEvents(createLogger({ level: 'silent' })),
        i18n,
        logger: createLogger({ level: 'silent' }),
        now: () => NOW,
      });
      const at = { ref: { ...ref, ...place } } as unknown as ShownReply;
      return (await screen(at, [job()], images())).placements.get('r1')?.kind;
    };
    expect(await shownIn({ guildId: null })).toBe('attachment');
    expect(await shownIn({ interactionOnly: true })).toBe('withheld');
    expect(await shownIn({ interactionOnly: true, ageRestricted: true })).toBe('attachment');
    expect(await shownIn({})).toBe('withheld');
  });

  it('leaves a private reply and a place that allows unchecked', async () => {
    let checks = 0;
    const screen = createImageScreen({
      classifier: {
        check: async () => {
          checks += 1;
          return { checked: false, problem: 'x' };
        },
      },
      settingsOf: async () => ({ normal: 'allow' }),
      webhookRest: { post: async () => ({}) } as never,
      rest: { post: async () => ({}) } as never,
      updateTarget: async () => undefined,
      moderation: new ModerationEvents(createLogger({ level: 'silent' })),
      i18n,
      logger: createLogger({ level: 'silent' }),
      now: () => NOW,
    });
    const before = images();
    expect(await screen(entry, [job()], before)).toBe(before);
    const ephemeral = { ref: { ...ref, ephemeral: true } } as unknown as ShownReply;
    expect(await screen(ephemeral, [job()], before)).toBe(before);
    expect(checks).toBe(0);
  });
});
