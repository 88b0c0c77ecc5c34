import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { jobIdsOf, jobsOf } from '../helpers/pool-line.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { registerQueue } from '../queue/queue-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** How long a condition of the bot's may take to hold on a busy machine. */
const PATIENT = { timeout: 20_000, interval: 50 };

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

describe('a ComfyUI server of a pool that dies while idle', { timeout: 90_000 }, () => {
  let env: ComfyEnv | undefined;
  afterEach(() => env?.close());

  it('is found down by its probe before any job is sent there: /queue shows it down, the log says so once, and images run on the other server', async () => {
    env = await startComfyEnv({
      comfy: { stepMs: 10, nodeMs: 5, previews: false },
      more: [{ stepMs: 10, nodeMs: 5, previews: false }],
      // Half of it: each server nothing has heard from for 0.5 s is asked.
      env: { COMFYUI_DOWN_AFTER_MS: '1000' },
    });
    const started = env;
    const [one, two] = started.servers as [ComfyEmulator, ComfyEmulator];
    const pool = started.app.context.backends.find('comfyui')?.backend.pool;
    await vi.waitFor(
      () => expect(pool?.servers().map(({ state }) => state)).toEqual(['up', 'up']),
      PATIENT,
    );

    await two.kill();
    await vi.waitFor(
      () => expect(pool?.servers().map(({ state }) => state)).toEqual(['up', 'down']),
      PATIENT,
    );
    const said = started.logs.filter((line) => String(line.msg).includes('stopped answering'));
    expect(said.map((line) => line.msg)).toEqual([
      expect.stringContaining(`ComfyUI at ${idOf(two)} stopped answering`),
    ]);

    await registerQueue(started);
    const list = await (
      await started.discord.runCommand({
        channel: started.channel,
        user: started.user,
        name: 'queue',
      })
    ).waitForReply();
    const text = list.embeds.map((embed) => embed.description ?? '').join('\n');
    expect(text).toContain('🔴 **GPU 2** · down');
    expect(text).toContain('🟢 **GPU 1** · idle');
    for (const server of [one, two]) expect(text).not.toContain(idOf(server));

    const run = await runImagine(started, { prompt: 'a lighthouse', count: 2 });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ 2 images ready');
    const servers = (await jobsOf(started, jobIdsOf(run, 2))).map((job) => job.server);
    expect(servers).toEqual([idOf(one), idOf(one)]);
    expect(one.stats.queued).toBe(2);
    expect(two.stats.queued).toBe(0);
  });
});
