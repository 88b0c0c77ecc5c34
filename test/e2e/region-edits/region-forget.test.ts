import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { maskPng, sourcePng } from '../../sandbox/mask-pictures.js';
import type { HordeEnv } from '../horde/horde-kit.js';
import { eventually, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { startRegionEnv, varyRegion } from '../imagine/region-kit.js';
import {
  findInSqliteBytes,
  openPrivacy,
  registerPrivacy,
  sqlitePath,
} from '../privacy/privacy-kit.js';

/** Two runs of 40 bytes of `bytes`, from a third and two thirds of the way in. */
const marksOf = (bytes: Buffer): Buffer[] =>
  [1 / 3, 2 / 3].map((at) => {
    const start = Math.floor(bytes.length * at);
    return bytes.subarray(start, start + 40);
  });

describe('a masked edit and Forget me', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('keeps the mask with the input while it may be used again; Forget me leaves no byte of either in the database file', async () => {
    env = await startRegionEnv.horde();
    await registerPrivacy(env);
    const photo = await sourcePng(256, 192, [120, 60, 20]);
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'a window in the wall' },
      attachments: {
        image: { name: 'wall.png', data: photo },
        mask: {
          name: 'mask.png',
          data: await maskPng(256, 192, { left: 96, top: 32, width: 64, height: 96 }, 'alpha'),
        },
      },
    });
    expect(titleOf(await waitForResult(run, 60_000))).toBe('✅ Image ready');
    await env.app.context.jobs.idle();
    const { inputs } = env.app.context.jobs;
    const image = await inputs?.get(run.id);
    const mask = await inputs?.mask(run.id);
    expect(image).toMatchObject({ width: 256, height: 192 });
    expect(mask).toMatchObject({ type: 'image/png', width: 256, height: 192 });
    const imageMarks = marksOf(image?.bytes as Buffer);
    const maskMarks = marksOf(mask?.bytes as Buffer);
    await env.app.stop();
    const file = sqlitePath(env);
    expect(findInSqliteBytes(file, maskMarks).length).toBeGreaterThan(0);
    expect(findInSqliteBytes(file, imageMarks).length).toBeGreaterThan(0);
    await env.restartBot();

    const { run: panel } = await openPrivacy(env, env.user);
    await (await panel.clickButton({ label: 'Forget me' })).waitForReply();
    const yes = await panel.clickButton({ label: 'Yes, forget me' });
    await yes.waitForOriginal((m) => m.embeds[0]?.title === 'Forgotten');
    await eventually(async () => (await env.app.context.jobs.inputs?.get(run.id)) === undefined);
    expect(await env.app.context.jobs.inputs?.mask(run.id)).toBeUndefined();
    await env.app.stop();
    expect(findInSqliteBytes(file, [...maskMarks, ...imageMarks])).toEqual([]);
  }, 120_000);

  it("Vary (Region) through the picker keeps the card's image once, the mask beside it; other cells after it get their own", async () => {
    env = await startRegionEnv.horde();
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const { picker, run } = await varyRegion(env, card, ['A1', 'B1']);
    expect(titleOf(await waitForResult(run, 60_000))).toBe('✅ Image ready');
    const { jobs } = env.app.context;
    const ref = (await jobs.get(run.id))?.input?.ref ?? '';
    expect(ref).not.toBe(run.id);
    expect(await jobs.inputs.get(run.id)).toBeUndefined();
    expect(await jobs.inputs.mask(ref)).toMatchObject({ width: 512, height: 512 });
    const stored = () => {
      const db = new DatabaseSync(sqlitePath(env), { readOnly: true });
      const keys = db
        .prepare("SELECT DISTINCT key FROM blob_parts WHERE key LIKE 'job-inputs:%'")
        .all()
        .map((row) => String(row.key).split(':').slice(1, 3).join(':'));
      db.close();
      return keys.sort();
    };
    expect(stored()).toEqual([`${ref}:${env.user.id}`, `${ref}:mask`].sort());
    const other = await env.discord.selectMenu({
      message: picker,
      customId: picker.selects[0]?.customId ?? '',
      values: ['D4'],
      user: env.user,
    });
    await other.waitForAck();
    const again = await env.discord.clickButton({
      message: picker,
      label: '🖌️ Vary region',
      user: env.user,
    });
    expect(titleOf(await waitForResult(again, 60_000))).toBe('✅ Image ready');
    expect((await jobs.get(again.id))?.input?.ref).toBe(again.id);
    expect(await jobs.inputs.mask(ref)).toMatchObject({ width: 512, height: 512 });
    expect(stored()).toHaveLength(4);
  }, 120_000);
});
