import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOf, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  limitsText,
  openPolicy,
  refusal,
  workflowsSelect,
} from '../settings/prefs-kit.js';
import { type HordeEnv, setHordeServerKey, startHordeEnv } from './horde-kit.js';

describe('the server key’s limits on the AI Horde', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  /** The Horde with alice's key as the server key, and `limits` set in `/policy`. */
  const withServerKey = async (
    limits: Parameters<HordeEnv['app']['context']['stores']['policy']['setLimits']>[1],
  ) => {
    env = await startHordeEnv({ linked: false });
    const { stores } = env.app.context;
    await setHordeServerKey(stores, env.guild.id);
    await stores.policy.setLimits(env.guild.id, limits);
  };

  it('holds the Horde’s own 30 steps against a cap of 25 when none are asked for, before anything is sent', async () => {
    await withServerKey({ maxSteps: 25 });
    const refused = await refusal(env, await runImagine(env, { prompt: 'a red fox' }));
    expect(refused).toContain('at most 25 steps; this generation asks for 30.');
    expect(env.horde.stats.submissions).toBe(0);
    const fields = fieldsOf(
      await waitForResult(await runImagine(env, { prompt: 'a fox', steps: 20 }), 20_000),
    );
    expect(fields).toMatchObject({ Steps: '20' });
    expect(env.horde.stats.submissions).toBe(1);
  });

  it('does not refuse a generation for a workflow the Horde does not take', async () => {
    await withServerKey({ workflows: ['anime'] });
    const final = await waitForResult(await runImagine(env, { prompt: 'a grey fox' }), 20_000);
    expect(fieldsOf(final)).toMatchObject({ Size: '512×512' });
    expect(env.horde.stats.submissions).toBe(1);
  });
  it('shows /policy without a workflows limit, which the Horde does not take', async () => {
    env = await startHordeEnv();
    const opened = (await openPolicy(env, createManager(env))).original();
    if (!opened) throw new Error('no panel');
    expect(workflowsSelect(opened)).toBeUndefined();
    expect(limitsText(opened)).not.toContain('Workflows');
    expect(limitsText(opened)).toContain('Most steps');
  });
});
