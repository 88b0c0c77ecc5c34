import { afterEach, describe, expect, it } from 'vitest';
import { GENERATION_IDS } from '../../../src/imagine/render/generation-buttons.js';
import {
  cardText,
  runImagine,
  smallPrint,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type HordeEnv, startHordeEnv } from './horde-kit.js';

describe("the Horde's anonymous key (HORDE_ALLOW_ANONYMOUS)", () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('generates as Anonymous for a member without a key where the operator allows it', async () => {
    env = await startHordeEnv({ linked: false, env: { HORDE_ALLOW_ANONYMOUS: 'true' } });
    const run = await runImagine(env, { prompt: 'a lighthouse for anyone' });
    const taskId = await taskIdOf(env, run);
    const ended = await waitForResult(run, 20_000);
    expect(titleOf(ended)).toBe('✅ Image ready');
    expect(cardText(ended)).not.toMatch(/failed/i);
    expect(env.horde.request(taskId)?.username).toMatch(/^Anonymous#/);
    const details = await (
      await env.discord.clickButton({
        message: ended,
        customId: ended.buttons.find((b) =>
          b.customId?.startsWith(`${GENERATION_IDS.details.route}:`),
        )?.customId as string,
        user: env.user,
      })
    ).waitForReply();
    expect(JSON.stringify(details.embeds)).toContain(
      '**Paid with** the anonymous key (lowest priority)',
    );
    expect(smallPrint(ended)).toContain('**Key** anonymous (lowest priority)');
    expect(env.horde.stats.violations).toEqual([]);
  });

  it('asks for a key as before where the operator does not allow it (the default)', async () => {
    env = await startHordeEnv({ linked: false });
    const refused = await (
      await runImagine(env, { prompt: 'a lighthouse for anyone' })
    ).waitForReply();
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(
      'You have no API key linked and this server has no server key',
    );
    expect(env.horde.stats.submissions).toBe(0);
  });
});
