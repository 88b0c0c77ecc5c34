import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { type BotEnv, startBotEnv } from '../helpers/bot-env.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';
import { answerOf } from '../security/forged-kit.js';
import { type PainterBotEnv, painterOptions, startPainterBot } from './painter-bot-kit.js';

/** The picker's private answer, as a member reads it. */
const PICKER = '🖌️ Vary (Region): choose what to change';

/** The bot's warning lines, as an owner reads them at start. */
const warnings = (env: BotEnv) =>
  env.logs.filter((line) => line.level === 'warn').map((line) => String(line.msg));

/** LAUNCH_ACTIVITY answers the bot sent Discord (callback type 12). */
const launches = (env: BotEnv) =>
  env.discord.requests.filter(
    (r) => r.route === 'interactionCallback' && (r.body as { type?: number })?.type === 12,
  );

/** Presses the card's Vary (Region) as alice: the run and the private answer's text. */
async function pressVaryRegion(env: BotEnv, card: MessageView) {
  const run = await env.discord.clickButton({
    message: card,
    label: '🖌️ Vary (Region)',
    user: env.user,
  });
  const picker = await run.waitForOriginal((m) => m.selects.length > 0, { timeout: 20_000 });
  return { run, picker, said: await answerOf(run) };
}

describe('the painter at start and when Discord will not launch it', () => {
  let env: BotEnv | undefined;
  afterEach(() => env?.close());

  it('enabled for an application without Activities: one warning line naming the settings and the Developer Portal’s Activities, no page served, Vary (Region) opens the picker privately', async () => {
    const started: OpenAiEnv = await startOpenAiEnv(
      await painterOptions({ discord: { activities: false } }),
    );
    env = started;
    const said = warnings(started).filter((line) => line.includes('painter'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^the painter is off: Discord will not launch an Activity/);
    for (const named of [
      'PAINTER_CLIENT_SECRET',
      'PAINTER_PORT',
      'Developer Portal',
      'Activities → Settings',
      'URL Mappings',
    ])
      expect(said[0]).toContain(named);
    expect(started.logs.some((line) => line.msg === 'painter serving')).toBe(false);

    const card = await waitForResult(await runImagine(started, { prompt: 'a red fox' }), 30_000);
    const { run, picker, said: answer } = await pressVaryRegion(started, card);
    expect(picker.ephemeral).toBe(true);
    expect(answer).toContain(PICKER);
    expect(run.activityInstanceId).toBeUndefined();
    expect(launches(started)).toHaveLength(0);
    expect(started.openai.edits()).toHaveLength(0);
  }, 120_000);

  it('Activities disabled while the bot runs: Discord refuses the launch, the picker opens privately, and the log says why', async () => {
    const started: PainterBotEnv = await startPainterBot();
    env = started;
    expect(warnings(started).filter((line) => line.includes('painter'))).toEqual([]);
    const card = await waitForResult(await runImagine(started, { prompt: 'a red fox' }), 30_000);
    started.discord.activities.configure(undefined);
    const { run, picker, said } = await pressVaryRegion(started, card);
    expect(picker.ephemeral).toBe(true);
    expect(said).toContain(PICKER);
    expect(said).not.toMatch(/went wrong/);
    expect(run.activityInstanceId).toBeUndefined();
    expect(launches(started).map((r) => r.status)).toEqual([400]);
    const refused = warnings(started).filter((line) =>
      line.startsWith('Discord refused to launch the painter'),
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('50035');
    expect(refused[0]).toContain('Invalid interaction response type 12');
    expect(refused[0]).toContain('Activities → Settings');
    expect(refused[0]).not.toContain('\n');
    expect(started.logs.some((line) => line.level === 'error')).toBe(false);
  }, 120_000);

  it('enabled where no backend of BACKENDS takes a mask: one warning line naming BACKENDS, no page served', async () => {
    env = await startBotEnv(await painterOptions());
    const said = warnings(env).filter((line) => line.includes('painter'));
    expect(said).toEqual([
      'the painter is off: no backend in BACKENDS (image-service) changes part of an image, so there is no Vary (Region) to paint for; add one that does (horde, openai-images, comfyui, sd-webui) to BACKENDS, or unset PAINTER_CLIENT_SECRET and PAINTER_PORT',
    ]);
    expect(env.logs.some((line) => line.msg === 'painter serving')).toBe(false);
  }, 60_000);
});
