import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import imagine from '../../../commands/imagine.js';
import type {
  ChannelRef,
  InteractionRun,
  MessageView,
  OptionValue,
  Upload,
  UserRef,
} from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../helpers/bot-env.js';

/** Test env variables: edits spaced to stay under the webhook limit (5 per 2 s per token). */
export const IMAGINE_ENV = { EDIT_INTERVAL_MS: '400', PROGRESS_EDIT_INTERVAL_MS: '400' } as const;

/** Registers `/imagine` in the env's guild, so the emulator types options and enforces choices. */
export async function registerImagine(env: BotEnv, guildId = env.guild.id): Promise<void> {
  await deployCommands({
    body: [imagine.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId,
  });
}

/**
 * A bot env ready for `/imagine`: the test variables (over `options.env`), the command registered
 * in the guild, and member `alice` with a linked key unless `linked` is false.
 */
export async function startImagineEnv(
  options: BotEnvOptions = {},
  { linked = true } = {},
): Promise<BotEnv> {
  const env = await startBotEnv({ ...options, env: { ...IMAGINE_ENV, ...options.env } });
  await registerImagine(env);
  if (linked) await linkKey(env, env.user);
  return env;
}

/** Links a fresh key of service user `serviceUser` to the Discord user; returns the key. */
export async function linkKey(env: BotEnv, user: UserRef, serviceUser = 'alice'): Promise<string> {
  const apiKey = env.imageApi.issueKey(serviceUser);
  await env.app.context.stores.apiKeys.link(user.id, {
    apiKey,
    serviceUserId: '1',
    serviceUsername: serviceUser,
  });
  return apiKey;
}

/**
 * Member `name` joins the env's server, with an account of 10 credits at the service (login token
 * `login-token-<name>`) and, unless `linked` is false, that account's key linked.
 */
export async function addMember(
  env: BotEnv,
  name: string,
  { linked = true } = {},
): Promise<UserRef> {
  const user = env.discord.createUser({ username: name, guild: env.guild });
  env.imageApi.addUser({ name, loginToken: `login-token-${name}`, credits: 10 });
  if (linked) await linkKey(env, user, name);
  return user;
}

/** Sets a server key (of service user `serviceUser`) and, when given, the daily limit per member. */
export async function setServerKey(
  env: BotEnv,
  guildId: string,
  options: { dailyLimit?: number; serviceUser?: string } = {},
): Promise<string> {
  const name = options.serviceUser ?? 'alice';
  const apiKey = env.imageApi.issueKey(name);
  const { guildSettings } = env.app.context.stores;
  await guildSettings.setServerKey(guildId, {
    apiKey,
    setBy: 'owner',
    serviceUserId: '1',
    serviceUsername: name,
  });
  if (options.dailyLimit !== undefined)
    await guildSettings.setDailyLimit(guildId, options.dailyLimit);
  return apiKey;
}

/** Runs `/imagine` as `user` (default alice) in `channel` (default #general). */
export function runImagine(
  env: BotEnv,
  options: Record<string, OptionValue>,
  extra: { user?: UserRef; channel?: ChannelRef; workflowFile?: Upload } = {},
): Promise<InteractionRun> {
  return env.discord.runCommand({
    channel: extra.channel ?? env.channel,
    user: extra.user ?? env.user,
    name: 'imagine',
    options,
    ...(extra.workflowFile ? { attachments: { workflow_file: extra.workflowFile } } : {}),
  });
}

/** Waits until the reply shows a finished generation (an image, a link or a failure): its Remix. */
export function waitForResult(run: InteractionRun, timeout = 8_000): Promise<MessageView> {
  return run.waitForOriginal(
    (m) => m.buttons.some((b) => /^imagine:remix:/.test(b.customId ?? '')),
    {
      timeout,
    },
  );
}

/** A message version as a card reader sees it (an old-format reply's embeds read the same way). */
type Shown = { readonly texts?: readonly string[]; readonly embeds: MessageView['embeds'] };

/** Everything a reply card says, its texts joined by lines (or an old reply's embed texts). */
export function cardText(message: Shown | undefined): string {
  if (!message) return '';
  if (message.texts?.length) return message.texts.join('\n');
  return message.embeds.map((e) => [e.title, e.description].filter(Boolean).join('\n')).join('\n');
}

/** A card's small print (its `-# ` lines, without the marks). */
export const smallPrint = (message: Shown | undefined): string =>
  (message?.texts ?? [])
    .filter((text) => text.startsWith('-# '))
    .join('\n')
    .replace(/^-# /gm, '');

/** What a set's reply said it costs when it was answered: its first card's first `-# ` line. */
export function costSaid(message: Pick<MessageView, 'history'>): string | undefined {
  const opening = message.history.find((version) => version.texts.length > 0);
  const lines = opening?.texts.flatMap((text) => text.split('\n')) ?? [];
  return lines.find((line) => line.startsWith('-# '))?.slice(3);
}

/** Waits until a reply shows its queue position `position`. */
export const waitForPosition = (run: InteractionRun, position: number): Promise<MessageView> =>
  run.waitForOriginal((m) => cardText(m).includes(`Position **${position}** in the queue.`));

/** The title of a card (its `## ` heading), or of an old reply's first embed. */
export const titleOf = (message: Shown | undefined): string | undefined =>
  message?.texts?.length
    ? message.texts
        .find((text) => text.startsWith('## '))
        ?.split('\n')[0]
        ?.slice(3)
    : message?.embeds[0]?.title;

/**
 * The parameters a card's small print shows (`**Size** 832×1216 · …`), by name; an old reply's
 * embed fields.
 */
export function fieldsOf(message: Shown): Record<string, string> {
  if (!message.texts?.length)
    return Object.fromEntries((message.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));
  const pairs = smallPrint(message)
    .split('\n')
    .flatMap((line) => line.split(' · '))
    .map((part) => /^\*\*(.+?)\*\* ([\s\S]*)$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null);
  return Object.fromEntries(pairs.map((match) => [match[1], match[2]]));
}

/** The alt text of each image of a card's gallery, in order. */
export const altTexts = (message: Pick<MessageView, 'gallery'>): (string | null)[] =>
  message.gallery.map((item) => item.description);

/** Resolves with the first truthy value of an async `check`, tried every `intervalMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 5_000,
  intervalMs = 10,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await sleep(intervalMs);
  }
}

/** The task id the service gave a job (the job id is the interaction id). */
export function taskIdOf(env: BotEnv, run: InteractionRun): Promise<string> {
  return eventually(async () => (await env.app.context.jobs.get(run.id))?.taskId);
}

/** A SHA-256 of bytes, to compare images quickly (deep equality of large buffers is slow). */
export const digest = (bytes: Uint8Array | undefined) =>
  createHash('sha256')
    .update(bytes ?? new Uint8Array())
    .digest('hex');

/** The digest of the image the service made for a task. */
export async function imageDigest(env: BotEnv, taskId: string): Promise<string> {
  return digest(await env.imageApi.imageFor(taskId));
}

/**
 * Chooses, as a member would, the option labelled `label` in the image select of a reply card
 * (`Re-roll image 3`, `Remix image 2`…): the value sent is the one the card offers.
 */
export function chooseImageAction(
  env: BotEnv,
  message: MessageView,
  label: string,
  user: UserRef = env.user,
): Promise<InteractionRun> {
  const select = message.selects.find((s) => s.options.some((o) => o.label === label));
  const option = select?.options.find((o) => o.label === label);
  if (!select || !option) throw new Error(`no image select offers "${label}"`);
  return env.discord.selectMenu({
    message,
    customId: select.customId,
    values: [option.value],
    user,
  });
}

/** The choices `/imagine`'s `focused` option (a LoRA, a model, a sampler…) suggests for `typed`, as alice types it. */
export async function suggestChoices(env: BotEnv, typed: string, focused = 'lora') {
  const run = await env.discord.autocomplete({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options: { prompt: 'x', [focused]: typed },
    focused,
  });
  return run.waitForChoices();
}
