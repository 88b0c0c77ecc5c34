import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { remixFromDetails } from '../imagine/remix-kit.js';
import { type ComfyEnv, NAMED_WORKFLOWS, ranWorkflow, startComfyEnv } from './comfy-kit.js';

describe('/imagine workflow: on ComfyUI', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  const suggest = async (typed: string) => {
    const run = await env.discord.autocomplete({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'x', workflow: typed },
      focused: 'workflow',
    });
    return (await run.waitForChoices()).map((choice) => choice.value);
  };

  it('offers the registered workflows, runs the one chosen, the first by name when none is', async () => {
    env = await startComfyEnv({ workflows: NAMED_WORKFLOWS });
    expect(await suggest('')).toEqual(['landscape', 'portrait']);
    expect(await suggest('PORT')).toEqual(['portrait']);
    expect(await suggest('anime')).toEqual([]);

    const chosen = await runImagine(env, { prompt: 'a tall fox', workflow: 'portrait' });
    const final = await waitForResult(chosen, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(await ranWorkflow(env, chosen)).toBe('portrait');

    const plain = await runImagine(env, { prompt: 'a wide fox' });
    expect(titleOf(await waitForResult(plain, 20_000))).toBe('✅ Image ready');
    expect(await ranWorkflow(env, plain)).toBe('landscape');
    expect(env.comfy.stats.requests.prompt_post).toBe(2);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('refuses a workflow it does not register, naming those it does; nothing is sent', async () => {
    env = await startComfyEnv({ workflows: NAMED_WORKFLOWS });
    const run = await runImagine(env, { prompt: 'a fox', workflow: 'anime' });
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ `workflow` must be one of landscape, portrait (got "anime"). Change it and run /imagine again; nothing was sent and nothing was charged.',
    );
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
  });

  it('offers the registered workflows on the Remix panel, the one used picked, and runs the one picked', async () => {
    env = await startComfyEnv({ workflows: NAMED_WORKFLOWS });
    const run = await runImagine(env, { prompt: 'a fox', workflow: 'portrait' });
    await waitForResult(run, 20_000);
    const panel = await remixFromDetails(env, run);
    expect(panel.offered().workflow).toEqual(['landscape', 'portrait']);
    expect(panel.picked().workflow).toBe('Workflow: portrait');
    await panel.pick('workflow', ['landscape']);
    const again = await panel.generate();
    expect(titleOf(await waitForResult(again, 20_000))).toBe('✅ Image ready');
    expect(await ranWorkflow(env, again)).toBe('landscape');
  });
});
