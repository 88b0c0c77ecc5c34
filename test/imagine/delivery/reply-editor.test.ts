import {
  ComponentType,
  DiscordAPIError,
  MessageFlags,
  PermissionFlagsBits as P,
  type REST,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import {
  type Delivery,
  ReplyEditor,
  TOKEN_SAFE_MS,
} from '../../../src/imagine/delivery/reply-editor.js';
import type { ReplyTarget } from '../../../src/imagine/delivery/reply-target.js';

const NOW = 1_800_000_000_000;

const target: ReplyTarget = {
  applicationId: 'app',
  token: 'tok',
  tokenCreatedAt: NOW - 60_000,
  channelId: 'chan',
  guildId: 'guild',
  attachmentSizeLimit: 10_000_000,
};

const apiError = (code: number, status = 400) =>
  new DiscordAPIError({ code, message: `error ${code}` }, code, status, 'PATCH', '/x', {});

type Call = { method: string; route: string; body: Record<string, unknown>; auth?: boolean };

/** A REST double: answers by route, records every call. */
function fakeRest(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const handle =
    (method: string) =>
    async (route: string, options: { body: Record<string, unknown>; auth?: boolean }) => {
      const call = { method, route, body: options.body, auth: options.auth };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Error) throw result;
      return result;
    };
  return { calls, rest: { patch: handle('PATCH'), post: handle('POST') } as unknown as REST };
}

function setup(answer: (call: Call) => unknown, options: { permissions?: bigint } = {}) {
  const lines: string[] = [];
  const { calls, rest } = fakeRest(answer);
  const editor = new ReplyEditor({
    rest,
    logger: createLogger({ level: 'debug', write: (line) => lines.push(line) }),
    now: () => NOW,
    channelPermissions: () => options.permissions,
  });
  const deliver = (
    patch: Partial<ReplyTarget> = {},
    final = true,
    more: Pick<Delivery, 'interactionId'> = {},
  ) => {
    const delivery: Delivery = {
      ...more,
      requesterId: 'alice',
      target: { ...target, ...patch },
      body: {
        flags: MessageFlags.IsComponentsV2,
        components: [{ type: ComponentType.Container, components: [] }],
        allowed_mentions: { parse: [] },
      },
      final,
    };
    return editor.deliver(delivery);
  };
  return { calls, deliver, lines };
}

const webhook = '/webhooks/app/tok/messages/%40original';

describe('ReplyEditor', () => {
  it('edits the reply with the interaction token and learns its id', async () => {
    const { calls, deliver } = setup(() => ({ id: 'm1' }));
    expect(await deliver()).toEqual({ messageId: 'm1' });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PATCH', route: webhook, auth: false }),
    ]);
  });

  it('falls back to the bot token when the token is refused (50027)', async () => {
    const { calls, deliver } = setup((call) =>
      call.route === webhook ? apiError(50027, 401) : { id: 'm1' },
    );
    expect(await deliver({ messageId: 'm1' })).toEqual({ tokenExpired: true });
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      `PATCH ${webhook}`,
      'PATCH /channels/chan/messages/m1',
    ]);
    expect(calls[1]?.auth).toBeUndefined();
  });

  it('uses the bot token straight away after 14 minutes', async () => {
    const { calls, deliver } = setup(() => ({ id: 'm1' }));
    await deliver({ messageId: 'm1', tokenCreatedAt: NOW - TOKEN_SAFE_MS });
    expect(calls.map((c) => c.route)).toEqual(['/channels/chan/messages/m1']);
  });

  it.each([10008, 30046])(
    'posts a new message pinging only the requester after %i, and edits it afterwards',
    async (code) => {
      const { calls, deliver } = setup((call) =>
        call.route === webhook ? apiError(code, 404) : { id: 'new' },
      );
      const patch = await deliver({ messageId: 'm1' });
      expect(patch).toEqual({ replacementMessageId: 'new' });
      expect(calls[1]).toMatchObject({
        method: 'POST',
        route: '/channels/chan/messages',
        body: {
          components: [
            { type: ComponentType.TextDisplay, content: '<@alice>' },
            { type: ComponentType.Container },
          ],
          allowed_mentions: { parse: [], users: ['alice'] },
        },
      });
      await deliver({ messageId: 'm1', ...patch });
      expect(calls[2]).toMatchObject({ method: 'PATCH', route: '/channels/chan/messages/new' });
    },
  );

  it.each([50027, 10008])(
    'never moves a private reply into the channel, even after %i or 14 minutes',
    async (code) => {
      const { calls, deliver } = setup((call) =>
        call.route === webhook ? apiError(code, 404) : { id: 'leak' },
      );
      await deliver({ messageId: 'm1', ephemeral: true });
      await deliver({ messageId: 'm1', ephemeral: true, tokenCreatedAt: NOW - TOKEN_SAFE_MS });
      expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
        `PATCH ${webhook}`,
        `PATCH ${webhook}`,
      ]);
    },
  );

  it('gives up politely without the permissions a fallback needs', async () => {
    const { calls, deliver, lines } = setup(() => apiError(10008, 404), {
      permissions: P.ViewChannel | P.EmbedLinks,
    });
    await expect(deliver({ messageId: 'm1' })).resolves.toEqual({});
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
    expect(lines.join('\n')).toContain('the bot lacks channel permissions');
  });

  it('gives up politely when Discord refuses the fallback (50013)', async () => {
    const { deliver, lines } = setup((call) =>
      call.route === webhook ? apiError(10008, 404) : apiError(50013, 403),
    );
    await expect(deliver({ messageId: 'm1' })).resolves.toEqual({});
    expect(lines.join('\n')).toContain('"code":50013');
  });

  it('throws other failures, so a final delivery is retried', async () => {
    const { deliver } = setup(() => apiError(50035));
    await expect(deliver()).rejects.toBeInstanceOf(DiscordAPIError);
  });

  it('drops a progress edit on the bot token while the channel has one in flight', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, deliver } = setup(async () => {
      await held;
      return { id: 'm' };
    });
    const expired = { messageId: 'm1', tokenExpired: true };
    const first = deliver(expired, false);
    await deliver({ ...expired, messageId: 'm2' }, false);
    expect(calls).toHaveLength(1);
    release();
    await first;
  });

  describe('a reply whose interaction Discord holds no answer to (10015)', () => {
    const callback = '/interactions/i1/tok/callback';
    const unanswered = { interactionId: 'i1' };

    it('is given as the interaction’s first answer, private where the reply is', async () => {
      const { calls, deliver } = setup((call) =>
        call.route === webhook ? apiError(10015, 404) : { resource: { message: { id: 'm1' } } },
      );
      expect(await deliver({}, true, unanswered)).toEqual({ messageId: 'm1' });
      expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
        `PATCH ${webhook}`,
        `POST ${callback}`,
      ]);
      expect(calls[1]).toMatchObject({
        auth: false,
        body: { type: 4, data: { flags: MessageFlags.IsComponentsV2, components: [{}] } },
      });
      await deliver({ ephemeral: true }, true, unanswered);
      expect(calls[3]?.body).toMatchObject({
        data: { flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral },
      });
    });

    it('edits the answer another process gave meanwhile (40060)', async () => {
      let patches = 0;
      const { calls, deliver } = setup((call) => {
        if (call.route === callback) return apiError(40060);
        patches += 1;
        return patches === 1 ? apiError(10015, 404) : { id: 'm2' };
      });
      expect(await deliver({}, true, unanswered)).toEqual({ messageId: 'm2' });
      expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
        `PATCH ${webhook}`,
        `POST ${callback}`,
        `PATCH ${webhook}`,
      ]);
    });

    it('goes to the channel as before once Discord takes no first answer (10062)', async () => {
      const { calls, deliver } = setup((call) => {
        if (call.route === webhook) return apiError(10015, 404);
        return call.route === callback ? apiError(10062, 404) : { id: 'new' };
      });
      expect(await deliver({}, true, unanswered)).toEqual({
        tokenExpired: true,
        replacementMessageId: 'new',
      });
      expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
        `PATCH ${webhook}`,
        `POST ${callback}`,
        'POST /channels/chan/messages',
      ]);
    });
  });
});
