import { afterEach, describe, expect, it } from 'vitest';
import {
  cardText,
  eventually,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, type OpenAiEnv, startOpenAiEnv } from './openai-kit.js';

const STOP = '⏹️ Stop waiting';

describe('Stop waiting on an OpenAI-compatible provider', () => {
  let env: OpenAiEnv;
  afterEach(() => env?.close());

  it('leaves the streamed call (the provider sees its connection end) and says it may have been charged', async () => {
    // The emulator's clock stands still: the call streams until the bot leaves it.
    const now = Date.now();
    env = await startOpenAiEnv({ openai: { timeScale: 1, now: () => now } });
    const run = await runImagine(env, { prompt: 'a fox that never finishes' });
    await eventually(async () => env.openai.inFlight().length === 1);
    const shown = await run.waitForOriginal((m) => titleOf(m) === '🎨 Generating', {
      timeout: 10_000,
    });
    expect(shown.buttons.map((b) => b.label)).toEqual([STOP]);

    const notice = await (await run.clickButton({ label: STOP })).waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toBe(
      'Stopped waiting. The bot asked the image backend to stop it: it may have been charged.',
    );
    const ended = await waitForResult(run, 10_000);
    expect(titleOf(ended)).toBe('⏹️ Stopped waiting');
    expect(ended.attachments).toEqual([]);
    expect(cardText(ended)).toContain(
      'The bot stopped waiting for it and asked the image backend to stop it. It may have been charged.',
    );
    expect(cardText(ended)).not.toContain('cannot cancel');
    expect(ended.buttons.map((b) => b.label)).toContain('🔁 Run again');

    // The bot closed the stream: the provider gave the generation up, nothing delivered.
    await eventually(async () => env.openai.stats.abandoned === 1);
    expect(env.openai.inFlight()).toEqual([]);
    expect(env.openai.stats.images).toBe(0);
    expect(env.openai.usageOf(ALICE_OPENAI_KEY).images).toBe(0);
    expect(env.openai.stats.requests.images_generations).toBe(1);
    expect(env.openai.stats.violations).toEqual([]);
    expect(await env.app.context.jobs.activeCount(env.user.id)).toBe(0);
  });
});
