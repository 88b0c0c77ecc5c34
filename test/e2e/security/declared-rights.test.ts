import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import type { UserRef } from '../../../sandbox/discord/index.js';
import type { PartRight } from '../../../src/bot/rights.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { addMember } from '../imagine/imagine-kit.js';
import { openPanel, startPrefsEnv } from '../settings/prefs-kit.js';
import { forged } from './forged-kit.js';

/** Every part that needs a rank, from the commands' own declarations (it cannot go stale). */
const RIGHTS = commands.flatMap((command) =>
  (command.rights ?? []).map((right) => ({ command: command.data.name, ...right })),
);

/** What each part needs, as `part → rank (refusal)`, for the listing below. */
const listed = (right: PartRight & { command: string }) =>
  `${'route' in right.at ? `${right.command} ${right.at.route}`.trim() : right.part}${'action' in right.at ? ' [component]' : ''} → ${right.need.rank} (${right.need.action}${
    right.need.when ? ` when ${right.need.when.key}: ${right.need.when.values.join('|')}` : ''
  })`;

/** Values for options Discord requires, by the run's command and route. */
const REQUIRED: Record<string, Record<string, string | number>> = {
  'alerts ': { threshold: 100 },
  'apikey server limit': { limit: 5 },
  'apikey server backend': { backend: 'image-service' },
  'styles edit': { style: 'x' },
  'styles remove': { style: 'x' },
  'language server': { language: 'fr' },
};

const REFUSED = /^⚠️ Only members with the \*\*Manage (Server|Messages)\*\* permission can /;

describe('rights declared as data', () => {
  it('lists every command, subcommand, option and component with the right it declares', () => {
    const parts = commands.flatMap((command) => [
      command.data.name,
      ...(command.components ?? []).map((c) => `${command.data.name} ${c.id.action} [component]`),
    ]);
    // Everything not listed with a rank is a member's; these are the parts that need one.
    expect(RIGHTS.map(listed)).toMatchInlineSnapshot(`
      [
        "alerts → manager (managePolicy)",
        "apikey server set → manager (manageServerKey)",
        "apikey server status → manager (manageServerKey)",
        "apikey server clear → manager (manageServerKey)",
        "apikey server limit → manager (changeDailyLimit)",
        "apikey server backend → manager (manageServerKey)",
        "apikey server-set [component] → manager (manageServerKey)",
        "balance → manager (seeOthersBalance)",
        "balance → manager (seeUsage)",
        "language server → manager (changeLanguage)",
        "policy → manager (managePolicy)",
        "policy page [component] → manager (managePolicy)",
        "policy role [component] → manager (managePolicy)",
        "policy save-role [component] → manager (managePolicy)",
        "policy limits [component] → manager (managePolicy)",
        "policy save-limits [component] → manager (managePolicy)",
        "policy banned [component] → manager (managePolicy)",
        "policy save-banned [component] → manager (managePolicy)",
        "policy workflows [component] → manager (managePolicy)",
        "policy loras [component] → manager (managePolicy)",
        "policy remove-lora [component] → manager (managePolicy)",
        "policy add-lora [component] → manager (managePolicy)",
        "policy save-add-lora [component] → manager (managePolicy)",
        "policy automod [component] → manager (managePolicy)",
        "policy priority-roles [component] → manager (managePolicy)",
        "policy budget [component] → manager (managePolicy)",
        "policy save-budget [component] → manager (managePolicy)",
        "policy budget-unit [component] → manager (managePolicy)",
        "policy log-channel [component] → manager (managePolicy)",
        "policy log-off [component] → manager (managePolicy)",
        "policy low-balance [component] → manager (managePolicy)",
        "policy save-low-balance [component] → manager (managePolicy)",
        "policy images-normal [component] → manager (managePolicy)",
        "policy images-age-restricted [component] → manager (managePolicy)",
        "policy image-threshold [component] → manager (managePolicy)",
        "policy save-image-threshold [component] → manager (managePolicy)",
        "policy explicit-terms [component] → manager (managePolicy)",
        "policy safety-negative [component] → manager (managePolicy)",
        "policy save-safety-negative [component] → manager (managePolicy)",
        "policy unblock [component] → manager (managePolicy)",
        "policy report-delete [component] → moderator (moderateReports)",
        "policy report-block [component] → moderator (moderateReports)",
        "policy report-dismiss [component] → moderator (moderateReports)",
        "queue cancel [component] → moderator (cancelFromQueue)",
        "settings → manager (changeDefaults when for: channel|server)",
        "settings pick [component] → manager (changeDefaults when scope: channel|server)",
        "settings more [component] → manager (changeDefaults when scope: channel|server)",
        "settings reset [component] → manager (changeDefaults when scope: channel|server)",
        "settings save [component] → manager (changeDefaults when scope: channel|server)",
        "styles add → manager (manageStyles)",
        "styles edit → manager (manageStyles)",
        "styles remove → manager (manageStyles)",
        "styles save [component] → manager (manageStyles)",
        "styles update [component] → manager (manageStyles)",
      ]
    `);
    expect(parts.length).toBeGreaterThan(RIGHTS.length);
  });
});

/**
 * Through the emulator, a member without any permission runs every part that needs a rank (a
 * modified client forging each button and select on her own panel): the dispatcher refuses each,
 * privately, before any handler, and nothing is posted or stored.
 */
describe('the dispatcher refuses each declared right to a member without it', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startPrefsEnv();
    await deployCommands({
      body: commands.map((command) => command.data),
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    bob = await addMember(env, 'bob');
  });
  afterEach(async () => {
    await env.close();
  });

  it('refuses every subcommand and option that needs a rank', async () => {
    const policy = await env.app.context.stores.policy.get(env.guild.id);
    const runs = RIGHTS.filter((right) => 'route' in right.at);
    expect(runs.length).toBeGreaterThan(5);
    for (const right of runs) {
      if (!('route' in right.at)) continue;
      const [first, second] = right.at.route.split(' ').filter(Boolean);
      const options: Record<string, string | number | boolean> = {
        ...REQUIRED[`${right.command} ${right.at.route}`],
      };
      if (right.at.option) options[right.at.option] = right.at.user ? env.user.id : true;
      if (right.need.when) options[right.need.when.key] = right.need.when.values[0] ?? '';
      const run = await env.discord.runCommand({
        channel: env.channel,
        user: bob,
        name: right.command,
        options,
        ...(second ? { subcommandGroup: first, subcommand: second } : {}),
        ...(first && !second ? { subcommand: first } : {}),
      });
      const reply = await run.waitForReply();
      expect({
        part: right.part,
        ephemeral: reply.ephemeral,
        refused: REFUSED.test(reply.content),
      }).toEqual({
        part: right.part,
        ephemeral: true,
        refused: true,
      });
    }
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toEqual([]);
    expect(await env.app.context.stores.policy.get(env.guild.id)).toEqual(policy);
  });

  it('refuses every button and select that needs a rank, forged on her own panel', async () => {
    const panel = (await openPanel(env, bob)).original();
    if (!panel) throw new Error('no panel');
    const policy = await env.app.context.stores.policy.get(env.guild.id);
    const byAction = new Map(
      commands.flatMap((command) =>
        (command.components ?? []).map((c) => [`${command.data.name}:${c.id.action}`, c] as const),
      ),
    );
    let tried = 0;
    for (const right of RIGHTS) {
      if (!('action' in right.at)) continue;
      const component = byAction.get(`${right.command}:${right.at.action}`);
      if (!component || (component.kind !== 'button' && component.kind !== 'select')) continue;
      const fields = component.id.fields.map((field: string) =>
        right.need.when?.key === field ? (right.need.when.values[0] ?? '') : '1',
      );
      const customId = [component.id.route, ...fields].join(':');
      const answer = await forged(env, {
        message: panel.id,
        customId,
        user: bob,
        ...(component.kind === 'select' ? { values: ['1'] } : {}),
      });
      expect({ customId, refused: REFUSED.test(answer) }).toEqual({ customId, refused: true });
      tried += 1;
    }
    expect(tried).toBeGreaterThan(5);
    expect(await env.app.context.stores.policy.get(env.guild.id)).toEqual(policy);
    expect(
      await env.app.context.stores.defaults.get({ kind: 'server', guildId: env.guild.id }),
    ).toEqual({});
  });
});
