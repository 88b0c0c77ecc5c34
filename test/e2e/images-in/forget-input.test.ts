import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type HordeEnv, setHordeServerKey, startHordeEnv } from '../horde/horde-kit.js';
import { eventually, waitForResult } from '../imagine/imagine-kit.js';
import {
  fieldsOf,
  findInSqliteBytes,
  openPrivacy,
  registerPrivacy,
  sqlitePath,
} from '../privacy/privacy-kit.js';
import { refusal } from '../settings/prefs-kit.js';

describe('an input image and Forget me', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('keeps the input in the store after delivery, and Forget me leaves no byte of it in the database file', async () => {
    env = await startHordeEnv();
    await registerPrivacy(env);
    const bytes = await renderImage({
      width: 320,
      height: 240,
      prompt: 'a private photo',
      seed: 3,
    });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same photo at night' },
      attachments: { image: { name: 'mine.png', data: bytes } },
    });
    await waitForResult(run, 30_000);
    await env.app.context.jobs.idle();
    const inputs = env.app.context.jobs.inputs;
    expect(await inputs?.get(run.id)).toMatchObject({ width: 320, height: 240 });
    // Two runs of the input's bytes: the store keeps them as they are (a BLOB).
    const marks = [bytes.subarray(300, 360), bytes.subarray(1_500, 1_560)];
    await env.app.stop();
    expect(findInSqliteBytes(sqlitePath(env), marks).length).toBeGreaterThan(0);
    await env.restartBot();

    const { run: panel } = await openPrivacy(env, env.user);
    const confirm = await panel.clickButton({ label: 'Forget me' });
    await confirm.waitForOriginal((m) => m.embeds[0]?.title === 'Forget everything about you?');
    const yes = await panel.clickButton({ label: 'Yes, forget me' });
    await yes.waitForOriginal((m) => m.embeds[0]?.title === 'Forgotten');
    await eventually(async () => (await env.app.context.jobs.inputs.get(run.id)) === undefined);
    await env.app.stop();
    expect(findInSqliteBytes(sqlitePath(env), marks)).toEqual([]);
  });

  it("a public edit stays the record of the member whose image it is: another member's Re-roll is refused privately (nothing sent), /privacy counts it for them alone, and their Forget me leaves no byte of the input or the thumbnail", async () => {
    env = await startHordeEnv();
    await registerPrivacy(env);
    await setHordeServerKey(env.app.context.stores, env.guild.id);
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const bytes = await renderImage({ width: 320, height: 240, prompt: 'my garden', seed: 5 });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same garden in autumn' },
      attachments: { image: { name: 'garden.png', data: bytes } },
    });
    await waitForResult(run, 30_000);
    const images = '🖼️ Images you brought in';
    const kept = '1 image, kept 24 hours after its last use (for Re-roll and Retry).';
    expect(fieldsOf((await openPrivacy(env, env.user)).panel)[images]).toBe(kept);
    expect(fieldsOf((await openPrivacy(env, bob)).panel)[images]).toBe('None.');

    const submissions = env.horde.stats.submissions;
    const reroll = await run.clickButton({ label: '🎲 Re-roll' }, { user: bob.id });
    expect(await refusal(env, reroll)).toContain(
      'This image was made from a picture another member brought, which only they can use again.',
    );
    expect(env.horde.stats.submissions).toBe(submissions);
    expect(await env.app.context.jobs.get(reroll.id)).toBeUndefined();
    // The owner's card keeps its thumbnail (base64 in their job's record): two runs of it.
    const own = (await env.app.context.jobs.get(run.id))?.target.sourceThumbnail;
    expect(typeof own).toBe('string');
    const thumbnail = String(own);
    expect(thumbnail.length).toBeGreaterThan(400);
    const thumbnailMarks = [thumbnail.slice(100, 160), thumbnail.slice(-160, -100)];
    expect(fieldsOf((await openPrivacy(env, bob)).panel)[images]).toBe('None.');
    expect(fieldsOf((await openPrivacy(env, env.user)).panel)[images]).toBe(kept);

    const { run: panel } = await openPrivacy(env, env.user);
    await (await panel.clickButton({ label: 'Forget me' })).waitForReply();
    const yes = await panel.clickButton({ label: 'Yes, forget me' });
    await yes.waitForOriginal((m) => m.embeds[0]?.title === 'Forgotten');
    const inputs = env.app.context.jobs.inputs;
    await eventually(async () => (await inputs?.get(run.id)) === undefined);
    expect(fieldsOf((await openPrivacy(env, bob)).panel)[images]).toBe('None.');
    const marks = [bytes.subarray(300, 360), bytes.subarray(1_500, 1_560)];
    await env.app.stop();
    expect(findInSqliteBytes(sqlitePath(env), [...marks, ...thumbnailMarks])).toEqual([]);
  });
});
