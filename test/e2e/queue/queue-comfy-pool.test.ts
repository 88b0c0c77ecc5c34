import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import type { MessageView, UserRef } from '../../../sandbox/discord/index.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import {
  addMember,
  eventually,
  runImagine,
  waitForPosition,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { sampleSum, scrape } from '../ops/ops-kit.js';
import { registerQueue } from './queue-kit.js';

/** How long a condition of the bot's may take to hold on a busy machine. */
const PATIENT = { timeout: 20_000, interval: 20 };

/** One sampling step on the GPUs' clock, which the test moves by hand. */
const STEP_MS = 1_000;

const described = (message: MessageView) => message.embeds.map((embed) => embed.description ?? '');

describe('/queue on three ComfyUI servers (COMFYUI_URL lists them)', { timeout: 120_000 }, () => {
  let env: ComfyEnv | undefined;
  const gpus: ComfyEmulator[] = [];
  afterEach(async () => {
    await env?.close();
    for (const gpu of gpus.splice(0)) await gpu.close();
  });

  it("shows each server busy, idle or down, a member's own place and start, a manager the counts per member, and the pool's metrics", async () => {
    let now = Date.now();
    const clock = { stepMs: STEP_MS, nodeMs: 5, previews: false, now: () => now };
    for (let i = 0; i < 3; i += 1) gpus.push(await startComfyEmulator(clock));
    const [gpu1, gpu2, gpu3] = gpus.map((gpu) => new URL(gpu.url).host);
    // The third GPU's server is not running when the bot starts.
    await gpus[2]?.kill();
    env = await startComfyEnv({
      comfy: clock,
      env: { COMFYUI_URL: gpus.map((gpu) => gpu.url).join(','), METRICS_PORT: '0' },
    });
    const started = env;
    const pool = started.app.context.backends.find('comfyui')?.backend.pool;
    await vi.waitFor(
      () => expect(pool?.servers().map((server) => server.state)).toEqual(['up', 'up', 'down']),
      PATIENT,
    );
    await registerQueue(started);
    const bob = await addMember(started, 'bob', { linked: false });
    const owner = started.discord.createUser({
      username: 'owner',
      guild: started.guild,
      permissions: ['ManageGuild'],
    });
    const runQueue = async (user: UserRef) =>
      (
        await started.discord.runCommand({ channel: started.channel, user, name: 'queue' })
      ).waitForReply();
    /** Once `running` prompts run on the live GPUs, moves their clock by a minute: they finish. */
    const aMinuteLater = async (running = 2) => {
      const live = gpus.slice(0, 2);
      const busy = () => live.filter((gpu) => gpu.queue().running !== undefined).length;
      await eventually(async () => busy() === running, 20_000);
      now += 60 * STEP_MS;
      for (const gpu of live) gpu.advance();
    };

    // Alice's three: two run, one waits; once the two are done, her third runs and the line knows its pace.
    const alice = await runImagine(started, { prompt: 'three foxes', count: 3 });
    await waitForPosition(alice, 1);
    await aMinuteLater();
    await vi.waitFor(
      async () =>
        expect((await started.app.context.jobs.get(`${alice.id}.2`))?.server).toBeDefined(),
      PATIENT,
    );
    // Bob's two: the first takes the free slot, the second waits first in the line.
    const bobs = await runImagine(started, { prompt: 'two herons', count: 2 }, { user: bob });
    await vi.waitFor(
      async () =>
        expect((await started.app.context.jobs.get(`${bobs.id}.1`))?.queuePosition).toBe(1),
      PATIENT,
    );

    const bobsList = await runQueue(bob);
    expect(bobsList.ephemeral).toBe(true);
    expect(bobsList.embeds[0]?.title).toBe('🖥️ ComfyUI: its servers and line');
    expect(described(bobsList)[0]).toMatch(
      new RegExp(
        [
          '^🟠 \\*\\*GPU 1\\*\\* · busy, 1 of 1 slot taken',
          '🟠 \\*\\*GPU 2\\*\\* · busy, 1 of 1 slot taken',
          '🔴 \\*\\*GPU 3\\*\\* · down',
          '',
          '\\*\\*1\\*\\* image waiting in the line, from every server using it\\.',
          '',
          '\\*\\*Your images\\*\\*',
          'Position \\*\\*1\\*\\* · expected to start <t:\\d+:R>',
          '1 of yours running$',
        ].join('\n'),
      ),
    );
    expect(described(bobsList)[0]).not.toContain('Per member');
    // A member reads each server by its place in the list, never its host, port or URL.
    for (const host of [gpu1, gpu2, gpu3])
      expect(described(bobsList).join('\n')).not.toContain(host);
    // The server's list numbers each waiting image by its place in the pool's line.
    expect(described(bobsList)[1]).toMatch(
      new RegExp(`\\*\\*In the queue\\*\\* \\(1\\)\\n\\*\\*1\\.\\*\\* <@${bob.id}> .*⬅️ yours`),
    );

    const ownersList = await runQueue(owner);
    expect(described(ownersList)[0]).toContain(
      [
        '**Your images**',
        'Nothing of yours is waiting here.',
        '',
        '**Per member in this server**',
        `<@${bob.id}> · 1 waiting · 1 running`,
        `<@${started.user.id}> · 0 waiting · 1 running`,
      ].join('\n'),
    );
    expect(ownersList.mentions).toEqual([]);
    expect(ownersList.allowedMentions?.parse ?? []).toEqual([]);

    // Alice's third and bob's first done: bob's second runs, the other server is idle.
    await aMinuteLater();
    await waitForResult(alice);
    await vi.waitFor(
      async () =>
        expect((await started.app.context.jobs.get(`${bobs.id}.1`))?.server).toBeDefined(),
      PATIENT,
    );
    const later = described(await runQueue(bob))[0] ?? '';
    expect(later.match(/ · busy, 1 of 1 slot taken/g)).toHaveLength(1);
    expect(later.match(/ · idle, 1 slot free/g)).toHaveLength(1);
    expect(later).toContain(
      'Nobody is waiting in the line.\n\n**Your images**\n1 of yours running',
    );

    const address = started.app.operations;
    if (!address) throw new Error('the operations server is not listening');
    const comfyui = { backend: 'comfyui' };
    // Bob's first image's end is counted once its reply is posted.
    const metrics = await vi.waitFor(async () => {
      const text = await scrape(`http://127.0.0.1:${address.port}`);
      const ended = { ...comfyui, outcome: 'completed' };
      expect(sampleSum(text, 'imagine_bot_pool_jobs_ended_total', ended)).toBe(4);
      return text;
    }, PATIENT);
    const on = (server: string | undefined) => ({ ...comfyui, server: server ?? '' });
    expect(sampleSum(metrics, 'imagine_bot_pool_server_busy_slots', comfyui)).toBe(1);
    for (const gpu of [gpu1, gpu2]) {
      expect(sampleSum(metrics, 'imagine_bot_pool_server_slots', on(gpu))).toBe(1);
      expect(sampleSum(metrics, 'imagine_bot_pool_server_up', on(gpu))).toBe(1);
      expect(
        sampleSum(metrics, 'imagine_bot_pool_server_busy_seconds_total', on(gpu)),
      ).toBeGreaterThan(0);
    }
    expect(sampleSum(metrics, 'imagine_bot_pool_server_up', on(gpu3))).toBe(0);
    expect(sampleSum(metrics, 'imagine_bot_pool_waiting_jobs', comfyui)).toBe(0);
    expect(sampleSum(metrics, 'imagine_bot_pool_jobs_started_total', comfyui)).toBe(5);
    expect(sampleSum(metrics, 'imagine_bot_line_wait_seconds_count', { load: 'light' })).toBe(5);

    await aMinuteLater(1);
    expect((await waitForResult(bobs)).attachments).toHaveLength(2);
  });
});
