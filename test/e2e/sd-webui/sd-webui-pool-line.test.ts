import { afterEach, describe, expect, it } from 'vitest';
import type { SdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { jobIdsOf, jobsOf, mostHeld, sentInOrder } from '../helpers/pool-line.js';
import {
  addMember,
  cardText,
  eventually,
  runImagine,
  suggestChoices,
  titleOf,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

const SD15 = { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' };
const SDXL = 'sd_xl_base_1.0';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: SdWebuiEmulator) => new URL(server.url).host;

describe('the WebUI on two GPU servers behind the fair line', { timeout: 120_000 }, () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  it("starts a light member's image before a flood's later ones, both servers busy, each given only its one slot", async () => {
    let now = Date.now();
    const clock = { now: () => now, stepMs: 1_000 };
    env = await startSdWebuiEnv({
      webui: clock,
      more: [clock],
      env: { MAX_ACTIVE_PER_MEMBER: '8' },
    });
    const [one, two] = env.servers as [SdWebuiEmulator, SdWebuiEmulator];
    const bob = await addMember(env, 'bob');
    const floods = [
      await runImagine(env, { prompt: 'a fox', count: 4, steps: 2 }),
      await runImagine(env, { prompt: 'a fox', count: 4, steps: 2 }),
    ];
    const alice = floods.flatMap((run) => jobIdsOf(run, 4));
    await eventually(async () => one.queue().running && two.queue().running, 20_000);
    const light = await runImagine(env, { prompt: 'a heron', steps: 2 }, { user: bob });
    await waitForPosition(light, 1);
    expect(one.queue().pending).toEqual([]);
    expect(two.queue().pending).toEqual([]);

    const all = [...alice, light.id];
    await eventually(
      async () => {
        now += 1_500;
        const jobs = await jobsOf(env, all);
        return jobs.every((job) => job.state === 'completed') && jobs;
      },
      90_000,
      50,
    );
    const order = sentInOrder(await jobsOf(env, all));
    expect(order).toHaveLength(9);
    expect(order.indexOf(light.id)).toBeLessThanOrEqual(3);
    for (const run of [...floods, light]) expect(titleOf(await waitForResult(run))).toMatch(/✅/);
    for (const server of env.servers) {
      expect(mostHeld(server.stats.gpu)).toEqual({ waiting: 0, running: 1 });
      expect(server.stats.gpu.jobs).toBeGreaterThanOrEqual(3);
      expect(server.stats.violations).toEqual([]);
    }
    const servers = new Set((await jobsOf(env, all)).map((job) => job.server));
    expect(servers).toEqual(new Set([idOf(one), idOf(two)]));
  });

  it('sends a model one server has only there, offers it, and refuses privately one no server has, nothing sent or charged', async () => {
    env = await startSdWebuiEnv({ webui: { checkpoints: [SD15] }, more: [{}] });
    const [lacking, having] = env.servers as [SdWebuiEmulator, SdWebuiEmulator];
    const offered = (await suggestChoices(env, '', 'model')).map(({ value }) => value);
    expect(offered).toEqual(expect.arrayContaining([SD15.name, SDXL]));

    const runs = [];
    for (let at = 0; at < 3; at += 1) {
      runs.push(await runImagine(env, { prompt: 'owl', model: SDXL, steps: 1 }));
    }
    for (const run of runs)
      expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    const jobs = await jobsOf(
      env,
      runs.map(({ id }) => id),
    );
    expect(jobs.map((job) => job.server)).toEqual(Array(3).fill(idOf(having)));
    expect(lacking.received()).toEqual([]);

    const refused = await runImagine(env, { prompt: 'owl', model: 'anything-v5' });
    const { ephemeral } = await refused.waitForAck();
    const notice = ephemeral ? await refused.waitForReply() : await refused.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(/^⚠️/);
    expect(await env.app.context.jobs.get(refused.id)).toBeUndefined();
    expect(having.received()).toHaveLength(3);
    expect(lacking.received()).toEqual([]);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(3);

    // The only server with SDXL dies. The next image sent there finds it (a refused connection:
    // nothing sent, nothing counted); from then on SDXL is no longer offered, and asked for all
    // the same it is refused privately.
    await having.kill();
    const found = await waitForResult(
      await runImagine(env, { prompt: 'owl', model: SDXL, steps: 1 }),
      20_000,
    );
    expect(cardText(found)).toContain('Nothing was charged.');
    await eventually(async () => {
      const now = (await suggestChoices(env, '', 'model')).map(({ value }) => value);
      return !now.includes(SDXL) && now.includes(SD15.name);
    }, 20_000);
    const gone = await runImagine(env, { prompt: 'owl', model: SDXL });
    const ack = await gone.waitForAck();
    const said = ack.ephemeral ? await gone.waitForReply() : await gone.waitForFollowUp();
    expect(said.ephemeral).toBe(true);
    expect(said.content).toMatch(/^⚠️/);
    expect(await env.app.context.jobs.get(gone.id)).toBeUndefined();
    expect(lacking.received()).toEqual([]);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(3);
  });
});
