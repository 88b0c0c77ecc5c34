import { expect, vi } from 'vitest';
import {
  AdjustableClock,
  type ChannelRef,
  type InteractionRun,
  type MessageView,
  type UserRef,
} from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, waitForResult } from '../imagine/imagine-kit.js';
import { answerOf } from '../security/forged-kit.js';
import { chooseLogChannel, clickPanel } from '../settings/policy-members-kit.js';
import { createManager, openPolicy, startPrefsEnv } from '../settings/prefs-kit.js';

/** A server with alice (key linked), reporter bob, moderator mod, manager boss and a log channel. */
export interface ReportWorld {
  readonly env: BotEnv;
  /** What the emulators and the bot read as now: days are crossed without waiting. */
  readonly clock: AdjustableClock;
  readonly bob: UserRef;
  /** Manage Messages: acts on the log's cards. */
  readonly mod: UserRef;
  /** Manage Server: opens `/policy`. */
  readonly boss: UserRef;
  readonly logChannel: ChannelRef;
}

/** Starts the world, with the moderation log posting in `#mod-log` unless `log` is false. */
export async function startReportWorld({ log = true } = {}): Promise<ReportWorld> {
  const clock = new AdjustableClock();
  const env = await startPrefsEnv({
    discord: { clock },
    imageApi: { now: () => clock.now() },
    app: { now: () => clock.now() },
  });
  const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
  const mod = env.discord.createUser({
    username: 'mod',
    guild: env.guild,
    permissions: ['ManageMessages'],
  });
  const boss = createManager(env, 'boss');
  const logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
  if (log) {
    const panel = await openPolicy(env, boss);
    await clickPanel(panel, boss, env, 'policy:page:log');
    await chooseLogChannel(env, panel, boss, logChannel);
    await logMessages({ env, logChannel }, 1);
  }
  return { env, clock, bob, mod, boss, logChannel };
}

/** The log channel's messages once there are at least `count`. */
export const logMessages = (
  world: Pick<ReportWorld, 'env' | 'logChannel'>,
  count: number,
): Promise<MessageView[]> =>
  vi.waitFor(
    () => {
      const messages = world.env.discord.messages(world.logChannel);
      expect(messages.length).toBeGreaterThanOrEqual(count);
      return messages;
    },
    { timeout: 8_000 },
  );

/** The log's text lines (not its cards) once there are at least `count`. */
export const logLines = (world: ReportWorld, count: number): Promise<string[]> =>
  vi.waitFor(
    () => {
      const lines = world.env.discord
        .messages(world.logChannel)
        .flatMap((message) => (message.content ? message.content.split('\n') : []));
      expect(lines.length).toBeGreaterThanOrEqual(count);
      return lines;
    },
    { timeout: 8_000 },
  );

/** Alice's (or `user`'s) public generation, finished: its result message. */
export async function generate(world: ReportWorld, user?: UserRef): Promise<MessageView> {
  const result = await waitForResult(
    await runImagine(world.env, { prompt: 'a red <@1> fox' }, user ? { user } : {}),
  );
  await world.env.app.context.jobs.idle();
  return result;
}

/** The Report button's custom id on a result. */
export const reportButton = (result: MessageView): string => {
  const id = result.buttons.find((b) => b.customId?.startsWith('imagine:report:'))?.customId;
  if (!id) throw new Error('the result offers no Report');
  return id;
};

/** Presses Report on `result` as `user`: the private answer (the reason select, or a refusal). */
export async function pressReport(
  world: ReportWorld,
  result: MessageView,
  user: UserRef,
): Promise<MessageView> {
  const run = await world.env.discord.clickButton({
    message: result,
    customId: reportButton(result),
    user,
  });
  return run.waitForOriginal((m) => !m.loading && m.ephemeral);
}

/** Reports `result` as `user` for `reason`; what they are told privately at the end. */
export async function report(
  world: ReportWorld,
  result: MessageView,
  user: UserRef,
  reason = 'explicit',
): Promise<string> {
  const panel = await pressReport(world, result, user);
  const select = panel.selects[0];
  if (!select) throw new Error(`no reason select: ${panel.content}`);
  const chosen = await world.env.discord.selectMenu({
    message: panel,
    customId: select.customId,
    values: [reason],
    user,
  });
  await chosen.waitForAck();
  const shown = await vi.waitFor(
    () => {
      const message = world.env.discord.message(panel.id);
      expect(message?.content).toMatch(/^Thanks|already/);
      return message;
    },
    { timeout: 8_000 },
  );
  return shown?.content ?? '';
}

/** The report card posted to the log (the first message with components). */
export async function reportCard(world: ReportWorld): Promise<MessageView> {
  return vi.waitFor(
    () => {
      const card = world.env.discord.messages(world.logChannel).find((m) => m.texts.length > 0);
      expect(card).toBeDefined();
      return card as MessageView;
    },
    { timeout: 8_000 },
  );
}

/** Presses the card's button labelled `label` as `user`: its run. */
export function pressCard(
  world: ReportWorld,
  card: MessageView,
  label: string,
  user: UserRef,
): Promise<InteractionRun> {
  return world.env.discord.clickButton({ message: card, label, user });
}

/** The card as it is now, once it was edited `edits` times. */
export const cardAfter = (world: ReportWorld, card: MessageView, edits: number) =>
  vi.waitFor(
    () => {
      const now = world.env.discord.message(card.id);
      expect(now?.edits.length).toBe(edits);
      return now as MessageView;
    },
    { timeout: 8_000 },
  );

/** What a refused interaction told its member privately. */
export const privateAnswer = answerOf;
