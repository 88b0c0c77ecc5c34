import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../sandbox/discord/index.js';
import { IMAGINE_OPTIONS } from '../../../src/imagine/options/imagine-options.js';
import { GRAPHEMES, LONE_SURROGATE } from '../../helpers/grapheme-samples.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  eventually,
  runImagine,
  startImagineEnv,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

const EMOJI = [
  GRAPHEMES.emoji,
  GRAPHEMES.combining,
  GRAPHEMES.family,
  GRAPHEMES.flag,
  GRAPHEMES.skinTone,
  GRAPHEMES.keycap,
];

/** Whole graphemes after `pad` letters, as long as the command allows. */
function promptWith(pad: number): string {
  let prompt = 'y'.repeat(pad);
  for (let i = 0; ; i++) {
    const grapheme = EMOJI[i % EMOJI.length] ?? '';
    if (prompt.length + grapheme.length > IMAGINE_OPTIONS.prompt.maxLength) return prompt;
    prompt += grapheme;
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Alice's prompt: the longest the command takes, emoji, flags, ZWJ families and accents all
 * through, shifted so that a cut by UTF-16 index at the renderers' limits (1000 and 3000 with
 * the ellipsis) would split a surrogate pair.
 */
const PROMPT = (() => {
  for (let pad = 0; pad < 30; pad++) {
    const prompt = promptWith(pad);
    if ([998, 2998].every((i) => isHighSurrogate(prompt.charCodeAt(i)))) return prompt;
  }
  throw new Error('no padding puts both cuts inside a surrogate pair');
})();

describe('/imagine with a long emoji-heavy prompt', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv();
  });
  afterEach(async () => {
    await env.close();
  });

  it('delivers the image: every edit of the reply is accepted, the prompt cut between graphemes', async () => {
    expect(PROMPT.length).toBeGreaterThan(IMAGINE_OPTIONS.prompt.maxLength - 11);
    expect(LONE_SURROGATE.test(PROMPT)).toBe(false);
    const run = await runImagine(env, { prompt: PROMPT });
    const result = await waitForResult(run);

    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.attachments).toHaveLength(1);
    // The request log is written just after the answer: wait for the final edit, the one with the file.
    const isEdit = (r: RequestLogEntry) => r.route === 'webhookMessage' && r.method === 'PATCH';
    const final = await eventually(async () =>
      env.discord.requests.find((r) => isEdit(r) && r.files.length === 1),
    );
    expect(final.status).toBe(200);
    const edits = env.discord.requests.filter(isEdit);
    expect(edits.map((r) => r.status)).toEqual(edits.map(() => 200));
    expect((await env.app.context.jobs.get(run.id))?.request.prompt).toBe(PROMPT);

    const description = cardText(result);
    expect(description.length).toBeLessThanOrEqual(4096);
    expect(LONE_SURROGATE.test(description)).toBe(false);
    expect(description).toMatch(/…/);
    const beforeEllipsis = description.slice(0, description.indexOf('…'));
    const last = [...new Intl.Segmenter().segment(beforeEllipsis)].at(-1)?.segment ?? '';
    expect(EMOJI).toContain(last);
  });

  it('shows Details with the prompt cut to fit, and Discord accepts the reply', async () => {
    const run = await runImagine(env, { prompt: PROMPT });
    await waitForResult(run);
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(titleOf(details)).toBe('Generation parameters');
    const description = details.embeds[0]?.description ?? '';
    expect(description).toContain('…');
    expect(LONE_SURROGATE.test(description)).toBe(false);
    const refused = env.discord.requests.filter((r) => r.status >= 400);
    expect(refused).toEqual([]);
  });
});
