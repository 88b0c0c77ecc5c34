import { afterEach, describe, expect, it } from 'vitest';
import describeCommand from '../../../commands/describe.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type SdWebuiEnv, startSdWebuiEnv } from './sd-webui-kit.js';

/** `/describe` deployed in the env's guild, then run on a 640×480 picture as alice. */
async function runDescribe(env: SdWebuiEnv) {
  await deployCommands({
    body: [describeCommand.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  const data = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
  const run = await env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'describe',
    attachments: { image: { name: 'harbour.png', data, contentType: 'image/png' } },
  });
  return run.waitForOriginal((m) => !m.loading, { timeout: 30_000 });
}

describe('the WebUI family as each server names its jobs and describes', () => {
  let env: SdWebuiEnv;
  afterEach(() => env?.close());

  for (const [name, webui] of [
    ['A1111 --nowebui', { nowebui: true }],
    ['SD.Next', { fork: 'sdnext' }],
  ] as const) {
    it(`${name}: Stop waiting says the job may still be made (the server names no job) and sends no /interrupt that could stop another's`, async () => {
      env = await startSdWebuiEnv({ webui: { stepMs: 200, ...webui } });
      const run = await runImagine(env, { prompt: 'a fox', steps: 40 });
      await expect.poll(() => env.webui.queue().running, { timeout: 10_000 }).toBeDefined();
      await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
        timeout: 10_000,
      });
      const notice = await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
      expect(notice.content).toContain('may still make it');
      expect(notice.content).toContain('Nothing was charged');
      expect(notice.content).not.toContain('asked');
      expect(titleOf(await waitForResult(run, 10_000))).toBe('⏹️ Stopped waiting');
      expect(env.webui.stats.requests.interrupt).toBe(0);
      expect(env.webui.stats.violations).toEqual([]);
    });
  }

  it('SD.Next: /describe through its /sdapi/v1/caption (it has no interrogate)', async () => {
    env = await startSdWebuiEnv({ webui: { fork: 'sdnext' } });
    const answer = await runDescribe(env);
    expect(answer.content).toContain('a wide picture of a checkerboard pattern, digital art');
    expect(env.webui.stats.requests.caption).toBe(1);
    expect(env.webui.stats.violations).toEqual([]);
  });
});
