import { expect } from 'vitest';
import balance from '../../../commands/balance.js';
import imagine from '../../../commands/imagine.js';
import policy from '../../../commands/policy.js';
import settings from '../../../commands/settings.js';
import styles from '../../../commands/styles.js';
import type {
  AdjustableClock,
  InteractionRun,
  MessageView,
  UserRef,
} from '../../../sandbox/discord/index.js';
import type { GenerationParams } from '../../../sandbox/image-api/generation-params.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import { startImagineEnv, taskIdOf, waitForResult } from '../imagine/imagine-kit.js';

/** The commands these tests use, registered in the guild so the emulator types their options. */
export const PREFS_COMMANDS = [imagine, settings, policy, styles, balance];

/** A bot env for `/imagine` with `/settings` and the others registered, alice's key linked. */
export async function startPrefsEnv(
  options: BotEnvOptions = {},
  extra: { linked?: boolean } = {},
): Promise<BotEnv> {
  const env = await startImagineEnv(options, extra);
  await deployCommands({
    body: PREFS_COMMANDS.map((command) => command.data),
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  return env;
}

/** A member of the test server with Manage Server. */
export const createManager = (env: BotEnv, username = 'mod'): UserRef =>
  env.discord.createUser({ username, guild: env.guild, permissions: ['ManageGuild'] });

/** Opens `/settings` as `user` (`for:` scope unless it is the member's own) and waits for the panel. */
export async function openPanel(
  env: BotEnv,
  user: UserRef,
  scope?: 'me' | 'channel' | 'server',
  channel = env.channel,
): Promise<InteractionRun> {
  const run = await env.discord.runCommand({
    channel,
    user,
    name: 'settings',
    ...(scope ? { options: { for: scope } } : {}),
  });
  await run.waitForReply();
  return run;
}

/** The panel's field values by name, as shown. */
export const panelFields = (panel: MessageView): Record<string, string> =>
  Object.fromEntries((panel.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));

/** Picks `value` in the panel's select of `field` and waits for the panel to show the change. */
export async function pick(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  field: string,
  value: string,
): Promise<MessageView> {
  const message = panel.original();
  if (!message) throw new Error('no panel');
  const before = message.edits.length;
  const run = await env.discord.selectMenu({
    message,
    customId: `settings:pick:${customScope(message)}:${field}`,
    values: [value],
    user,
  });
  await run.waitForAck();
  expect(run.responseType).toBe(7);
  return panel.waitForOriginal((m) => m.edits.length > before);
}

/** The scope a panel's custom ids carry. */
const customScope = (message: MessageView) =>
  message.buttons.find((b) => b.customId?.startsWith('settings:more:'))?.customId?.split(':')[2] ??
  'me';

/** Opens the panel's form, submits `values` (field → text), and waits for the redrawn panel. */
export async function fillForm(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  values: Record<string, string>,
): Promise<InteractionRun> {
  const message = panel.original();
  if (!message) throw new Error('no panel');
  const click = await env.discord.clickButton({
    message,
    customId: `settings:more:${customScope(message)}`,
    user,
  });
  const modal = await click.waitForModal();
  const filled = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
  return click.submitModal({ ...filled, ...values });
}

/** Runs `/imagine` to the end and returns what the image service was sent. */
export async function sentParams(env: BotEnv, run: InteractionRun): Promise<GenerationParams> {
  await waitForResult(run);
  const task = env.imageApi.task(await taskIdOf(env, run));
  if (!task) throw new Error('no task');
  return task.params;
}

/** Opens `/policy` as `user` and waits for the panel. */
export async function openPolicy(env: BotEnv, user: UserRef): Promise<InteractionRun> {
  const run = await env.discord.runCommand({ channel: env.channel, user, name: 'policy' });
  await run.waitForReply();
  return run;
}

/** Clicks `button` (`limits` or `banned`) on the policy panel and submits its form with `values`. */
export async function submitPolicyForm(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  button: 'limits' | 'banned',
  values: Record<string, string>,
): Promise<MessageView> {
  const message = panel.original();
  if (!message) throw new Error('no panel');
  const before = message.edits.length;
  const click = await env.discord.clickButton({ message, customId: `policy:${button}`, user });
  const modal = await click.waitForModal();
  const filled = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
  const submit = await click.submitModal({ ...filled, ...values });
  await submit.waitForAck();
  return panel.waitForOriginal((m) => m.edits.length > before);
}

/** What a refused command told its member, privately, and that nothing was spent or posted. */
export async function refusal(env: BotEnv, run: InteractionRun): Promise<string> {
  const answer = await run.waitFor((r) => {
    const shown = [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral);
    return shown && !shown.deleted ? shown : undefined;
  });
  await env.app.context.jobs.idle();
  return answer.content;
}

/**
 * A bot env whose emulators and bot all read `clock` (days and months crossed without waiting),
 * where a generation costs 2 credits (`CREDITS_PER_GENERATION` too) and alice has 100; no key
 * linked.
 */
export function startClockedPrefsEnv(clock: AdjustableClock): Promise<BotEnv> {
  return startPrefsEnv(
    {
      discord: { clock },
      imageApi: {
        now: () => clock.now(),
        costPerGeneration: 2,
        users: [{ name: 'alice', loginToken: 'login-token-alice', credits: 100 }],
      },
      app: { now: () => clock.now() },
      env: { CREDITS_PER_GENERATION: '2' },
    },
    { linked: false },
  );
}

/** The `/policy` panel's workflows select: the values it offers and those marked, if shown. */
export function workflowsSelect(panel: MessageView) {
  type Menu = { custom_id?: string; options?: { value: string; default?: boolean }[] };
  const rows = panel.components as unknown as { components?: Menu[] }[];
  const menu = rows
    .flatMap((row) => row.components ?? [])
    .find((c) => c.custom_id === 'policy:workflows');
  if (!menu) return undefined;
  const options = menu.options ?? [];
  return {
    offered: options.map((o) => o.value),
    picked: options.filter((o) => o.default).map((o) => o.value),
  };
}

/** The limits lines of the `/policy` panel's first page. */
export const limitsText = (panel: MessageView) => panel.embeds[0]?.fields?.[0]?.value ?? '';
