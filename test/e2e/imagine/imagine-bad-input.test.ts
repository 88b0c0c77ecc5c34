import { afterEach, describe, expect, it } from 'vitest';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  linkKey,
  runImagine,
  startImagineEnv,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

/** Input a hostile or unlucky member can send, and a store that cannot be written. */
describe('/imagine with bad input', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  const refusal = async (run: Awaited<ReturnType<typeof runImagine>>) => {
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual([]);
    return notice.content;
  };

  it('refuses a prompt made only of invisible characters, charging nothing', async () => {
    env = await startImagineEnv();
    const run = await runImagine(env, { prompt: '\u200b\u200d\u2060\u3164\u2800\u200b' });
    expect(await refusal(run)).toBe(
      '⚠️ `prompt` must have visible characters (it holds only invisible ones). Change it and run /imagine again; nothing was sent and no credits were spent.',
    );
  });

  it('refuses a workflow file nested thousands of levels deep, naming the limit, and keeps working', async () => {
    env = await startImagineEnv({ env: { WORKFLOW_FILE_MAX_BYTES: '65536' } });
    const data = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const run = await runImagine(
      env,
      { prompt: 'my graph' },
      { workflowFile: { name: 'deep.json', data } },
    );
    expect(await refusal(run)).toContain('The workflow file nests more than 64 levels deep.');
    const next = await runImagine(env, { prompt: 'a calm lake' });
    expect(titleOf(await waitForResult(next))).toBe('✅ Image ready');
  });

  it("refuses a workflow file from a host that is not Discord's, fetching nothing from it", async () => {
    env = await startImagineEnv({ env: { DISCORD_CDN_URL: 'https://cdn.discordapp.com' } });
    const run = await runImagine(
      env,
      { prompt: 'my graph' },
      { workflowFile: { name: 'graph.json', data: '{"3":{"class_type":"KSampler"}}' } },
    );
    expect(await refusal(run)).toBe(
      '⚠️ The workflow file could not be downloaded from Discord. Attach a node-graph workflow saved as a JSON object and run /imagine again; nothing was spent.',
    );
    expect(env.discord.attachmentFetches()).toBe(0);
  });

  it("answers an option of the wrong type with the option's own message", async () => {
    env = await startBotEnv();
    await linkKey(env, env.user);
    const run = await runImagine(env, { prompt: 'a cat', width: 'very wide' });
    expect(await refusal(run)).toBe(
      '⚠️ `width` must be a whole number. Change it and run /imagine again; nothing was sent and no credits were spent.',
    );
  });

  it('says the bot cannot save requests when its store cannot be written, charging nothing', async () => {
    env = await startImagineEnv();
    const jobs = env.app.context.stores.keyv('jobs-active');
    const full = Object.assign(new Error('SQLITE_FULL: database or disk is full'), {
      code: 'SQLITE_FULL',
    });
    jobs.set = async () => {
      throw full;
    };
    const run = await runImagine(env, { prompt: 'a cat' });
    expect(await refusal(run)).toBe(
      '⚠️ The bot cannot save requests right now, so nothing was sent and no credits were spent. Try again in a few minutes; if it keeps happening, tell the server staff.',
    );
  });

  it('shows a prompt with a masked link, a heading and a mention as one line of plain text', async () => {
    env = await startImagineEnv();
    const prompt = '[Verify your account](https://evil.example)\n# FREE NITRO <@123>';
    const result = await waitForResult(await runImagine(env, { prompt }));
    const description = cardText(result);
    expect(description.split('\n')[1]).toBe(
      '> \\[Verify your account](https\\://evil.example) # FREE NITRO \\<@123>',
    );
    expect(description).not.toMatch(/\]\(https:\/\//);
    expect(result.gallery.map((item) => item.url)).toEqual([
      `attachment://imagine-${result.interactionId}.png`,
    ]);
  });
});
