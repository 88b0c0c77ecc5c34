import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import apikey from '../../../../commands/apikey.js';
import balance from '../../../../commands/balance.js';
import type { InteractionRun, MessageView, UserRef } from '../../../../sandbox/discord/index.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../../helpers/bot-env.js';

/** A bot with `/apikey` and `/balance`, both registered with the emulator (options typed by it). */
export async function startKeyEnv(options: BotEnvOptions = {}): Promise<BotEnv> {
  const env = await startBotEnv({
    ...options,
    app: { commands: [apikey, balance], ...options.app },
  });
  await env.app.client.application.commands.set([apikey.data, balance.data]);
  return env;
}

/** What a test passes to run `/apikey …` as a member. */
export interface ApiKeyInput {
  readonly user?: UserRef;
  readonly group?: string;
  readonly options?: Record<string, string | number | boolean | UserRef>;
}

/** Runs `/apikey <subcommand>` (in the `server` group with `group: 'server'`). */
export function runApiKey(env: BotEnv, subcommand: string, input: ApiKeyInput = {}) {
  return env.discord.runCommand({
    channel: env.channel,
    user: input.user ?? env.user,
    name: 'apikey',
    subcommand,
    ...(input.group ? { subcommandGroup: input.group } : {}),
    ...(input.options ? { options: input.options } : {}),
  });
}

/** Runs a modal subcommand, submits `secret`, and waits for the submit's reply. */
export async function submitSecret(
  env: BotEnv,
  subcommand: string,
  secret: string,
  input: ApiKeyInput = {},
): Promise<{ command: InteractionRun; submit: InteractionRun; reply: MessageView }> {
  const command = await runApiKey(env, subcommand, input);
  await command.waitForModal();
  const submit = await command.submitModal({ secret });
  const reply = await submit.waitForReply();
  return { command, submit, reply };
}

/** Links `apiKey` for `user` through `/apikey link` and returns the reply. */
export async function linkKey(env: BotEnv, apiKey: string, user?: UserRef): Promise<MessageView> {
  return (await submitSecret(env, 'link', apiKey, user ? { user } : {})).reply;
}

/** Every byte of every file in the bot's data folder (the SQLite file and its journals). */
export async function dataBytes(env: BotEnv): Promise<Buffer> {
  const names = await readdir(env.dataDir);
  return Buffer.concat(await Promise.all(names.map((name) => readFile(join(env.dataDir, name)))));
}

/** Whether the service still accepts `apiKey` (asked directly, not through the bot). */
export async function keyWorks(env: BotEnv, apiKey: string): Promise<boolean> {
  const response = await fetch(`${env.imageApi.url}/v1/index.php?endpoint=user_balance`, {
    headers: { 'x-api-key': apiKey },
  });
  return response.ok;
}

/** A member of the test server with Manage Server. */
export function createManager(env: BotEnv, username = 'mod'): UserRef {
  return env.discord.createUser({ username, guild: env.guild, permissions: ['ManageGuild'] });
}

/** Every live message in the test channel whose mentions are not `{ parse: [] }` (none expected). */
export function messagesThatMayPing(env: BotEnv): MessageView[] {
  return env.discord
    .messages(env.channel)
    .filter((message) => JSON.stringify(message.allowedMentions) !== '{"parse":[]}');
}

/**
 * Closes the world, then checks what every test promises: no message may ping anyone, and with
 * `ephemeralOnly` (every `/apikey` answer) no message is visible to the channel.
 */
export async function closeAndCheck(env: BotEnv, options: { ephemeralOnly?: boolean } = {}) {
  const loud = messagesThatMayPing(env).map((m) => m.content);
  const visible = env.discord
    .messages(env.channel)
    .filter((m) => !m.ephemeral)
    .map((m) => m.content);
  await env.close();
  expect(loud).toEqual([]);
  if (options.ephemeralOnly) expect(visible).toEqual([]);
}
