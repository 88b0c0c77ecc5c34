import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import show from '../../../commands/show.js';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { imageWithMetadata } from '../../../src/safety/image-metadata.js';
import { type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import {
  cardText,
  digest,
  eventually,
  fieldsOf,
  runImagine,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type OpenAiEnv, startOpenAiEnv } from '../openai-images/openai-kit.js';

/** What a member would not want posted: where the photo was taken, in a PNG text chunk. */
const SECRET = 'taken at 51.5072N 0.1276W by alice';

/** A 640×480 PNG carrying {@link SECRET} in its metadata, as a member might attach it. */
const photo = async () =>
  imageWithMetadata(
    await renderImage({ width: 640, height: 480, prompt: 'a photo of a harbour', seed: 7 }),
    'png',
    'parameters',
    () => SECRET,
  );

/** `/imagine image:` as alice in #general. */
const imagineWithImage = async (env: HordeEnv, prompt: string): Promise<InteractionRun> =>
  env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options: { prompt },
    attachments: { image: { name: 'harbour.png', data: await photo() } },
  });

/** The card's one thumbnail: its alt text, and its file read as an image. */
function thumbnailOf(card: MessageView) {
  expect(card.thumbnails).toHaveLength(1);
  const [thumbnail] = card.thumbnails;
  const bytes = thumbnail?.attachment?.bytes ?? Buffer.alloc(0);
  return { alt: thumbnail?.description, bytes, size: imageSize(bytes) };
}

/** Every file of the channel's public messages, by name. */
const publicFiles = (env: HordeEnv) =>
  env.discord
    .messages(env.channel)
    .filter((m) => !m.ephemeral && !m.deleted)
    .flatMap((m) => m.attachments.map((a) => a.filename));

describe("the card's source: a small thumbnail of the input beside where the result came from", () => {
  let env: HordeEnv | OpenAiEnv | undefined;
  afterEach(() => env?.close());

  it('on the Horde: an edit shows the input as a fresh 128 px WebP without its metadata; a plain card none; an upscale its source, size and no seed', async () => {
    const horde = await startHordeEnv();
    env = horde;
    const editRun = await imagineWithImage(horde, 'the harbour under snow');
    const edit = await waitForResult(editRun, 30_000);
    expect(titleOf(edit)).toBe('✅ Image ready');
    expect(cardText(edit)).toContain('✏️ Edited from harbour.png');
    const thumbnail = thumbnailOf(edit);
    expect(thumbnail.alt).toBe('✏️ Edited from harbour.png (image to image)');
    expect(thumbnail.size).toMatchObject({ type: 'webp', width: 128, height: 96 });
    expect(thumbnail.bytes.includes(SECRET)).toBe(false);
    expect(edit.attachments.map((a) => a.filename)).toEqual([
      `imagine-${editRun.id}.webp`,
      `imagine-source-${editRun.id}.webp`,
    ]);
    expect(edit.gallery).toHaveLength(1);

    const plain = await waitForResult(await runImagine(horde, { prompt: 'a red fox', seed: 42 }));
    expect(plain.thumbnails).toEqual([]);
    expect(plain.attachments).toHaveLength(1);
    expect(fieldsOf(plain)).toMatchObject({ Seed: '42' });

    const run = await horde.discord.clickButton({
      message: plain,
      label: '🔍 Upscale ×2',
      user: horde.user,
    });
    const upscaled = await waitForResult(run, 30_000);
    const from = `🔍 Upscaled ×2 from ${plain.attachments[0]?.filename}`;
    expect(cardText(upscaled)).toContain(from);
    const shown = thumbnailOf(upscaled);
    expect(shown.alt).toBe(from);
    expect(shown.size).toMatchObject({ type: 'webp' });
    expect(Math.max(shown.size.width ?? 0, shown.size.height ?? 0)).toBe(128);
    const fields = fieldsOf(upscaled);
    expect(
      Object.keys(fields).filter((name) => ['Seed', 'Steps', 'Workflow'].includes(name)),
    ).toEqual([]);
    const made = imageSize(upscaled.attachments[0]?.bytes ?? new Uint8Array());
    expect(fields.Size).toBe(`${made.width}×${made.height}`);
    expect(upscaled.gallery[0]?.description).toBe(`a red fox (${from})`);
    const answer = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(answer.embeds[0]?.description).toContain(from);
    expect(answer.embeds[0]?.fields?.map((f) => f.name)).not.toContain('Seed');
  }, 90_000);

  it('on the Horde: a final shown after a restart, once the input itself is gone (its retention passed), still shows the thumbnail', async () => {
    const horde = await startHordeEnv({ horde: { timeScale: 1, jobDurationMs: [1_500, 1_500] } });
    env = horde;
    const run = await imagineWithImage(horde, 'the harbour in fog');
    await eventually(async () => (await horde.app.context.jobs.get(run.id))?.taskId);
    await horde.restartBot();
    await horde.app.context.jobs.inputs.delete(run.id);
    expect(await horde.app.context.jobs.inputs.get(run.id)).toBeUndefined();
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(thumbnailOf(final).alt).toBe('✏️ Edited from harbour.png (image to image)');
  }, 60_000);

  it('on the Horde: a private edit and its Vary show the thumbnail to their member only; /show and Post in channel carry none', async () => {
    const horde = await startHordeEnv();
    env = horde;
    await deployCommands({
      body: [imagine.data, show.data],
      token: horde.discord.token,
      apiUrl: `${horde.discord.url}/api`,
      applicationId: horde.discord.applicationId,
      guildId: horde.guild.id,
    });
    await horde.app.context.stores.defaults.update(
      { kind: 'member', userId: horde.user.id },
      { visibility: 'private' },
    );
    const editRun = await imagineWithImage(horde, 'the harbour at night');
    const edit = await waitForResult(editRun, 30_000);
    expect(edit.ephemeral).toBe(true);
    expect(thumbnailOf(edit).alt).toBe('✏️ Edited from harbour.png (image to image)');
    const vary = await horde.discord.clickButton({
      message: edit,
      label: '🌱 Vary (subtle)',
      user: horde.user,
    });
    const varied = await waitForResult(vary, 30_000);
    expect(varied.ephemeral).toBe(true);
    expect(thumbnailOf(varied).alt).toBe(
      `🔀 Varied (subtle) from ${edit.attachments[0]?.filename}`,
    );
    expect(publicFiles(horde)).toEqual([]);

    await horde.app.context.jobs.idle();
    const shown = await horde.discord.runCommand({
      channel: horde.channel,
      user: horde.user,
      name: 'show',
      options: { task: editRun.id },
    });
    const privately = await shown.waitForReply();
    expect(privately.attachments).toHaveLength(1);
    expect(digest(privately.attachments[0]?.bytes)).toBe(digest(edit.attachments[0]?.bytes));
    const post = await shown.clickButton({ label: 'Post in channel' });
    const posted = await post.waitForReply();
    expect(posted.ephemeral).toBe(false);
    expect(posted.attachments).toHaveLength(1);
    expect(digest(posted.attachments[0]?.bytes)).toBe(digest(edit.attachments[0]?.bytes));
    expect(publicFiles(horde).some((name) => name.includes('source'))).toBe(false);
  }, 90_000);

  it('on an OpenAI-compatible provider: Vary shows the card image it came from; the plain card shows none', async () => {
    const openai = await startOpenAiEnv();
    env = openai;
    const card = await waitForResult(await runImagine(openai, { prompt: 'a red fox' }), 30_000);
    expect(card.thumbnails).toEqual([]);
    const run = await openai.discord.clickButton({
      message: card,
      label: '🌪️ Vary (strong)',
      user: openai.user,
    });
    const varied = await waitForResult(run, 30_000);
    const thumbnail = thumbnailOf(varied);
    expect(thumbnail.alt).toBe(`🔀 Varied (strong) from ${card.attachments[0]?.filename}`);
    expect(thumbnail.size).toMatchObject({ type: 'webp', width: 128, height: 128 });
    expect(varied.attachments).toHaveLength(2);
  }, 60_000);
});
