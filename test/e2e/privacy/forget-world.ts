import { expect } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  addMember,
  eventually,
  linkKey,
  runImagine,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { fieldsOf, openPrivacy, registerPrivacy, textOf } from './privacy-kit.js';

/**
 * Bob leaves a trace in every store: he set the server key and the log channel, generated on the
 * server key (his job, history, daily count, usage line, a budget take), set his own defaults,
 * then linked his own key. Alice generates too, on her own key. Resolves bob.
 */
export async function seedBob(env: BotEnv): Promise<UserRef> {
  await registerPrivacy(env);
  const bob = await addMember(env, 'bob', { linked: false });
  const { stores } = env.app.context;
  await stores.guildSettings.setServerKey(env.guild.id, {
    apiKey: env.imageApi.issueKey('alice'),
    setBy: bob.id,
    serviceUserId: '1',
    serviceUsername: 'alice',
  });
  await stores.policy.setLogChannel(env.guild.id, { id: env.channel.id, setBy: bob.id });
  await stores.policy.setBudget(env.guild.id, { unit: 'generations', daily: 100 });
  await waitForResult(await runImagine(env, { prompt: 'a lighthouse at dusk' }, { user: bob }));
  await waitForResult(await runImagine(env, { prompt: 'a red kite' }));
  await eventually(async () => (await stores.history.list(bob.id)).length === 1);
  await eventually(async () => (await stores.history.list(env.user.id)).length === 1);
  await stores.defaults.update({ kind: 'member', userId: bob.id }, { steps: 9 });
  await linkKey(env, bob, 'bob');
  return bob;
}

/**
 * Bob opens `/privacy`, sees his facts, presses Forget me and confirms; resolves the last answer's
 * text.
 */
export async function bobForgetsHimself(env: BotEnv, bob: UserRef): Promise<string> {
  const { run, panel } = await openPrivacy(env, bob);
  const facts = fieldsOf(panel);
  expect(facts['🔑 API key']).toMatch(/^Linked: `sk-…[0-9a-f]{4}` \(account bob\)/);
  expect(facts['🕘 History']).toContain('1 generation');
  expect(facts["📊 Your use of this server's key"]).toContain('Today 1');
  const confirm = await run.clickButton({ label: 'Forget me' });
  await confirm.waitForOriginal((m) => m.embeds[0]?.title === 'Forget everything about you?');
  const yes = await run.clickButton({ label: 'Yes, forget me' });
  const done = await yes.waitForOriginal((m) => m.embeds[0]?.title === 'Forgotten');
  expect(done.buttons).toEqual([]);
  return textOf(done);
}
