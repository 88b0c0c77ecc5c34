import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { jobsOf } from '../helpers/pool-line.js';
import { addMember, cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { registerQueue } from '../queue/queue-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

describe('a ComfyUI server of a pool that answers 500 to every POST /prompt', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('is taken out after its failures in a row: every image it refused goes to the healthy server first, nothing said charged, each member counted what was made', async () => {
    env = await startComfyEnv({ more: [{}] });
    const [failing, healthy] = env.servers as [ComfyEmulator, ComfyEmulator];
    // ComfyUI's handler raised before the prompt was queued: aiohttp's own 500 text answer.
    failing.setFaults({ routes: ['prompt_post'], serverErrorRate: 1 });
    await registerQueue(env);
    const bob = await addMember(env, 'bob');

    const alice = await runImagine(env, { prompt: 'three foxes', count: 3 });
    const bobs = await runImagine(env, { prompt: 'three herons', count: 3 }, { user: bob });
    const cards = await Promise.all([alice, bobs].map((run) => waitForResult(run, 60_000)));

    for (const card of cards) {
      expect(titleOf(card)).toBe('✅ 3 images ready');
      expect(cardText(card)).not.toMatch(/charged/i);
    }
    // A run's images are its jobs `<id>`, `<id>.1` and `<id>.2`.
    const ids = [alice, bobs].flatMap(({ id }: InteractionRun) => [id, `${id}.1`, `${id}.2`]);
    const jobs = await jobsOf(env, ids);
    expect(jobs.map((job) => job?.server)).toEqual(ids.map(() => idOf(healthy)));
    expect(healthy.stats.requests.prompt_post).toBe(6);
    expect(failing.stats.queued).toBe(0);
    // Taken out after its third refusal in a row: no fourth image was sent there.
    expect(failing.stats.requests.prompt_post).toBe(3);
    expect(env.logs.some((line) => String(line.msg).includes(`${idOf(failing)} failed`))).toBe(
      true,
    );

    const queue = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'queue' })
    ).waitForReply();
    const shown = queue.embeds.map((embed) => embed.description ?? '').join('\n');
    expect(shown).toContain('🔴 **GPU 1** · down');
    expect(shown).not.toContain(idOf(failing));
    const used = (user: string) => env.app.context.stores.usage.used(env.guild.id, user);
    expect(await used(env.user.id)).toBe(3);
    expect(await used(bob.id)).toBe(3);
    for (const server of env.servers) expect(server.stats.violations).toEqual([]);
  });

  it('keeps the last server up when every server fails: its images end saying nothing was charged, counted nothing', async () => {
    env = await startComfyEnv({ more: [{}] });
    for (const server of env.servers)
      server.setFaults({ routes: ['prompt_post'], serverErrorRate: 1 });
    const ended = await waitForResult(await runImagine(env, { prompt: 'foxes', count: 3 }), 30_000);
    expect(ended.attachments).toHaveLength(0);
    expect(cardText(ended)).toContain('Nothing was charged.');
    const pool = env.app.context.backends.find('comfyui')?.backend.pool;
    expect(
      pool
        ?.servers()
        .map(({ state }) => state)
        .sort(),
    ).toEqual(['down', 'up']);
    // The first taken out after its third failure in a row; the last one up ends each image.
    const sent = env.servers.map((server) => server.stats.requests.prompt_post);
    expect(Math.min(...sent)).toBe(3);
    expect(Math.max(...sent)).toBeGreaterThanOrEqual(3);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
  });

  it('says a submission a proxy in front lost (502) may have reached ComfyUI, and that ComfyUI charges nothing', async () => {
    env = await startComfyEnv();
    env.comfy.setFaults({ routes: ['prompt_post'], serverErrorRate: 1, serverErrorStatus: 502 });
    const ended = await waitForResult(await runImagine(env, { prompt: 'a fox' }), 30_000);
    expect(titleOf(ended)).not.toBe('✅ Image ready');
    expect(cardText(ended)).toContain(
      'This generation may have reached ComfyUI, but its answer was lost. ComfyUI keeps no accounts, so nothing was charged.',
    );
    expect(cardText(ended)).not.toContain('been charged');
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
  });
});
