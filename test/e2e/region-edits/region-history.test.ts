import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../commands/history.js';
import imagine from '../../../commands/imagine.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { cellsMask } from '../../../src/region-edits/cell-mask.js';
import {
  deployHistoryCommands,
  entriesOf,
  historyOf,
  openHistory,
} from '../history/history-kit.js';
import { ALICE_HORDE_KEY, type HordeEnv, setHordeServerKey } from '../horde/horde-kit.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import {
  cardImage,
  imagineCard,
  pressAndWait,
  startRegionEnv,
  varyRegion,
} from '../imagine/region-kit.js';
import { expectMaskedResult, regionExpected } from '../imagine/region-pixels.js';
import { refusal } from '../settings/prefs-kit.js';

const LIMIT_REFUSAL = /^⚠️ You used all 3 generations this server's key allows you today\./;

/** The Horde's dry-run price of a 512×512 image: from words, or inpainting `source` with a mask. */
async function dryRunPrice(env: HordeEnv, source?: Buffer): Promise<number> {
  const mask = source && (await cellsMask(['A1'], { width: 512, height: 512 }));
  const answer = await fetch(`${env.horde.url}/api/v2/generate/async`, {
    method: 'POST',
    headers: { apikey: ALICE_HORDE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      prompt: 'a lighthouse',
      params: { n: 1, width: 512, height: 512, ...(source && { denoising_strength: 1 }) },
      ...(source && {
        models: ['stable_diffusion_inpainting'],
        source_image: source.toString('base64'),
        source_processing: 'inpainting',
        source_mask: mask?.toString('base64'),
      }),
      dry_run: true,
    }),
  });
  const said = (await answer.json()) as { kudos?: number };
  if (said.kudos === undefined)
    throw new Error(`dry run: ${answer.status} ${JSON.stringify(said)}`);
  return said.kudos;
}

describe('region edits count as edits: /history, the daily limit, the kudos budget (AI Horde)', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('limit 3: an image, its Vary (Region), its Zoom out 2×; Pan is refused privately, nothing sent; /history lists both edits by name', async () => {
    env = await startRegionEnv.horde({ linked: false });
    await setHordeServerKey(env.app.context.stores, env.guild.id);
    await deployCommands({
      body: [imagine.data, history.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    await env.app.context.stores.guildSettings.setDailyLimit(env.guild.id, 3);
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    const { run } = await varyRegion(env, card, ['A1', 'B1']);
    expect(titleOf(await waitForResult(run, 60_000))).toBe('✅ Image ready');
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    await env.app.context.jobs.idle();
    const { usage } = env.app.context.stores;
    expect(await usage.used(env.guild.id, env.user.id)).toBe(3);

    const submissions = env.horde.stats.submissions;
    const pan = await env.discord.clickButton({
      message: card,
      label: '⬅️ Pan left',
      user: env.user,
    });
    expect(await refusal(env, pan)).toMatch(LIMIT_REFUSAL);
    expect(env.horde.stats.submissions).toBe(submissions);
    expect(await usage.used(env.guild.id, env.user.id)).toBe(3);

    await historyOf(env, env.user, 3);
    const page = await (await openHistory(env)).waitForReply();
    expect(entriesOf(page).map((entry) => entry.value.split('\n')[0])).toEqual([
      '🔍 zoom out · a lighthouse',
      '🖌️ vary (region) · a lighthouse',
      'a lighthouse',
    ]);
  }, 150_000);

  it('/show of a Vary (Region) of a 1536×1024 card fetches it again as the card showed it: the card’s size, its kept pixels', async () => {
    env = await startRegionEnv.horde();
    await deployHistoryCommands(env);
    const made = await imagineCard(env, 'a lighthouse', { width: 1536, height: 1024 });
    const { run } = await varyRegion(env, made.card, ['B2', 'C2']);
    expect(titleOf(await waitForResult(run, 90_000))).toBe('✅ Image ready');
    const show = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'show',
      options: { task: run.id },
    });
    const shown = await show.waitForReply();
    expect(shown.attachments).toHaveLength(1);
    const again = Buffer.from(shown.attachments[0]?.bytes ?? []);
    await expectMaskedResult(again, await regionExpected(made.image, ['B2', 'C2']));
    expect(env.horde.stats.violations).toEqual([]);
  }, 150_000);

  it("Vary region is priced by the Horde's estimate of the inpainting itself, mask and all, before a kudos budget admits it; nothing queued", async () => {
    env = await startRegionEnv.horde({ linked: false });
    await setHordeServerKey(env.app.context.stores, env.guild.id);
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    await env.app.context.jobs.idle();
    // The Horde allows a key 2 generate/async a second (the card's, the dry runs' below).
    await sleep(1_100);
    const painting = await dryRunPrice(env, cardImage(card));
    const plain = await dryRunPrice(env);
    expect(painting).toBeGreaterThan(plain);
    const daily = painting - 1;
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'credits', daily });
    await sleep(1_100);
    const submissions = env.horde.stats.submissions;

    const { run } = await varyRegion(env, card, ['C2', 'C3']);
    const refused = (
      await run.waitFor(
        (r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral),
        { timeout: 30_000 },
      )
    ).content;
    expect(refused).toMatch(
      /^⚠️ This image would cost about (\d+) kudos by the image backend’s estimate, over this server’s daily budget/,
    );
    expect(Number(/about (\d+) kudos/.exec(refused)?.[1])).toBe(painting);
    expect(env.horde.stats.submissions).toBe(submissions);
    expect(env.horde.stats.violations).toEqual([]);
  }, 120_000);
});
