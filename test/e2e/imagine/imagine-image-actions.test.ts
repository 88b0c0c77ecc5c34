import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { type HordeEnv, linkHordeKey, startHordeEnv } from '../horde/horde-kit.js';
import { answerOf, forged, NOT_HERE, NOT_YOURS } from '../security/forged-kit.js';
import {
  chooseImageAction,
  digest,
  runImagine,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

const labels = (message: MessageView) => message.buttons.map((button) => button.label);

/** The labels of a card's select whose placeholder says `placeholder`. */
const selectLabels = (message: MessageView, placeholder: string) =>
  message.selects.find((s) => s.placeholder === placeholder)?.options.map((o) => o.label) ?? [];

const IMAGES_IN = 'One image: vary, upscale or edit…';
const NOT_OFFERED = "This server's image backend doesn't do that with an image.";

describe('a card offers what its backend does with an image (Vary, Upscale, Edit)', () => {
  let env: BotEnv | HordeEnv;
  afterEach(() => env?.close());

  it('on the AI Horde: Vary (subtle), Vary (strong), Upscale ×2 and ×4 and Edit under a single image, per image in a select under a set with Vary (Region)', async () => {
    env = await startHordeEnv();
    const one = await waitForResult(await runImagine(env, { prompt: 'a red fox' }), 20_000);
    expect(labels(one)).toEqual(
      expect.arrayContaining([
        '🌱 Vary (subtle)',
        '🌪️ Vary (strong)',
        '🔍 Upscale ×2',
        '🔍 Upscale ×4',
        '🖌️ Edit',
      ]),
    );
    const set = await waitForResult(
      await runImagine(env, { prompt: 'two red foxes', count: 2 }),
      20_000,
    );
    expect(selectLabels(set, IMAGES_IN)).toEqual([
      '🌱 Vary image 1 (subtle)',
      '🌪️ Vary image 1 (strong)',
      '🔍 Upscale image 1 ×2',
      '🔍 Upscale image 1 ×4',
      '🖌️ Edit image 1',
      '🖌️ Vary region of image 1',
      '🌱 Vary image 2 (subtle)',
      '🌪️ Vary image 2 (strong)',
      '🔍 Upscale image 2 ×2',
      '🔍 Upscale image 2 ×4',
      '🖌️ Edit image 2',
      '🖌️ Vary region of image 2',
    ]);
  });

  it('on the image service (it takes no image): none of them, and a forged one is refused, nothing sent', async () => {
    env = await startImagineEnv();
    const run = await runImagine(env, { prompt: 'a red fox' });
    const one = await waitForResult(run);
    expect(labels(one).join(' ')).not.toMatch(/Vary|Upscale|Edit/);
    const set = await waitForResult(await runImagine(env, { prompt: 'foxes', count: 2 }));
    expect(set.selects.map((s) => s.placeholder)).not.toContain(IMAGES_IN);
    const submissions = env.imageApi.stats.submissions;
    for (const customId of [`imagine:vary:${run.id}:subtle`, `imagine:upscale:${run.id}:2`]) {
      expect(await forged(env, { message: one.id, customId, user: env.user })).toContain(
        NOT_OFFERED,
      );
    }
    expect(env.imageApi.stats.submissions).toBe(submissions);
  });
});

describe('Vary and Edit on a card image, on the AI Horde (img2img)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it("Vary (subtle) sends the card's own image with its prompt, a new seed and the subtle strength", async () => {
    env = await startHordeEnv();
    const first = await runImagine(env, { prompt: 'a red fox', seed: 42 });
    const card = await waitForResult(first, 20_000);
    const shown = card.attachments[0];
    const run = await env.discord.clickButton({
      message: card,
      label: '🌱 Vary (subtle)',
      user: env.user,
    });
    const result = await waitForResult(run, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.gallery).toHaveLength(1);
    expect(result.thumbnails).toHaveLength(1);
    const sent = env.horde.request(await taskIdOf(env, run));
    expect(sent?.source).toMatchObject({
      digest: digest(shown?.bytes),
      processing: 'img2img',
      strength: 0.35,
    });
    expect(String(sent?.body.prompt)).toMatch(/^a red fox/);
    const params = sent?.body.params as Record<string, unknown>;
    expect(params.seed).toBeDefined();
    expect(params.seed).not.toBe('42');
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input).toEqual({ action: { kind: 'vary', strength: 'subtle' }, ref: run.id });
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('Edit asks what to change and sends it as the prompt on the image; Vary image 2 (strong) on a set sends image 2', async () => {
    env = await startHordeEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a harbour' }), 20_000);
    const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
    const modal = await click.waitForModal();
    expect(modal.title).toBe('🖌️ Edit the image');
    const edit = await click.submitModal({ change: 'the same harbour at night' });
    expect(titleOf(await waitForResult(edit, 20_000))).toBe('✅ Image ready');
    const edited = env.horde.request(await taskIdOf(env, edit));
    expect(edited?.source).toMatchObject({
      digest: digest(card.attachments[0]?.bytes),
      strength: 0.6,
    });
    expect(String(edited?.body.prompt)).toMatch(/^the same harbour at night/);

    const set = await waitForResult(await runImagine(env, { prompt: 'boats', count: 2 }), 20_000);
    const vary = await chooseImageAction(env, set, '🌪️ Vary image 2 (strong)');
    await waitForResult(vary, 20_000);
    const varied = env.horde.request(await taskIdOf(env, vary));
    expect(varied?.source).toMatchObject({
      digest: digest(set.attachments[1]?.bytes),
      strength: 0.7,
    });
    expect(varied?.source?.digest).not.toBe(digest(set.attachments[0]?.bytes));
  });

  it("Upscale ×2 sends the card's image to the Horde's alchemy and delivers it twice as large", async () => {
    env = await startHordeEnv();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 20_000);
    const shown = card.attachments[0];
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const taskId = await taskIdOf(env, run);
    expect(taskId).toMatch(/^alchemy-/);
    const alchemy = env.horde.interrogation(/^alchemy-\d+-(.+)$/.exec(taskId)?.[1] ?? '');
    expect(alchemy?.source.digest).toBe(digest(shown?.bytes));
    expect(JSON.stringify(alchemy?.body.forms)).toContain('RealESRGAN_x2plus');
    const before = imageSize(shown?.bytes ?? new Uint8Array());
    const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
    expect([made.width, made.height]).toEqual([before.width * 2, before.height * 2]);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input?.action).toEqual({ kind: 'upscale', factor: 2 });
    expect(env.horde.stats.submissions).toBe(1);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it("refuses another member's private card: its buttons, its select and Edit's form, nothing sent", async () => {
    env = await startHordeEnv();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    env.horde.addUser({ alias: 'bob', apiKey: 'bob-horde-key-0002', kudos: 1000 });
    await linkHordeKey(env, bob, 'bob-horde-key-0002', 'bob#2');
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: env.user.id },
      { visibility: 'private' },
    );
    const secret = await runImagine(env, { prompt: 'a secret garden' });
    const card = await waitForResult(secret, 20_000);
    expect(card.ephemeral).toBe(true);
    const submissions = env.horde.stats.submissions;
    const forgeries = [
      { customId: `imagine:vary:${secret.id}:subtle` },
      { customId: `imagine:upscale:${secret.id}:2` },
      { customId: `imagine:edit:${secret.id}` },
      { customId: `imagine:imagein:${secret.id}`, values: ['vary-strong:1'] },
    ];
    for (const forgery of forgeries) {
      const answer = await forged(env, { message: card.id, ...forgery, user: bob });
      expect(answer).toContain(NOT_YOURS);
      expect(answer).not.toContain('secret garden');
    }
    const form = await env.discord.submitModal({
      customId: `imagine:edited:${secret.id}`,
      values: { change: 'stolen' },
      user: bob,
      channel: env.channel,
    });
    expect(await answerOf(form)).toContain(NOT_YOURS);
    const bobs = await waitForResult(
      await runImagine(env, { prompt: 'mine' }, { user: bob }),
      20_000,
    );
    const onHisOwn = await forged(env, {
      message: bobs.id,
      customId: `imagine:vary:${secret.id}:subtle`,
      user: bob,
    });
    expect(onHisOwn).toContain(NOT_HERE);
    expect(env.horde.stats.submissions).toBe(submissions + 1);
  });
});
