import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import {
  createManager,
  fillForm,
  openPanel,
  panelFields,
  pick,
  sentParams,
  startPrefsEnv,
} from './prefs-kit.js';

describe('/settings: layered defaults for /imagine', () => {
  let env: BotEnv;
  let mod: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv();
    mod = createManager(env);
  });
  afterEach(async () => {
    await env.close();
  });

  /** The Details of a finished run, as its requester sees them. */
  const details = async (run: Awaited<ReturnType<typeof runImagine>>) => {
    const result = await waitForResult(run);
    const detailsButton = result.buttons.find((b) => b.customId?.startsWith('imagine:details:'));
    const click = await env.discord.clickButton({
      message: result,
      customId: detailsButton?.customId ?? '',
      user: env.user,
    });
    return (await click.waitForReply()).embeds[0]?.description ?? '';
  };

  it('applies typed > member > channel > server > built-in, and Details say where each came from', async () => {
    const builtIn = await runImagine(env, { prompt: 'a fox' });
    expect(await sentParams(env, builtIn)).toMatchObject({
      workflow: 'default',
      steps: 20,
      width: 512,
    });
    expect(await details(builtIn)).toContain('Workflow: built in');

    const server = await openPanel(env, mod, 'server');
    expect(server.original()?.ephemeral).toBe(true);
    await pick(env, server, mod, 'workflow', 'anime');
    const serverPanel = await pick(env, server, mod, 'size', 'portrait');
    expect(panelFields(serverPanel).Workflow).toBe('anime · set here');
    expect(panelFields(serverPanel).Size).toBe('Portrait (2:3) · set here');
    const fromServer = await runImagine(env, { prompt: 'a fox' });
    expect(await sentParams(env, fromServer)).toMatchObject({
      workflow: 'anime',
      width: 832,
      height: 1216,
    });
    expect(await details(fromServer)).toContain('Workflow: the server’s');

    const channel = await openPanel(env, mod, 'channel');
    await pick(env, channel, mod, 'workflow', 'z-image');
    const fromChannel = await runImagine(env, { prompt: 'a fox' });
    expect(await sentParams(env, fromChannel)).toMatchObject({ workflow: 'z-image', width: 832 });
    expect(await details(fromChannel)).toContain('Workflow: the channel’s · Size: the server’s');
    const elsewhere = env.discord.createChannel({ guild: env.guild, name: 'other' });
    const inOther = await runImagine(env, { prompt: 'a fox' }, { channel: elsewhere });
    expect(await sentParams(env, inOther)).toMatchObject({ workflow: 'anime' });

    const own = await openPanel(env, env.user);
    const mine = await pick(env, own, env.user, 'workflow', 'rr3');
    expect(panelFields(mine).Workflow).toBe('rr3 · set here');
    expect(panelFields(mine).Size).toBe('Portrait (2:3) · the server’s');
    await fillForm(env, own, env.user, { steps: '12', cfg: '4.5' });
    const ownPanel = await own.waitForOriginal((m) => panelFields(m).Steps === '12 · set here');
    expect(panelFields(ownPanel).CFG).toBe('4.5 · set here');
    const fromMember = await runImagine(env, { prompt: 'a fox' });
    expect(await sentParams(env, fromMember)).toMatchObject({
      workflow: 'rr3',
      steps: 12,
      cfg: 4.5,
    });
    const memberDetails = await details(fromMember);
    expect(memberDetails).toContain('Workflow: your settings');
    expect(memberDetails).toContain('Steps: your settings');

    const typed = await runImagine(env, { prompt: 'a fox', workflow: 'default', steps: 30 });
    expect(await sentParams(env, typed)).toMatchObject({ workflow: 'default', steps: 30 });
    const typedDetails = await details(typed);
    expect(typedDetails).toContain('Workflow: typed');
    expect(typedDetails).toContain('Steps: typed');
    expect(typedDetails).toContain('Size: the server’s');

    await pick(env, own, env.user, 'workflow', '-');
    const unset = await runImagine(env, { prompt: 'a fox' });
    expect(await sentParams(env, unset)).toMatchObject({ workflow: 'z-image', steps: 12 });
  });

  it('posts results privately when chosen, and keeps a channel or server panel to managers', async () => {
    const own = await openPanel(env, env.user);
    await pick(env, own, env.user, 'visibility', 'private');
    const run = await runImagine(env, { prompt: 'a quiet fox' });
    const result = await waitForResult(run);
    expect(result.ephemeral).toBe(true);
    expect(result.attachments).toHaveLength(1);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toEqual([]);

    const refused = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'settings',
      options: { for: 'server' },
    });
    const answer = await refused.waitForReply();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain('Manage Server');
    expect(
      await env.app.context.stores.defaults.get({ kind: 'server', guildId: env.guild.id }),
    ).toEqual({});
  });

  it('saves choices picked in selects, the current one pre-selected; a forged choice is refused privately', async () => {
    const own = await openPanel(env, env.user);
    const panel = await pick(env, own, env.user, 'workflow', 'anime');
    const chosen = (message: typeof panel, field: string) => {
      const row = message.components.find(
        (r) =>
          'components' in r &&
          r.components.some((c) => 'custom_id' in c && c.custom_id === `settings:pick:me:${field}`),
      ) as { components: { options?: { value: string; default?: boolean }[] }[] } | undefined;
      return row?.components[0]?.options?.filter((o) => o.default).map((o) => o.value);
    };
    expect(chosen(panel, 'workflow')).toEqual(['anime']);
    expect(chosen(await pick(env, own, env.user, 'size', 'wide'), 'size')).toEqual(['wide']);
    const scope = { kind: 'member', userId: env.user.id } as const;
    expect(await env.app.context.stores.defaults.get(scope)).toEqual({
      workflow: 'anime',
      size: 'wide',
    });
    const message = own.original();
    if (!message) throw new Error('no panel');
    for (const [field, value] of [
      ['size', 'huge'],
      ['workflow', '../../etc'],
      ['style', 'ghost'],
    ] as const) {
      const forged = await env.discord.forgeComponent({
        message,
        customId: `settings:pick:me:${field}`,
        values: [value],
        user: env.user,
      });
      const said = await forged.waitForReply();
      expect(said.ephemeral).toBe(true);
      expect(said.content).toContain('nothing was changed');
    }
    expect(await env.app.context.stores.defaults.get(scope)).toEqual({
      workflow: 'anime',
      size: 'wide',
    });
  });

  it('refuses a wrong value in the form and changes nothing; Reset all clears the scope', async () => {
    const own = await openPanel(env, env.user);
    await (await fillForm(env, own, env.user, { count: '2' })).waitForAck();
    const wrong = await fillForm(env, own, env.user, { steps: '99' });
    const said = await wrong.waitForReply();
    expect(said.ephemeral).toBe(true);
    expect(said.content).toBe('⚠️ Steps must be a whole number from 1 to 50; nothing was changed.');
    const scope = { kind: 'member', userId: env.user.id } as const;
    expect(await env.app.context.stores.defaults.get(scope)).toEqual({ count: 2 });
    const message = own.original();
    if (!message) throw new Error('no panel');
    const reset = await env.discord.clickButton({
      message,
      customId: 'settings:reset:me',
      user: env.user,
    });
    await reset.waitForAck();
    expect(await env.app.context.stores.defaults.get(scope)).toEqual({});
  });
});
