import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelRef, MessageView } from '../../../sandbox/discord/index.js';
import { animatedPng, encodedPicture, gif, SVG } from '../../helpers/image-files.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, runImagine, startImagineEnv, waitForResult } from '../imagine/imagine-kit.js';

/**
 * A service that returns another format than its PNG (`serveNextImages`): each image is posted as
 * what its bytes are, named and typed after it; a file Discord does not show as an image never is,
 * and an animated image, whose frames the check does not see, counts as not checked.
 */
describe('a generation’s image posted as what it is', () => {
  let env: BotEnv;
  let adults: ChannelRef;
  beforeEach(async () => {
    env = await startImagineEnv();
    adults = env.discord.createChannel({ guild: env.guild, name: 'adults', nsfw: true });
  });
  afterEach(async () => {
    await env.close();
  });

  /** Generates once in `channel`, the service serving `body` as its image. */
  async function generate(body: Buffer, contentType: string, channel = env.channel) {
    env.imageApi.serveNextImages([{ body, contentType }]);
    const run = await runImagine(env, { prompt: 'a lighthouse', seed: 5 }, { channel });
    const result = await waitForResult(run);
    await env.app.context.jobs.idle();
    return { run, result };
  }

  const posted = (result: MessageView) =>
    result.attachments.map((file) => [file.filename, file.contentType]);

  it('posts a JPEG, a WebP and a still GIF under their own extension and content type', async () => {
    const cases = [
      [await encodedPicture('jpeg'), 'image/jpeg', 'jpg'],
      [await encodedPicture('webp'), 'image/webp', 'webp'],
      [gif(1), 'image/gif', 'gif'],
    ] as const;
    for (const [body, contentType, extension] of cases) {
      const { run, result } = await generate(body, 'image/png');
      expect(posted(result)).toEqual([[`imagine-${run.id}.${extension}`, contentType]]);
      expect(result.gallery.map((item) => item.url)).toEqual([
        `attachment://imagine-${run.id}.${extension}`,
      ]);
      expect(result.attachments[0]?.bytes.equals(body)).toBe(true);
      expect(run.followUps).toEqual([]);
    }
  });

  it('never posts an SVG, and says the credit is spent', async () => {
    for (const channel of [env.channel, adults]) {
      const before = env.imageApi.balanceOf('alice');
      const { run, result } = await generate(SVG, 'image/svg+xml', channel);
      expect(result.attachments).toEqual([]);
      expect(result.gallery).toEqual([]);
      expect(cardText(result)).toContain(
        'The image service returned something that is not an image Discord can show, so it is not posted. The generation finished, so its credit is spent.',
      );
      expect(env.imageApi.balanceOf('alice')).toBe(before - 1);
      expect(run.followUps).toEqual([]);
    }
  });

  it('withholds an animated GIF or APNG as not checked, and posts it as itself where allowed', async () => {
    for (const [body, extension, contentType] of [
      [gif(3), 'gif', 'image/gif'],
      [await animatedPng(), 'png', 'image/png'],
    ] as const) {
      const { run, result } = await generate(body, contentType);
      expect(result.attachments).toEqual([]);
      expect(cardText(result)).toContain('An image was withheld from this channel.');
      const copy = await run.waitForFollowUp(0, { timeout: 8_000 });
      expect(copy.ephemeral).toBe(true);
      expect(copy.content).toContain(
        'the safety check could not run, so it was kept out to be safe.',
      );
      expect(copy.attachments.map((file) => file.filename)).toEqual([
        `imagine-${run.id}.${extension}`,
      ]);

      const allowed = await generate(body, contentType, adults);
      expect(posted(allowed.result)).toEqual([
        [`imagine-${allowed.run.id}.${extension}`, contentType],
      ]);
    }
  });
});
