import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { NO_COMFY_FAULTS } from '../../../sandbox/comfyui/index.js';
import { COMFY_ROUTES } from '../../../sandbox/comfyui/spec/comfyui-spec.js';
import type { MessageSnapshot } from '../../../sandbox/discord/index.js';
import {
  cardText,
  eventually,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { botListening, type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** Every HTTP route: the faults that refuse them leave the WebSocket's upgrade alone. */
const HTTP_ROUTES = COMFY_ROUTES.filter((route) => route !== 'ws');

describe("ComfyUI's WebSocket dropped while a prompt ends", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('reads the prompt from /history once the socket is back, though the events of its end were lost', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 250 } });
    const run = await runImagine(env, { prompt: 'a fox across a network blip', steps: 30 });
    const taskId = await taskIdOf(env, run);
    // Its progress reaches the bot's socket.
    await expect
      .poll(() => env.comfy.stats.wsMessages.get('progress') ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    // The network blips: sockets cut, nothing answers, and the prompt ends meanwhile.
    env.comfy.setFaults({ dropRate: 1 });
    env.comfy.dropConnections();
    await expect.poll(() => env.comfy.history(taskId), { timeout: 15_000 }).toBeDefined();
    const messages = env.comfy.stats.wsMessages.get('execution_success') ?? 0;
    // The socket comes back first; then HTTP.
    env.comfy.setFaults({ routes: HTTP_ROUTES });
    await expect.poll(() => env.comfy.clientIds().length, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    env.comfy.setFaults(NO_COMFY_FAULTS);
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(env.comfy.stats.wsMessages.get('execution_success') ?? 0).toBe(messages);
    expect(env.comfy.stats.faults.drop).toBeGreaterThanOrEqual(1);
    expect(env.comfy.stats.violations).toEqual([]);
  }, 90_000);
});

describe("ComfyUI's WebSocket left open but no longer told anything", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('reads a prompt whose socket went quiet from /history within seconds', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 100 } });
    const run = await runImagine(env, { prompt: 'a fox on a quiet socket', steps: 30 });
    await run.waitForOriginal((m) => /\d+\s?%/.test(cardText(m)), { timeout: 15_000 });
    // Another socket with the bot's client id takes it over and closes: server.py then drops the
    // id, and the bot's socket stays open with nothing more sent to it.
    const [botId] = env.comfy.clientIds();
    const other = new WebSocket(env.comfy.wsUrl(String(botId)));
    await new Promise((resolve) => other.once('open', resolve));
    other.close();
    await expect.poll(() => env.comfy.clientIds()).toEqual([]);
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(env.comfy.stats.wsConnections).toBe(2);
    expect(env.comfy.stats.violations).toEqual([]);
  }, 90_000);
});

/** The percentage a card version shows, or -1 when it shows none. */
const percentOf = (version: MessageSnapshot) =>
  Math.max(-1, ...[...cardText(version).matchAll(/(\d+)\s?%/g)].map((m) => Number(m[1])));

describe('a ComfyUI generation across a restart of the bot', () => {
  let env: ComfyEnv;
  let now: number;
  afterEach(() => env?.close());

  /** Moves the emulator's clock by `ms` and plays what fell due. */
  const advance = (ms: number) => {
    now += ms;
    env.comfy.advance();
  };

  it("keeps showing its progress: the restarted bot's socket has the client id the prompt was queued with", async () => {
    now = Date.now();
    env = await startComfyEnv({ comfy: { stepMs: 1_000, nodeMs: 5, now: () => now } });
    const run = await runImagine(env, { prompt: 'a fox across a restart', steps: 20 });
    const taskId = await taskIdOf(env, run);
    await eventually(async () => env.comfy.queue().running === taskId, 20_000);
    await botListening(env);
    advance(3_500);
    await run.waitForOriginal((m) => percentOf(m) > 0, { timeout: 15_000 });
    const before = Math.max(...(run.original()?.history ?? []).map(percentOf));
    const submittedBy = env.comfy.clientIds();
    await env.restartBot();
    // The restarted bot reads its job's status again and connects its socket.
    await expect
      .poll(() => env.comfy.stats.wsConnections === 2 && env.comfy.clientIds().length, {
        timeout: 20_000,
      })
      .toBe(1);
    advance(2_000);
    const later = await run.waitForOriginal((m) => percentOf(m) > before, { timeout: 15_000 });
    expect(titleOf(later)).toBe('🎨 Generating');
    expect(env.comfy.clientIds()).toEqual(submittedBy);
    advance(60_000);
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
  }, 90_000);
});
