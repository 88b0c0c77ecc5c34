import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { explicitImageClassifier } from '../helpers/shared-classifier.js';
import { entriesOf, openHistory } from '../history/history-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from '../horde/horde-kit.js';
import { cardText, eventually, titleOf, waitForResult } from '../imagine/imagine-kit.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 640×480 PNG, as a member would attach it. */
const photo = () =>
  renderImage({ width: 640, height: 480, prompt: 'a photo of a harbour', seed: 7 });

/** Runs `/imagine` with `image:` attached (and the other options) as alice in `channel`. */
async function imagineWithImage(
  env: HordeEnv,
  options: Record<string, string | number>,
  image: { name: string; data: Buffer; contentType?: string },
  channel = env.channel,
): Promise<InteractionRun> {
  return env.discord.runCommand({
    channel,
    user: env.user,
    name: 'imagine',
    options,
    attachments: { image },
  });
}

/** The private refusal of `run`; nothing was sent to the Horde, charged, or posted. */
async function refusal(env: HordeEnv, run: InteractionRun): Promise<string> {
  const { ephemeral } = await run.waitForAck();
  const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
  expect(notice.ephemeral).toBe(true);
  expect(env.horde.stats.submissions).toBe(0);
  expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBe(ALICE_KUDOS);
  expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual([]);
  expect(await env.app.context.jobs.activeCount(env.user.id)).toBe(0);
  return notice.content;
}

describe('/imagine image: on the AI Horde (img2img)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('sends a phone photo upright, as Discord shows it, and without its EXIF (camera, GPS position)', async () => {
    env = await startHordeEnv();
    const taken = await sharp(await photo())
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
      })
      .toBuffer();
    const run = await imagineWithImage(
      env,
      { prompt: 'the same harbour at night' },
      { name: 'IMG_0001.jpg', data: taken, contentType: 'image/jpeg' },
    );
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(run.id);
    const sent = env.horde.request(job?.taskId ?? '');
    expect(sent?.source).toMatchObject({ width: 480, height: 640 });
    const source = Buffer.from(String(sent?.body.source_image), 'base64');
    const header = await sharp(source).metadata();
    expect(header).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(header.exif).toBeUndefined();
    expect(header.orientation).toBeUndefined();
    expect(source.includes('PhoneCo')).toBe(false);
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('sends the attached image as source_image with img2img and the strength, and delivers the edit', async () => {
    env = await startHordeEnv();
    const bytes = await photo();
    const run = await imagineWithImage(
      env,
      { prompt: 'the same harbour under snow', strength: 0.45 },
      { name: 'harbour.png', data: bytes },
    );
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.gallery).toHaveLength(1);
    expect(final.thumbnails).toHaveLength(1);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input).toEqual({ action: { kind: 'edit', strength: 0.45 }, ref: run.id });
    const sent = env.horde.request(job?.taskId ?? '');
    expect(sent?.source).toMatchObject({
      digest: sha256(bytes),
      width: 640,
      height: 480,
      processing: 'img2img',
      strength: 0.45,
    });
    expect(sent?.body).toMatchObject({ source_processing: 'img2img' });
    expect(env.horde.stats.violations).toEqual([]);
    env.discord.expireAttachmentUrls();
    const reroll = await run.clickButton({ label: '🎲 Re-roll' });
    const again = await waitForResult(reroll, 30_000);
    expect(titleOf(again)).toBe('✅ Image ready');
    expect(cardText(again)).toContain('✏️ Edited from harbour.png');
    const rerolled = await env.app.context.jobs.get(reroll.id);
    expect(rerolled?.input).toEqual({ action: { kind: 'edit', strength: 0.45 }, ref: run.id });
    expect(env.horde.request(rerolled?.taskId ?? '')?.source).toMatchObject({
      digest: sha256(bytes),
      strength: 0.45,
    });
    expect(env.discord.attachmentFetches()).toBe(1);
    expect(
      env.logs.some((line) => JSON.stringify(line).includes(bytes.toString('base64').slice(0, 64))),
    ).toBe(false);
  });

  it('says where the result came from on the card, in /history and in the moderation log, counted as a generation', async () => {
    env = await startHordeEnv();
    const log = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await env.app.context.stores.policy.setLogChannel(env.guild.id, { id: log.id, setBy: 'm' });
    const run = await imagineWithImage(
      env,
      { prompt: 'the harbour in spring' },
      { name: 'harbour_v2.png', data: await photo() },
    );
    const progress = await run.waitForOriginal((m) => cardText(m).includes('Edited from'));
    expect(cardText(progress)).toContain('✏️ Edited from harbour\\_v2.png');
    const final = await waitForResult(run, 30_000);
    expect(cardText(final)).toContain('✏️ Edited from harbour\\_v2.png');
    await env.app.context.jobs.idle();
    const [entry] = await env.app.context.stores.history.list(env.user.id);
    expect(entry).toMatchObject({ action: 'edit', prompt: 'the harbour in spring' });
    const history = (await openHistory(env)).original();
    expect(history && entriesOf(history)[0]?.value).toMatch(/^✏️ edit · the harbour in spring\n/);
    const line = await eventually(async () =>
      env.discord.messages(log).find((m) => m.content.includes('the harbour in spring')),
    );
    expect(line.content).toMatch(/“the harbour in spring” · .* · own key · done · ✏️ edit · /);
    expect(env.horde.kudosOf(ALICE_HORDE_KEY)).toBeLessThan(ALICE_KUDOS);
  });

  it('takes the backend default strength when none is given, and refuses a strength outside its range', async () => {
    env = await startHordeEnv();
    const run = await imagineWithImage(
      env,
      { prompt: 'a harbour at dusk' },
      { name: 'h.png', data: await photo() },
    );
    await waitForResult(run, 30_000);
    const job = await env.app.context.jobs.get(run.id);
    expect(env.horde.request(job?.taskId ?? '')?.source?.strength).toBe(0.6);
    const before = env.horde.stats.submissions;
    const tooLow = await imagineWithImage(
      env,
      { prompt: 'x', strength: 0 },
      { name: 'h.png', data: await photo() },
    );
    const { ephemeral } = await tooLow.waitForAck();
    expect(ephemeral).toBe(true);
    expect((await tooLow.waitForReply()).content).toMatch(/`strength`/);
    expect(env.horde.stats.submissions).toBe(before);
  });

  it('refuses privately, charging nothing: a file over the cap, a file that is no image, an animated image, strength without an image', async () => {
    env = await startHordeEnv({ env: { IMAGE_INPUT_MAX_BYTES: '4096' } });
    const big = await imagineWithImage(
      env,
      { prompt: 'snow' },
      { name: 'big.png', data: await photo() },
    );
    expect(await refusal(env, big)).toMatch(
      /^⚠️ The image is .+; the most the bot takes is 4 KB\. Nothing was sent and nothing was charged\.$/,
    );
    const text = await imagineWithImage(
      env,
      { prompt: 'snow' },
      { name: 'notes.png', data: Buffer.from('just words, no picture') },
    );
    expect(await refusal(env, text)).toContain('That file is not an image the bot reads');
    const alone = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'snow', strength: 0.5 },
    });
    expect(await refusal(env, alone)).toContain('strength applies only to an image');
  });

  it('refuses an explicit input outside age-restricted channels, told to the moderation log as an edit without the image, and takes it in one', async () => {
    env = await startHordeEnv({ app: { imageClassifier: explicitImageClassifier() } });
    const log = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await env.app.context.stores.policy.setLogChannel(env.guild.id, { id: log.id, setBy: 'm' });
    const run = await imagineWithImage(
      env,
      { prompt: 'snow on the quay' },
      { name: 'x.png', data: await photo() },
    );
    expect(await refusal(env, run)).toContain(
      'The image looks explicit, and explicit images are kept out of channels that are not age-restricted',
    );
    const line = await eventually(async () =>
      env.discord.messages(log).find((m) => m.content.includes('snow on the quay')),
    );
    expect(line.content).toBe(
      `🙈 <@${env.user.id}>: an image brought in was refused in <#${env.channel.id}> (score 100%, threshold 50%): “snow on the quay” · ✏️ edit`,
    );
    expect(line.attachments).toEqual([]);
    expect(line.embeds).toEqual([]);
    expect(line.mentions).toEqual([]);
    const adults = env.discord.createChannel({ guild: env.guild, name: 'adults', nsfw: true });
    const allowed = await imagineWithImage(
      env,
      { prompt: 'snow' },
      { name: 'x.png', data: await photo() },
      adults,
    );
    expect(titleOf(await waitForResult(allowed, 30_000))).toBe('✅ Image ready');
    expect(env.horde.stats.submissions).toBe(1);
  });

  it('after a restart, sends a waiting edit from the stored bytes (its CDN URL expired) and delivers it once', async () => {
    env = await startHordeEnv({
      env: { GUILD_MAX_ACTIVE_JOBS: '1' },
      horde: { timeScale: 1, jobDurationMs: [1_500, 1_500] },
    });
    const first = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'a lighthouse' },
    });
    await eventually(async () => (await env.app.context.jobs.get(first.id))?.taskId);
    const bytes = await photo();
    const edit = await imagineWithImage(
      env,
      { prompt: 'the harbour in fog' },
      { name: 'h.png', data: bytes },
    );
    await eventually(async () => (await env.app.context.jobs.get(edit.id))?.state === 'waiting');
    expect(env.discord.attachmentFetches()).toBe(1);
    await env.restartBot();
    env.discord.expireAttachmentUrls();
    const ended = await waitForResult(edit, 30_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(edit.id);
    expect(env.horde.request(job?.taskId ?? '')?.source?.digest).toBe(sha256(bytes));
    expect(env.horde.stats.submissions).toBe(2);
    expect(env.discord.attachmentFetches()).toBe(1);
    const finals = env.discord
      .messages(env.channel)
      .filter((m) => m.interactionId === edit.id || m.id === ended.id);
    expect(finals).toHaveLength(1);
  });
});
