import { afterEach, describe, expect, it } from 'vitest';
import { runApiKey } from '../apikey/helpers/key-env.js';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

describe('ComfyUI has no accounts', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('/balance and /apikey say ComfyUI has no balance and takes no keys, as information (no ⚠️); /imagine needs none', async () => {
    env = await startComfyEnv();
    const balance = await (
      await env.discord.runCommand({ channel: env.channel, user: env.user, name: 'balance' })
    ).waitForReply();
    expect(balance.ephemeral).toBe(true);
    expect(balance.content).toBe(
      'ComfyUI keeps no balance: it has no accounts, and generating here charges you nothing.',
    );
    for (const sub of ['link', 'generate'] as const) {
      const answer = await (await runApiKey(env, sub)).waitForReply();
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toBe(
        'ComfyUI takes no API keys: you can generate here without linking one.',
      );
    }
    const final = await waitForResult(await runImagine(env, { prompt: 'a keyless fox' }), 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(false);
  });
});

describe('a ComfyUI generation across a restart', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('finds its prompt in /history after the bot restarts and delivers it once, submitted once', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 100 } });
    const run = await runImagine(env, { prompt: 'a fox across a restart', steps: 15 });
    const taskId = await taskIdOf(env, run);
    await env.restartBot();
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments).toHaveLength(1);
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
    expect(env.comfy.stats.imagesSaved).toBe(1);
    expect(env.comfy.history(taskId)?.status.status_str).toBe('success');
    expect(env.comfy.stats.violations).toEqual([]);
  });
});

describe('ComfyUI behind a proxy that asks for a token', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('sends COMFYUI_TOKEN in COMFYUI_TOKEN_HEADER on every request and the WebSocket', async () => {
    env = await startComfyEnv({
      comfy: { stepMs: 50, auth: { token: 'proxy-token-1', header: 'X-Api-Key' } },
      env: { COMFYUI_TOKEN: 'proxy-token-1', COMFYUI_TOKEN_HEADER: 'X-Api-Key' },
    });
    const run = await runImagine(env, { prompt: 'a fox behind a proxy', steps: 10 });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
    expect(env.comfy.stats.unauthorized).toBe(0);
    expect(env.comfy.stats.wsConnections).toBeGreaterThanOrEqual(1);
    expect(env.logs.some((line) => JSON.stringify(line).includes('proxy-token-1'))).toBe(false);
  });

  it('a proxy refusing the bot’s token is the operator’s to fix, not a service that is down', async () => {
    env = await startComfyEnv({
      comfy: { auth: { token: 'proxy-token-1', header: 'X-Api-Key' } },
      env: { COMFYUI_TOKEN: 'proxy-token-0', COMFYUI_TOKEN_HEADER: 'X-Api-Key' },
    });
    const final = await waitForResult(await runImagine(env, { prompt: 'a fox' }), 20_000);
    expect(cardText(final)).toContain(
      'ComfyUI refused this request because of how the bot is set up (its model, workflow or access), so nothing was generated or charged. Only the bot’s operator can fix this: please tell them.',
    );
    expect(cardText(final)).not.toMatch(/change the prompt|Try again in a few minutes/);
    expect(env.comfy.stats.unauthorized).toBeGreaterThanOrEqual(1);
  });
});
