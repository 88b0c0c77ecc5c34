import { type ChatInputCommandInteraction, DiscordAPIError, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { tinyPng } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

/** The status and code of a REST call the emulator refused, or undefined when it was accepted. */
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof DiscordAPIError) return { status: error.status, code: error.code };
    throw error;
  }
};

const bodyErrors = (...errors: { code: string; message: string }[]) => ({ _errors: errors });

/** Starts a command, defers it, and sends `body` as the edit of `@original` (with `files`, as multipart). */
function editOriginal(h: DiscordHarness, body: unknown, files?: { name: string; data: Buffer }[]) {
  const outcome = handleNext(h.client, async (interaction) => {
    const i = interaction as ChatInputCommandInteraction;
    await i.deferReply();
    const route = Routes.webhookMessage(i.applicationId, i.token, '@original');
    return refusal(i.client.rest.patch(route, { body, auth: false, ...(files ? { files } : {}) }));
  });
  return {
    outcome,
    run: h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' }),
  };
}

describe('discord emulator: request bodies checked against Discord’s OpenAPI spec', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(() => h.close());

  it('refuses a malformed edit with 400 / 50035 and Discord’s nested errors tree', async () => {
    const { outcome, run } = editOriginal(h, {
      content: 'x'.repeat(2001),
      embeds: [{ title: 'fine', description: 5 }],
      attachments: [{ id: 0, filename: 'cat.png' }],
    });
    expect(await outcome).toEqual({ status: 400, code: 50035 });
    expect(h.discord.requests.at(-1)?.error).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        content: bodyErrors({
          code: 'BASE_TYPE_MAX_LENGTH',
          message: 'Must be 2000 or fewer in length.',
        }),
        embeds: {
          0: {
            description: bodyErrors({
              code: 'STRING_TYPE_CONVERT',
              message: 'Could not interpret "5" as string.',
            }),
          },
        },
        attachments: {
          0: {
            id: bodyErrors({ code: 'NUMBER_TYPE_COERCE', message: 'Value "0" is not snowflake.' }),
          },
        },
      },
    });
    expect((await run).original()?.loading).toBe(true);
  });

  it('checks the payload_json of a multipart upload: a numeric attachment id is refused, "0" kept', async () => {
    const file = [{ name: 'cat.png', data: tinyPng }];
    const numeric = editOriginal(h, { attachments: [{ id: 0, filename: 'cat.png' }] }, file);
    expect(await numeric.outcome).toEqual({ status: 400, code: 50035 });
    expect(h.discord.requests.at(-1)?.files).toHaveLength(1);
    expect(h.discord.requests.at(-1)?.error).toMatchObject({
      errors: { attachments: { 0: { id: { _errors: [{ code: 'NUMBER_TYPE_COERCE' }] } } } },
    });

    const text = editOriginal(h, { attachments: [{ id: '0', filename: 'cat.png' }] }, file);
    expect(await text.outcome).toBeUndefined();
    expect((await text.run).original()?.attachments[0]?.filename).toBe('cat.png');
  });

  it('refuses a lone surrogate (an emoji cut in half) as invalid JSON: 400 / 50109', async () => {
    const cut = 'a cat 🐱'.slice(0, 7);
    expect(cut.endsWith('\ud83d')).toBe(true);
    const { outcome } = editOriginal(h, { content: cut });
    expect(await outcome).toEqual({ status: 400, code: 50109 });
    expect(h.discord.requests.at(-1)?.error).toEqual({
      message: 'The request body contains invalid JSON.',
      code: 50109,
    });
  });

  it('checks interaction callbacks: a modal title over 45 leaves the interaction unanswered', async () => {
    const outcome = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      const input = { type: 4, custom_id: 'key', label: 'Key', style: 1 };
      const data = {
        custom_id: 'modal',
        title: 'x'.repeat(46),
        components: [{ type: 1, components: [input] }],
      };
      const route = Routes.interactionCallback(i.id, i.token);
      const refused = await refusal(
        i.client.rest.post(route, { body: { type: 9, data }, auth: false }),
      );
      await i.reply('answered after all');
      return refused;
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    expect(await outcome).toEqual({ status: 400, code: 50035 });
    const refusedBody = h.discord.requests.find(
      (r) => r.status === 400 && r.route === 'interactionCallback',
    );
    expect(refusedBody?.error).toMatchObject({
      errors: {
        data: {
          title: bodyErrors({
            code: 'BASE_TYPE_BAD_LENGTH',
            message: 'Must be between 1 and 45 in length.',
          }),
        },
      },
    });
    expect((await run.waitForReply()).content).toBe('answered after all');
  });
});

describe('discord emulator: validatePayloads: false', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient({ emulator: { validatePayloads: false } });
  });
  afterAll(() => h.close());

  it('accepts what only the spec forbids, and still refuses invalid JSON', async () => {
    const colour = editOriginal(h, { embeds: [{ title: 'negative colour', color: -1 }] });
    expect(await colour.outcome).toBeUndefined();
    expect((await colour.run).original()?.embeds[0]?.color).toBe(-1);

    const cut = editOriginal(h, { content: '🇯🇵'.slice(0, 3) });
    expect(await cut.outcome).toEqual({ status: 400, code: 50109 });
  });
});
