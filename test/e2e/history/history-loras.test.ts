import { afterEach, describe, expect, it } from 'vitest';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from '../sd-webui/sd-webui-kit.js';
import { deployHistoryCommands, entriesOf, historyOf, openHistory } from './history-kit.js';

describe("/history and /show name a generation's LoRAs", () => {
  let env: SdWebuiEnv;
  afterEach(async () => {
    await env?.close();
  });

  it('by the names members read, at their weights, never a file of the operator', async () => {
    env = await startSdWebuiEnv();
    await deployHistoryCommands(env);
    const run = await runImagine(env, {
      prompt: 'a red fox',
      lora: 'add_detail:0.5',
      lora2: 'pixel-art-xl-v1.1',
    });
    await waitForResult(run, 20_000);
    await historyOf(env, env.user, 1);
    const page = (await openHistory(env)).original();
    if (!page) throw new Error('no history page');
    const [entry] = entriesOf(page);
    expect(entry?.value).toContain('LoRAs: add\\_detail ×0.5, pixel-art-xl ×1');

    const shown = await (
      await env.discord.runCommand({
        channel: env.channel,
        user: env.user,
        name: 'show',
        options: { task: run.id },
      })
    ).waitForReply({ timeout: 15_000 });
    const fields = Object.fromEntries(
      (shown.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]),
    );
    expect(fields.LoRAs).toBe('add\\_detail ×0.5, pixel-art-xl ×1');
    expect(JSON.stringify([page, shown])).not.toMatch(/models\/Lora|pixel-art-xl-v1\.1/);
  }, 60_000);
});
