import { afterEach, describe, expect, it } from 'vitest';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** A ComfyUI image the bot cannot read is never linked: `/view` is on the operator's network. */
describe('delivering a ComfyUI image', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('says the image was made but could not be fetched, and never links /view', async () => {
    env = await startComfyEnv();
    env.comfy.setFaults({ serverErrorRate: 1, routes: ['view'] });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('⚠️ Image made, not delivered');
    expect(cardText(result)).toContain(
      'The image was made, but the bot could not fetch it from ComfyUI, so it is not posted. ComfyUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(result)).not.toContain('charged as usual');
    expect(result.attachments).toEqual([]);
    expect(result.gallery).toEqual([]);
    expect(JSON.stringify(result.texts)).not.toMatch(/https?:|\/view|Open the image/);
  }, 60_000);
});
