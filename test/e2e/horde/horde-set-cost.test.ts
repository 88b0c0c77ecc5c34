import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOf, runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_HORDE_KEY, ALICE_KUDOS, type HordeEnv, startHordeEnv } from './horde-kit.js';

/** A `count:` set is one request per image at the Horde: it costs all of them together. */
describe('what a Horde set cost', () => {
  let env: HordeEnv;
  afterEach(() => env?.close());

  it('shows the sum of its requests on the card and in Details', async () => {
    env = await startHordeEnv();
    const run = await runImagine(env, { prompt: 'three foxes', count: 3, seed: 7 });
    const final = await waitForResult(run, 30_000);
    expect(final.attachments).toHaveLength(3);
    expect(env.horde.stats.submissions).toBe(3);
    // Each request of the same parameters costs the same; the Horde reports it rounded.
    const each = Math.round((ALICE_KUDOS - env.horde.kudosOf(ALICE_HORDE_KEY)) / 3);
    expect(each).toBeGreaterThan(0);
    expect(fieldsOf(final).Cost).toBe(`${3 * each} kudos`);
    const details = await (await run.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(fieldsOf(details).Cost).toBe(`${3 * each} kudos`);
  }, 60_000);
});
