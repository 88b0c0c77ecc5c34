import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rawEntry, writeRaw } from '../../store/store-test-kit.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  linkKey,
  runImagine,
  setServerKey,
  startImagineEnv,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { refusal } from '../settings/prefs-kit.js';

/** A sealed key as the store keeps it: its ciphertext beside its masked form. */
type Sealed = { readonly ciphertext: string };

/** `sealed` with one character of its ciphertext changed (AES-GCM's tag then fails). */
function altered(sealed: Sealed): Sealed {
  const { ciphertext } = sealed;
  const changed = ciphertext.at(-2) === 'A' ? 'B' : 'A';
  return { ...sealed, ciphertext: `${ciphertext.slice(0, -2)}${changed}${ciphertext.slice(-1)}` };
}

describe('a member key the bot can no longer decrypt (its ciphertext altered, or the secret changed)', () => {
  let env: BotEnv;
  afterEach(() => env?.close());

  it('refuses /imagine privately, saying to link it again, with nothing sent or charged; a new link works', async () => {
    env = await startImagineEnv();
    const file = join(env.dataDir, 'bot.sqlite');
    const row = `api-keys:${env.user.id}`;
    const stored = (await rawEntry<{ key: Sealed }>(file, row))?.value;
    if (!stored) throw new Error(`no row ${row}`);
    await writeRaw(file, row, { ...stored, key: altered(stored.key) });

    const refused = await refusal(env, await runImagine(env, { prompt: 'a locked fox' }));
    expect(refused).toContain('A stored key could not be decrypted; link it again with');
    expect(refused).not.toMatch(/sk-|Error|at .*\.js/);
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);

    await linkKey(env, env.user);
    const again = await waitForResult(await runImagine(env, { prompt: 'an open fox' }));
    expect(titleOf(again)).toBe('✅ Image ready');
  });
  it('refuses /imagine on a server key it can no longer decrypt, privately, saying a manager must set it again', async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id);
    const file = join(env.dataDir, 'bot.sqlite');
    const row = `guild-settings:${env.guild.id}`;
    const stored = (await rawEntry<{ serverKey: { key: Sealed } }>(file, row))?.value;
    if (!stored) throw new Error(`no row ${row}`);
    const serverKey = { ...stored.serverKey, key: altered(stored.serverKey.key) };
    await writeRaw(file, row, { ...stored, serverKey });

    const refused = await refusal(env, await runImagine(env, { prompt: 'a server fox' }));
    expect(refused).toContain('server key');
    expect(refused).not.toMatch(/sk-|Error|at .*\.js/);
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
  });
});
