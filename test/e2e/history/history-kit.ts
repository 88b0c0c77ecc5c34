import history from '../../../commands/history.js';
import imagine from '../../../commands/imagine.js';
import show from '../../../commands/show.js';
import type {
  InteractionRun,
  MessageView,
  OptionValue,
  UserRef,
} from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { HistoryEntry } from '../../../src/store/generation-history-store.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import { runImagine, startImagineEnv, waitForResult } from '../imagine/imagine-kit.js';

/** A bot env ready for `/imagine`, `/history` and `/show`, with alice's key linked. */
export async function startHistoryEnv(options: BotEnvOptions = {}): Promise<BotEnv> {
  const env = await startImagineEnv(options);
  await deployHistoryCommands(env);
  return env;
}

/** Registers `/imagine`, `/history` and `/show` in `env`'s server (any backend's env). */
export async function deployHistoryCommands(env: Pick<BotEnv, 'discord' | 'guild'>): Promise<void> {
  await deployCommands({
    body: [imagine.data, history.data, show.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
}

/** Runs `/imagine` with `options` to its result; returns the run and its reply. */
export async function imagineDone(
  env: BotEnv,
  options: Record<string, OptionValue>,
  user?: UserRef,
): Promise<{ run: InteractionRun; result: MessageView }> {
  const run = await runImagine(env, options, user ? { user } : {});
  return { run, result: await waitForResult(run) };
}

/** Opens `/history` as `user` (default alice) and waits for the private page. */
export async function openHistory(env: BotEnv, user: UserRef = env.user): Promise<InteractionRun> {
  const run = await env.discord.runCommand({ channel: env.channel, user, name: 'history' });
  await run.waitForReply();
  return run;
}

/** Waits until `user`'s history holds `count` generations. */
export async function historyOf(
  env: BotEnv,
  user: UserRef,
  count: number,
): Promise<HistoryEntry[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const entries = await env.app.context.stores.history.list(user.id);
    if (entries.length >= count) return entries;
    if (Date.now() > deadline) throw new Error(`history of ${user.id} has ${entries.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The entry fields of a history page, in order. */
export const entriesOf = (page: MessageView) => page.embeds[0]?.fields ?? [];

/** The labels of a message's buttons that are enabled. */
export const enabledLabels = (message: MessageView) =>
  message.buttons.filter((b) => !b.disabled).map((b) => b.label);
