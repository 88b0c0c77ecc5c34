import { afterEach, describe, expect, it } from 'vitest';
import type { ComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { eventually, runImagine } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The pool's id of an emulator: its host and port. */
const idOf = (server: ComfyEmulator) => new URL(server.url).host;

describe("the owner's log when a ComfyUI server of a pool dies under an image", {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('says once, as a warning, that it went down, and once, as info, that it is back; the rest is debug', async () => {
    env = await startComfyEnv({
      comfy: { stepMs: 60_000 },
      more: [{ stepMs: 60_000 }],
      env: { COMFYUI_DOWN_AFTER_MS: '1000' },
    });
    const [one] = env.servers as [ComfyEmulator, ComfyEmulator];
    const run = await runImagine(env, { prompt: 'a fox', steps: 2 });
    await eventually(
      async () => one.queue().running || (env.servers[1]?.queue().running ?? false),
      20_000,
    );
    const dying = one.queue().running ? one : (env.servers[1] as ComfyEmulator);
    const other = dying === one ? (env.servers[1] as ComfyEmulator) : one;
    const from = env.logs.length;
    await dying.kill();
    // The image goes to the other server; the dead one is asked until it answers again.
    await eventually(async () => (await env.app.context.jobs.get(run.id))?.server === idOf(other));
    await eventually(async () => other.queue().running, 20_000);
    await dying.restart();
    const back = `${idOf(dying)} answers again`;
    await eventually(async () => env.logs.some((line) => String(line.msg).includes(back)), 30_000);
    const since = env.logs.slice(from);
    const at = (level: string) =>
      since.filter((line) => line.level === level).map((line) => line.msg);
    expect(at('warn')).toEqual([expect.stringContaining(`${idOf(dying)} stopped answering`)]);
    expect(at('info').filter((msg) => String(msg).includes(idOf(dying)))).toEqual([
      expect.stringContaining(back),
    ]);
    expect(at('error')).toEqual([]);
  });
});
