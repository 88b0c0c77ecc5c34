import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { PSEUDO_BRACKETS } from '../../../src/i18n/pseudo.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, startImagineEnv, taskIdOf, waitForResult } from '../imagine/imagine-kit.js';

const [OPEN, CLOSE] = PSEUDO_BRACKETS;
const PROMPT = 'a red fox';

/** Keys of a Discord payload whose strings a member reads. */
const SHOWN = new Set([
  'content',
  'title',
  'description',
  'name',
  'value',
  'label',
  'placeholder',
  'text',
]);

/** Every string a member reads in a payload the bot sent (messages, embeds, buttons, modals). */
function shownTexts(body: unknown, found: string[] = []): string[] {
  if (Array.isArray(body)) {
    for (const item of body) shownTexts(item, found);
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' && SHOWN.has(key)) found.push(value);
      else if (key !== 'allowed_mentions' && key !== 'attachments') shownTexts(value, found);
    }
  }
  return found;
}

/** What is left of a text once every bracketed (catalog) part is taken out, innermost first. */
function outsideCatalogs(text: string): string {
  const innermost = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'gu');
  let left = text;
  for (let before = ''; before !== left; ) {
    before = left;
    left = left.replace(innermost, '');
  }
  return left;
}

/**
 * What may be shown outside the catalogs: the member's own words and names, ids, masked keys,
 * mentions, timestamps, workflow names (untranslatable tokens), and markdown around them.
 */
const UNTRANSLATED = [
  new RegExp(PROMPT, 'g'),
  /\b(alice|bob)\b/g,
  /sk-…[0-9a-f]{4}/g,
  /<@!?\d+>|<t:\d+(:[a-zA-Z])?>/g,
  /\b(default|anime|z-image|rr3)\b/g,
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
];

describe('a pseudo-localized run (PSEUDO_LOCALE=true)', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { PSEUDO_LOCALE: 'true' } }, { linked: false });
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
  });
  afterEach(async () => {
    await env.close();
  });

  const command = (name: string, options = {}, extra: Record<string, unknown> = {}) =>
    env.discord.runCommand({ channel: env.channel, user: env.user, name, options, ...extra });

  /** Plays every kind of answer the bot gives: modals, private and public replies, buttons. */
  async function playEverything(): Promise<void> {
    const link = await command('apikey', {}, { subcommand: 'link' });
    await link.waitForModal();
    await (await link.submitModal({ secret: env.imageApi.issueKey('alice') })).waitForReply();
    await (await command('apikey', {}, { subcommand: 'status' })).waitForReply();
    await (await command('balance')).waitForReply();
    await (await command('balance', { public: true })).waitForReply();
    await (await command('imagine', { prompt: '\u200b' })).waitForReply();
    await (await command('language', {}, { subcommand: 'show' })).waitForReply();
    await (
      await command('apikey', {}, { subcommandGroup: 'server', subcommand: 'status' })
    ).waitForReply();

    env.imageApi.setFaults({ hangNextTasks: 1 });
    const made = await runImagine(env, {
      prompt: PROMPT,
      model: 'checkpoints/a.safetensors',
      workflow: 'rr3',
    });
    await made.waitForOriginal((m) => m.texts.length > 0);
    env.imageApi.setTaskFate(await taskIdOf(env, made), 'complete');
    const result = await waitForResult(made);
    const details = result.buttons.find((b) => b.customId?.startsWith('imagine:details:'));
    const remove = result.buttons.find((b) => b.customId?.startsWith('imagine:delete:'));
    await (
      await env.discord.clickButton({
        message: result,
        customId: details?.customId ?? '',
        user: env.user,
      })
    ).waitForReply();
    await (
      await env.discord.clickButton({
        message: result,
        customId: remove?.customId ?? '',
        user: bob,
      })
    ).waitForReply();

    env.imageApi.setFaults({ hangNextTasks: 1 });
    const failing = await runImagine(env, { prompt: PROMPT });
    env.imageApi.setTaskFate(await taskIdOf(env, failing), 'fail');
    await waitForResult(failing);

    const revoke = await command('apikey', { all: true }, { subcommand: 'revoke' });
    const question = await revoke.waitForReply();
    const cancel = question.buttons.find((b) => b.customId?.startsWith('apikey:revoke-cancel'));
    await (
      await env.discord.clickButton({
        message: question,
        customId: cancel?.customId ?? '',
        user: env.user,
      })
    ).waitForReply();
  }

  it('shows only bracketed words: every text a member reads comes from the catalogs', async () => {
    await playEverything();
    const sent = env.discord.requests.filter((request) =>
      ['POST', 'PATCH'].includes(request.method),
    );
    const texts = sent.flatMap((request) => shownTexts(request.body));
    expect(texts.length).toBeGreaterThan(60);
    const leaks = texts.filter((text) => {
      const left = UNTRANSLATED.reduce(
        (rest, token) => rest.replace(token, ''),
        outsideCatalogs(text),
      );
      return /\p{L}/u.test(left);
    });
    expect(leaks).toEqual([]);
    // A card's heading is the first line of its Text Display (`## ⟦✅ Image ready⟧`).
    const lines = texts.flatMap((text) => text.split('\n').map((line) => line.replace(/^## /, '')));
    const seen = (text: string) => expect(lines, text).toContain(`${OPEN}${text}${CLOSE}`);
    for (const text of ['Link your API key', 'sk-…', 'Your API key', 'Image-service credits']) {
      seen(text);
    }
    for (const text of ['✅ Image ready', '🎲 Re-roll', 'ℹ️ Details', '🗑️ Delete', '🔁 Retry']) {
      seen(text);
    }
    for (const text of ['❌ Generation failed', 'Generation parameters', 'Revoke every key']) {
      seen(text);
    }
  });

  it('would catch a text written outside the catalogs', () => {
    expect(outsideCatalogs(`${OPEN}Linked ${OPEN}100 credits${CLOSE}${CLOSE} to alice`)).toBe(
      ' to alice',
    );
    expect(/\p{L}/u.test(outsideCatalogs('⚠️ Something went wrong'))).toBe(true);
  });
});
