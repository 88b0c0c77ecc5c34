import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import imagineCommand from '../../../commands/imagine.js';
import useAsReference from '../../../commands/use-as-reference.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { ImageClassifier } from '../../../src/safety/image-classifier.js';
import { cardText, suggestChoices, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { cardImage } from '../imagine/region-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** A shipped workflow, as an owner copies it into COMFYUI_WORKFLOWS_DIR. */
const shipped = (file: string) => JSON.parse(readFileSync(`comfyui-workflows/${file}`, 'utf8'));

type Graph = Record<
  string,
  { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } }
>;

/** The graph ComfyUI ran for the job `runId`. */
async function graphOf(env: ComfyEnv, runId: string): Promise<Graph> {
  const job = await env.app.context.jobs.get(runId);
  return env.comfy.history(job?.taskId ?? '')?.prompt[2] as Graph;
}

/** A flat picture of one colour, `width` × `height`, as a member attaches it. */
const flat = (colour: string, width = 512, height = 512) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The mean colour of `image`'s region (fractions of its size), as [r, g, b]. */
async function meanColour(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const { data } = await sharp(image)
    .extract({
      left: Math.round(region.left * width),
      top: Math.round(region.top * height),
      width: Math.round(region.width * width),
      height: Math.round(region.height * height),
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 1) sums[i % 3] = (sums[i % 3] ?? 0) + (data[i] ?? 0);
  return sums.map((sum) => sum / (data.length / 3));
}

/** A classifier that scores explicit only images mostly red (a member's "explicit" reference here). */
function redIsExplicit(): ImageClassifier {
  return {
    check: async (image) => {
      const { data } = await sharp(image).resize(4, 4).removeAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      const red = (data[0] ?? 0) > 200 && (data[1] ?? 0) < 60 && (data[2] ?? 0) < 60;
      const scores = red
        ? { drawing: 0, hentai: 0.5, neutral: 0, porn: 0.5, sexy: 0 }
        : { drawing: 0, hentai: 0, neutral: 1, porn: 0, sexy: 0 };
      return { checked: true, scores, cpuMs: 1 };
    },
    close: async () => {},
  };
}

describe('reference images on ComfyUI: /imagine reference:, the shipped Qwen-Image-Edit-2509 and Flux.1 Kontext dev workflows', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(async () => {
    const violations = env?.comfy.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  /** Runs `/imagine` with `attachments` and `options`. */
  const imagine = (
    options: Record<string, string | number>,
    attachments: Record<string, { name: string; data: Buffer }>,
  ) =>
    env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options,
      attachments: Object.fromEntries(
        Object.entries(attachments).map(([option, file]) => [
          option,
          { ...file, contentType: 'image/png' },
        ]),
      ),
    });

  /** The private refusal of `run`, nothing queued on the GPU. */
  async function refusal(run: Awaited<ReturnType<typeof imagine>>): Promise<string> {
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(env.comfy.stats.queued).toBe(0);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual([]);
    return notice.content;
  }

  it('Qwen-Image-Edit-2509 follows two references beside the image: image2 and image3, seen in the result and on the card', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'qwen-image-edit-2509': shipped('families/qwen-image-edit-2509.json'),
      },
    });
    const run = await imagine(
      { prompt: 'put the red cat and the green lamp in the blue room' },
      {
        image: { name: 'room.png', data: await flat('#2040c0', 768, 512) },
        reference: { name: 'cat.png', data: await flat('#e02020') },
        reference2: { name: 'lamp.png', data: await flat('#20c020') },
      },
    );
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('✏️ Edited with words from room.png · 🖼️ with 2 references');
    const graph = await graphOf(env, run.id);
    const encoders = Object.values(graph).filter(
      (node) => node.class_type === 'TextEncodeQwenImageEditPlus',
    );
    expect(encoders).toHaveLength(2);
    const loaded = (link: unknown) => graph[(link as [string, number])[0]]?.inputs.image;
    for (const encoder of encoders) {
      expect(loaded(encoder.inputs.image2)).toMatch(/^imagine-bot\/.+\.png \[temp\]$/);
      expect(loaded(encoder.inputs.image3)).toMatch(/^imagine-bot\/.+\.png \[temp\]$/);
      expect(loaded(encoder.inputs.image2)).not.toBe(loaded(encoder.inputs.image3));
    }
    expect(env.comfy.stats.uploads).toBe(3);
    // The job records how many references it carries: what a pool's servers are asked they take.
    expect((await env.app.context.jobs.get(run.id))?.input?.references).toBe(2);
    // The room is kept, washed by the words; each reference shows as an inset at the bottom right.
    const edited = cardImage(result);
    const [room, lamp, cat] = await Promise.all([
      meanColour(edited, { left: 0.05, top: 0.05, width: 0.3, height: 0.3 }),
      meanColour(edited, { left: 0.52, top: 0.8, width: 0.2, height: 0.15 }),
      meanColour(edited, { left: 0.77, top: 0.8, width: 0.2, height: 0.15 }),
    ]);
    expect(room[2]).toBeGreaterThan(room[0] as number);
    expect(cat[0]).toBeGreaterThan(180);
    expect(lamp[1]).toBeGreaterThan(150);
    // The card's thumbnail shows the image and its references side by side.
    expect(result.thumbnails).toHaveLength(1);
    const strip = await sharp(result.thumbnails[0]?.attachment?.bytes).metadata();
    expect(strip.width).toBeGreaterThan((strip.height ?? 0) * 2.5);
  });

  it('Kontext takes a reference through a chained ReferenceLatent; without image: the first reference is the one changed; unused reference nodes are taken out', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
      },
    });
    const run = await imagine(
      { prompt: 'the same cat wearing this hat' },
      {
        reference: { name: 'cat.png', data: await flat('#e0a020') },
        reference2: { name: 'hat.png', data: await flat('#8020c0') },
      },
    );
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('✏️ Edited with words from cat.png · 🖼️ with 1 reference');
    const graph = await graphOf(env, run.id);
    const references = Object.values(graph).filter((node) => node.class_type === 'ReferenceLatent');
    expect(references).toHaveLength(2);
    expect(Object.values(graph).filter((node) => node.class_type === 'LoadImage')).toHaveLength(2);

    const plain = await imagine(
      { prompt: 'make it night' },
      { image: { name: 'a.png', data: await flat('#808080') } },
    );
    expect(titleOf(await waitForResult(plain, 60_000))).toBe('✅ Image ready');
    const alone = await graphOf(env, plain.id);
    expect(Object.values(alone).filter((node) => node.class_type === 'LoadImage')).toHaveLength(1);
    expect(Object.values(alone).some((node) => node._meta?.title === 'reference 1')).toBe(false);
    // The reference's ReferenceLatent stays without its (optional) latent: it passes its
    // conditioning on unchanged, as ComfyUI's own node does.
    const latents = Object.values(alone)
      .filter((node) => node.class_type === 'ReferenceLatent')
      .map((node) => 'latent' in node.inputs);
    expect(latents.sort()).toEqual([false, true]);
  });

  it('refuses privately, before anything is sent or charged: more references than the workflow takes, with a mask, too large, explicit', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
      },
      app: { imageClassifier: redIsExplicit() },
      env: { IMAGE_INPUT_MAX_BYTES: '100000' },
    });
    const grey = await flat('#808080');
    const many = await imagine(
      { prompt: 'a party' },
      {
        image: { name: 'room.png', data: grey },
        reference: { name: 'a.png', data: grey },
        reference2: { name: 'b.png', data: grey },
      },
    );
    expect(await refusal(many)).toBe(
      "⚠️ This server's image backend takes at most 1 reference beside the image: leave some out. Nothing was sent and nothing was charged.",
    );
    const masked = await imagine(
      { prompt: 'a party' },
      {
        image: { name: 'room.png', data: grey },
        mask: { name: 'mask.png', data: grey },
        reference: { name: 'a.png', data: grey },
      },
    );
    expect(await refusal(masked)).toBe(
      '⚠️ References and a mask cannot be used together: leave out the mask, or the references. Nothing was sent and nothing was charged.',
    );
    const big = await imagine(
      { prompt: 'a party' },
      {
        image: { name: 'room.png', data: grey },
        reference: { name: 'noise.png', data: Buffer.alloc(200_000, 7) },
      },
    );
    expect(await refusal(big)).toMatch(
      /^⚠️ Reference 1: The image is .+; the most the bot takes is .+\. Nothing was sent and nothing was charged\.$/,
    );
    const explicit = await imagine(
      { prompt: 'a party' },
      {
        image: { name: 'room.png', data: grey },
        reference: { name: 'red.png', data: await flat('#ff0000') },
      },
    );
    expect(await refusal(explicit)).toBe(
      '⚠️ Reference 1: The image looks explicit, and explicit images are kept out of channels that are not age-restricted: use it in an age-restricted channel. Nothing was sent and nothing was charged.',
    );
    expect(env.comfy.stats.uploads).toBe(0);
  });

  it("Apps › Use as reference on a public card: another member's words follow it, changing their own photo; without a photo, the card's image is the one changed", async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'qwen-image-edit-2509': shipped('families/qwen-image-edit-2509.json'),
      },
    });
    const card = await waitForResult(
      await env.discord.runCommand({
        channel: env.channel,
        user: env.user,
        name: 'imagine',
        options: { prompt: 'a red cat' },
      }),
      30_000,
    );
    await deployCommands({
      body: [imagineCommand.data, useAsReference.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const run = await env.discord.runMessageCommand({
      message: card,
      user: bob,
      name: 'Use as reference',
    });
    const modal = await run.waitForModal();
    expect(modal.title).toBe('🖼️ Use as reference');
    expect(modal.fields.map((f) => f.customId)).toEqual(['prompt', 'image']);
    const submit = await run.submitModal({
      prompt: 'put this cat on my sofa',
      image: [{ name: 'sofa.png', data: await flat('#2040c0', 768, 512) }],
    });
    const result = await waitForResult(submit, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('✏️ Edited with words from sofa.png · 🖼️ with 1 reference');
    const graph = await graphOf(env, submit.id);
    const [encoder] = Object.values(graph).filter(
      (node) => node.class_type === 'TextEncodeQwenImageEditPlus',
    );
    expect(encoder?.inputs.prompt).toBe('put this cat on my sofa');
    expect(encoder?.inputs.image2).toBeDefined();
    expect(encoder?.inputs.image3).toBeUndefined();
    const job = await env.app.context.jobs.get(submit.id);
    expect(job?.userId).toBe(bob.id);
    expect(await env.app.context.jobs.inputs.referenceCount(job?.input?.ref ?? '')).toBe(1);

    const alone = await env.discord.runMessageCommand({
      message: card,
      user: bob,
      name: 'Use as reference',
    });
    await alone.waitForModal();
    const again = await alone.submitModal({ prompt: 'the same cat asleep' });
    const made = await waitForResult(again, 60_000);
    expect(cardText(made)).toContain(`✏️ Edited with words from ${card.attachments[0]?.filename}`);
    expect(cardText(made)).not.toContain('reference');
  });

  it('names an edit workflow in workflow: beside an image, autocomplete saying what each does; without an image it is refused', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'sd15-img2img': shipped('sd15-img2img.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
        'qwen-image-edit-2509': shipped('families/qwen-image-edit-2509.json'),
      },
    });
    expect(await suggestChoices(env, '', 'workflow')).toEqual([
      { name: 'sd15', value: 'sd15' },
      {
        name: 'flux1-kontext-dev-edit · edits your image: with words, takes 1 reference',
        value: 'flux1-kontext-dev-edit',
      },
      {
        name: 'qwen-image-edit-2509 · edits your image: with words, takes 2 references',
        value: 'qwen-image-edit-2509',
      },
      { name: 'sd15-img2img · edits your image: at a strength', value: 'sd15-img2img' },
    ]);
    expect((await suggestChoices(env, 'qwen', 'workflow')).map(({ value }) => value)).toEqual([
      'qwen-image-edit-2509',
    ]);

    // Kontext is the default edit (the first edit model by name); Qwen-Image-Edit when named.
    const qwen = await imagine(
      { prompt: 'make it night', workflow: 'qwen-image-edit-2509' },
      { image: { name: 'room.png', data: await flat('#808080') } },
    );
    const qwenCard = await waitForResult(qwen, 60_000);
    expect(cardText(qwenCard)).toContain('✏️ Edited with words from room.png');
    const qwenGraph = await graphOf(env, qwen.id);
    expect(
      Object.values(qwenGraph).some((n) => n.class_type === 'TextEncodeQwenImageEditPlus'),
    ).toBe(true);

    // The image-to-image workflow named runs at the strength typed, and the card says so.
    const img2img = await imagine(
      { prompt: 'a room at night', workflow: 'sd15-img2img', strength: 0.35 },
      { image: { name: 'room.png', data: await flat('#808080') } },
    );
    const img2imgCard = await waitForResult(img2img, 60_000);
    expect(cardText(img2imgCard)).toContain('✏️ Edited from room.png (image to image)');
    const sampler = Object.values(await graphOf(env, img2img.id)).find(
      (n) => n.class_type === 'KSampler',
    );
    expect(sampler?.inputs.denoise).toBe(0.35);

    // Kontext named with two references takes one: refused privately, naming its limit.
    const queued = env.comfy.stats.queued;
    const tooMany = await imagine(
      { prompt: 'put them in the room', workflow: 'flux1-kontext-dev-edit' },
      {
        image: { name: 'room.png', data: await flat('#808080') },
        reference: { name: 'a.png', data: await flat('#c02020') },
        reference2: { name: 'b.png', data: await flat('#2020c0') },
      },
    );
    const { ephemeral } = await tooMany.waitForAck();
    const said = ephemeral ? await tooMany.waitForReply() : await tooMany.waitForFollowUp();
    expect(said.content).toContain('takes at most 1 reference beside the image');
    const alone = await imagine({ prompt: 'make it night', workflow: 'qwen-image-edit-2509' }, {});
    const { ephemeral: aloneEphemeral } = await alone.waitForAck();
    const aloneSaid = aloneEphemeral ? await alone.waitForReply() : await alone.waitForFollowUp();
    expect(aloneSaid.content).toBe(
      '⚠️ The workflow qwen-image-edit-2509 changes an image: attach one with image:, or pick another workflow. Nothing was sent and nothing was charged.',
    );
    expect(env.comfy.stats.queued).toBe(queued);
  });

  it('where no workflow edits by words, reference: is refused privately', async () => {
    env = await startComfyEnv({
      workflows: { sd15: shipped('sd15.json'), 'sd15-img2img': shipped('sd15-img2img.json') },
    });
    const run = await imagine(
      { prompt: 'a party' },
      {
        image: { name: 'room.png', data: await flat('#808080') },
        reference: { name: 'a.png', data: await flat('#404040') },
      },
    );
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.content).toBe(
      "⚠️ This server's image backend cannot follow reference images: run the command without reference. Nothing was sent and nothing was charged.",
    );
    expect(env.comfy.stats.queued).toBe(0);

    await deployCommands({
      body: [imagineCommand.data, useAsReference.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const post = env.discord.postMessage({
      channel: env.channel,
      user: env.user,
      content: 'my cat',
      files: [{ name: 'cat.png', data: await flat('#c04020'), contentType: 'image/png' }],
    });
    const menu = await env.discord.runMessageCommand({
      message: post,
      user: env.user,
      name: 'Use as reference',
    });
    expect((await menu.waitForReply()).content).toBe(
      "⚠️ This server's image backend cannot follow reference images. Nothing was sent and nothing was charged.",
    );
    expect(env.comfy.stats.queued).toBe(0);
  });
});
