import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_IN_IDS } from '../../../src/imagine/render/image-action-rows.js';
import { ALICE_HORDE_KEY, type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { refusal } from '../settings/prefs-kit.js';

const upscaleLabels = (card: { buttons: readonly { label?: string }[] }) =>
  card.buttons.flatMap((b) => (b.label?.startsWith('🔍 Upscale') ? [b.label] : []));

describe("Upscale offers only what the backend can make of the card's image (AI Horde)", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('after ×4 (2048×2048) the card offers ×2 only; a forged ×4 is refused privately before anything is sent, nothing posted or charged', async () => {
    env = await startHordeEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 20_000);
    expect(upscaleLabels(card)).toEqual(['🔍 Upscale ×2', '🔍 Upscale ×4']);
    const four = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×4',
      user: env.user,
    });
    const upscaled = await waitForResult(four, 30_000);
    expect(titleOf(upscaled)).toBe('✅ Image ready');
    expect(imageSize(upscaled.attachments[0]?.bytes ?? new Uint8Array())).toMatchObject({
      width: 2048,
      height: 2048,
    });
    expect(upscaleLabels(upscaled)).toEqual(['🔍 Upscale ×2']);
    await env.app.context.jobs.idle();

    const sent = env.horde.stats.interrogations;
    const kudos = env.horde.kudosOf(ALICE_HORDE_KEY);
    const publicly = () => env.discord.messages(env.channel).filter((m) => !m.ephemeral);
    const posted = publicly().length;
    const forged = await env.discord.forgeComponent({
      message: upscaled,
      customId: IMAGE_IN_IDS.upscale.build({ jobId: four.id, factor: 4 }),
      user: env.user,
    });
    expect(await refusal(env, forged)).toBe(
      "⚠️ The image is 2048×2048 pixels: too large for this server's image backend to upscale ×4. Nothing was sent and nothing was charged.",
    );
    expect(env.horde.stats.interrogations).toBe(sent);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(kudos);
    const after = publicly();
    expect(after).toHaveLength(posted);
    expect(JSON.stringify(after)).not.toContain('Generation failed');
    expect(env.horde.stats.violations).toEqual([]);
  });
});
