import type { ChannelRef, InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { defaultBotPermissions } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { linkKey } from '../imagine/imagine-kit.js';
import { createManager, startPrefsEnv } from '../settings/prefs-kit.js';

/** A bot env with `/imagine` and `/policy`, a manager `mod`, and a log channel chosen. */
export async function startAutomodEnv(): Promise<{
  env: BotEnv;
  mod: UserRef;
  log: ChannelRef;
}> {
  const env = await startPrefsEnv();
  const mod = createManager(env);
  const log = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
  await env.app.context.stores.policy.setLogChannel(env.guild.id, { id: log.id, setBy: mod.id });
  return { env, mod, log };
}

/** The bot's role gets Manage Server beside what it is invited with. */
export const grantManageServer = (env: BotEnv) =>
  env.discord.setBotPermissions({
    guild: env.guild,
    permissions: [...defaultBotPermissions, 'ManageGuild'],
  });

/** Turns the AutoMod check on as a moderator would (the bot given Manage Server first). */
export async function turnAutomodOn(env: BotEnv): Promise<void> {
  grantManageServer(env);
  await env.app.context.stores.policy.setAutomod(env.guild.id, true);
}

/** How many times the bot read the server's AutoMod rules. */
export const ruleReads = (env: BotEnv) =>
  env.discord.requests.filter((r) => r.route === 'autoModRules' && r.method === 'GET').length;

/** A member with `roles` and a linked key (of service user alice). */
export async function memberWith(env: BotEnv, name: string, roles: readonly { id: string }[]) {
  const user = env.discord.createUser({ username: name, guild: env.guild, roles });
  await linkKey(env, user);
  return user;
}

/** The lines the moderation log posted so far, once it is idle. */
export async function logLines(env: BotEnv, log: ChannelRef): Promise<string[]> {
  await env.app.moderationLogIdle();
  return env.discord.messages(log).map((m) => m.content);
}

/** The private follow-up a reply's member was sent, once there is one. */
export const privateNote = (run: InteractionRun) =>
  run.waitFor((r) => r.followUps.find((m) => m.ephemeral && m.content !== ''), { timeout: 8_000 });
