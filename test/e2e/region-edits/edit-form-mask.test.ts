import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import editThisImage from '../../../commands/edit-this-image.js';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { maskPng, sourcePng } from '../../sandbox/mask-pictures.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { REGION_BACKENDS } from '../imagine/region-backends.js';
import { cardImage } from '../imagine/region-kit.js';
import { expectMaskedResult } from '../imagine/region-pixels.js';
import { type SdWebuiEnv, startSdWebuiEnv } from '../sd-webui/sd-webui-kit.js';

/**
 * The part of a 512×512 card the member's mask lets change: on the OpenAI emulator's 1024×1024
 * card, 5×3 of the 64-pixel tiles its edit for these words paints in a checkerboard, starting on
 * a painted one, so more than half of it is new.
 */
const REGION = { left: 128, top: 192, width: 160, height: 96 };

/** What the card's image is sent as and what the mask keeps, for {@link expectMaskedResult}. */
async function expected(card: Buffer, mask: Buffer) {
  const { data, info } = await sharp(card)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await sharp(mask).ensureAlpha().extractChannel(3).raw().toBuffer();
  return { width: info.width, height: info.height, pixels: data, alpha };
}

/** The private answer `run` got (its reply, or a follow-up after a public deferral). */
async function privateAnswer(run: InteractionRun): Promise<string> {
  const answer = await run.waitFor(
    (r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
    { timeout: 20_000 },
  );
  return answer.content;
}

/** `box` (in a 512-pixel card's pixels) on a card `factor` times as large. */
const scaled = (box: typeof REGION, factor: number) =>
  Object.fromEntries(
    Object.entries(box).map(([side, value]) => [side, Math.round(value * factor)]),
  ) as typeof REGION;

/** Presses the card's Edit and waits for its form. */
async function openEdit(env: BotEnv, card: MessageView) {
  const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
  return { click, modal: await click.waitForModal() };
}

describe.each(Object.values(REGION_BACKENDS))(
  "Edit's form takes a mask on $id: only what it leaves transparent changes",
  { timeout: 120_000 },
  (backend) => {
    let env: BotEnv;
    afterEach(async () => {
      const violations = env && backend.violations(env);
      await env?.close();
      expect(violations).toEqual([]);
    });

    it("the card's Edit with a mask is a region edit with the new words, every pixel outside the mask the card's own", async () => {
      env = await backend.start();
      const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
      const shown = cardImage(card);
      const { click, modal } = await openEdit(env, card);
      expect(modal.fields.map((f) => [f.customId, f.type, f.label, f.required])).toEqual([
        ['change', 4, 'What to change', true],
        ['mask', 19, 'Mask (optional)', false],
      ]);
      const { width = 0, height = 0 } = await sharp(shown).metadata();
      const mask = await maskPng(width, height, scaled(REGION, width / 512), 'alpha');
      const asked = backend.asked(env);
      const run = await click.submitModal({
        change: 'a lantern on the grass',
        mask: [{ name: 'mask.png', data: mask }],
      });
      const result = await waitForResult(run, 60_000);
      expect(titleOf(result)).toBe('✅ Image ready');
      expect(cardText(result)).toContain(`🖌️ Region varied from ${card.attachments[0]?.filename}`);
      const job = await env.app.context.jobs.get(run.id);
      expect(job?.input?.action).toEqual({ kind: 'region' });
      expect(backend.asked(env)).toBe(asked + 1);
      expect(backend.received(env, job?.taskId ?? '')).toEqual({
        prompt: expect.stringMatching(/^a lantern on the grass/),
        masked: true,
      });
      await expectMaskedResult(cardImage(result), await expected(shown, mask));
    });
  },
);

describe("Edit's form takes a mask: the WebUI's own checks, Edit this image and the refusals", {
  timeout: 90_000,
}, () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    const violations = env?.webui.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  it('"Edit this image" takes the mask too, as /imagine image: mask: does', async () => {
    env = await startSdWebuiEnv();
    await deployCommands({
      body: [editThisImage.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const photo = await sourcePng(256, 192, [30, 90, 200]);
    const line = env.discord.postMessage({
      channel: env.channel,
      user: env.user,
      content: 'my photo',
      files: [{ name: 'photo.png', data: photo, contentType: 'image/png' }],
    });
    const run = await env.discord.runMessageCommand({
      message: line,
      user: env.user,
      name: 'Edit this image',
    });
    const modal = await run.waitForModal();
    expect(modal.fields.map((f) => f.customId)).toEqual(['change', 'mask']);
    const box = { left: 64, top: 32, width: 96, height: 64 };
    const mask = await maskPng(256, 192, box, 'alpha');
    const submit = await run.submitModal({
      change: 'a lantern',
      mask: [{ name: 'mask.png', data: mask }],
    });
    const result = await waitForResult(submit, 45_000);
    expect(cardText(result)).toContain('🖌️ Region varied from photo.png');
    await expectMaskedResult(cardImage(result), await expected(photo, mask));
  });

  it('refuses privately a mask of the wrong size or not a PNG, nothing sent or charged', async () => {
    env = await startSdWebuiEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const sent = env.webui.received().length;
    const wrong = [
      {
        file: {
          name: 'mask.png',
          data: await maskPng(100, 60, { left: 10, top: 10, width: 40, height: 40 }, 'alpha'),
        },
        said: 'The mask is 100×60 pixels but the image is 512×512',
      },
      {
        file: { name: 'mask.jpg', data: await sharp(cardImage(card)).jpeg().toBuffer() },
        said: 'A mask must be a PNG whose transparent pixels mark what may change',
      },
    ];
    for (const { file, said } of wrong) {
      const { click } = await openEdit(env, card);
      const refused = await privateAnswer(
        await click.submitModal({ change: 'a lantern', mask: [file] }),
      );
      expect(refused).toContain(said);
      expect(refused).toMatch(/nothing (was )?(sent|charged)/i);
    }
    expect(env.webui.received().length).toBe(sent);
    const posted = env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted);
    expect(posted.map((m) => m.id)).toEqual([card.id]);
  });

  it('refuses a mask privately with the reason once the server moved to the image service, nothing sent', async () => {
    env = await startSdWebuiEnv({ env: { BACKENDS: 'sd-webui,image-service' } });
    const card = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 30_000);
    const { click, modal } = await openEdit(env, card);
    expect(modal.fields.map((f) => f.customId)).toEqual(['change', 'mask']);
    await env.app.context.stores.guildSettings.setBackend(env.guild.id, 'image-service');
    const sent = env.webui.received().length;
    const refused = await privateAnswer(
      await click.submitModal({
        change: 'a lantern',
        mask: [{ name: 'mask.png', data: await maskPng(512, 512, REGION, 'alpha') }],
      }),
    );
    expect(refused).toContain("This server's image backend can't change only part of an image");
    expect(refused).toContain('Nothing was sent or charged.');
    expect(env.webui.received().length).toBe(sent);
    expect(env.imageApi.stats.submissions).toBe(0);
  });
});
