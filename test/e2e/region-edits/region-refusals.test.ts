import { afterEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, startImagineEnv, waitForResult } from '../imagine/imagine-kit.js';
import { forged } from '../security/forged-kit.js';

describe('Vary (Region), Zoom out and Pan where the backend cannot (the image service)', () => {
  let env: BotEnv;
  afterEach(() => env?.close());

  it('offers none of them, and a press sent anyway is refused privately with the reason, nothing sent', async () => {
    env = await startImagineEnv();
    const run = await runImagine(env, { prompt: 'a fox' });
    const card = await waitForResult(run, 30_000);
    expect(card.buttons.map((button) => button.label).join(' ')).not.toMatch(
      /Vary \(Region\)|Zoom out|Pan/,
    );
    const submissions = env.imageApi.stats.submissions;
    for (const customId of [
      `imagine:region:${run.id}`,
      `imagine:zoom:${run.id}:2`,
      `imagine:pan:${run.id}:left`,
    ]) {
      const said = await forged(env, { message: card, customId, user: env.user });
      expect(said).toContain("This server's image backend can't change only part of an image");
      expect(said).toContain('Nothing was sent or charged.');
    }
    expect(env.imageApi.stats.submissions).toBe(submissions);
  }, 60_000);
});
