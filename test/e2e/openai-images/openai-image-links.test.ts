import { afterEach, describe, expect, it } from 'vitest';
import apikey from '../../../commands/apikey.js';
import imagine from '../../../commands/imagine.js';
import show from '../../../commands/show.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import type { OpenAiImagesOptions } from '../../../sandbox/openai-images/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { cardText, digest, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

/** The scheme of the URL the OpenAI backend serves a finished call's image under, in-process. */
const OWN_URL = 'openai-images:';

describe('the OpenAI backend’s own image URL is never posted', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  /** Starts the env with `/show` registered beside `/imagine`. */
  const start = async (openai: OpenAiImagesOptions, attachmentSizeLimit?: number) => {
    env = await startOpenAiEnv({
      openai,
      ...(attachmentSizeLimit && { discord: { attachmentSizeLimit } }),
    });
    await deployCommands({
      body: [imagine.data, apikey.data, show.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
  };

  /** The Details of a finished card, as its member sees them. */
  const details = async (run: InteractionRun) => {
    const card = await waitForResult(run, 20_000);
    const customId = card.buttons.find((b) => b.customId?.startsWith('imagine:details:'))?.customId;
    const click = await env.discord.clickButton({
      message: card,
      customId: customId ?? '',
      user: env.user,
    });
    return click.waitForReply();
  };

  /** `/show` of the run's generation, then posted in the channel. */
  const showAndPost = async (run: InteractionRun) => {
    const shown = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: run.id },
    });
    const reply = await shown.waitForReply();
    const post = await shown.clickButton({ label: 'Post in channel' });
    return { reply, posted: await post.waitForReply() };
  };

  /**
   * Every text the bot sent Discord (each request's JSON or `payload_json`: cards and their edits,
   * follow-ups, Details, /show, posts) and every version of every message Discord holds.
   */
  const everythingSent = () => {
    const shown = (value: unknown) =>
      JSON.stringify(value ?? '', (key, field) => (key === 'bytes' ? undefined : field));
    const bodies = env.discord.requests.map((request) => shown(request.body));
    const messages = [
      ...env.discord.interactions.flatMap((run) => [run.original(), ...run.followUps]),
      ...env.discord.messages(env.channel, { includeDeleted: true }),
    ];
    const versions = messages.flatMap((message) => (message?.history ?? []).map(shown));
    return [...bodies, ...versions];
  };

  /** Checks that nothing sent names the backend's own URL nor the provider's host. */
  const expectNoLink = () => {
    const sent = everythingSent();
    expect(sent.length).toBeGreaterThan(5);
    const provider = new URL(env.openai.baseURL).host;
    expect(sent.filter((text) => text.includes(OWN_URL))).toEqual([]);
    expect(sent.filter((text) => text.includes(provider))).toEqual([]);
  };

  it.each([
    ['streamed (partial images, then the image)', {}],
    ['one JSON answer with b64_json (stream: true ignored)', { streams: false }],
    ['one JSON answer with a url (stream: true ignored)', { streams: false, imageAnswer: 'url' }],
  ] as const)(
    'posts the image as an uploaded file, never a link, /show too while it is held: %s',
    async (_, mode) => {
      await start(mode);
      const prompt = `a fox never linked ${JSON.stringify(mode)}`;
      const run = await runImagine(env, { prompt });
      const card = await waitForResult(run, 20_000);
      const made = env.openai.delivered().find((image) => image.prompt === prompt);
      expect(titleOf(card)).toBe('✅ Image ready');
      expect(card.attachments).toHaveLength(1);
      expect(digest(card.attachments[0]?.bytes)).toBe(digest(made?.bytes));
      expect(card.gallery.map((item) => item.url)).toEqual([
        `attachment://${card.attachments[0]?.filename}`,
      ]);
      const shownDetails = await details(run);
      expect(shownDetails.ephemeral).toBe(true);
      const { reply, posted } = await showAndPost(run);
      if ('imageAnswer' in mode) {
        expect(digest(reply.attachments[0]?.bytes)).toBe(digest(made?.bytes));
        expect(digest(posted.attachments[0]?.bytes)).toBe(digest(made?.bytes));
      } else {
        // The bot gave its own copy up once the card was posted: /show gives the parameters.
        expect(reply.attachments).toEqual([]);
        expect(posted.attachments).toEqual([]);
        expect(JSON.stringify(reply)).toMatch(/no longer serves this image/);
      }
      expectNoLink();
      expect(env.openai.stats.violations).toEqual([]);
    },
  );

  it('re-encodes an image over the upload limit instead of linking it (one JSON answer)', async () => {
    await start({ streams: false }, 20_000);
    const prompt = 'a fox too big to upload';
    const run = await runImagine(env, { prompt });
    const card = await waitForResult(run, 20_000);
    const made = env.openai.delivered().find((image) => image.prompt === prompt);
    expect(made?.bytes.length).toBeGreaterThan(20_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    expect(card.attachments).toHaveLength(1);
    expect(card.attachments[0]?.bytes.length).toBeLessThanOrEqual(20_000);
    expect(cardText(card)).toMatch(/Re-encoded as WebP .*to fit the 19\.5 KB the bot may upload/);
    await details(run);
    expectNoLink();
  });
});
