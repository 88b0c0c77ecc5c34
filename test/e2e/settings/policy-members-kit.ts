import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** The panel's message, once shown. */
function panelMessage(panel: InteractionRun) {
  const message = panel.original();
  if (!message) throw new Error('no panel');
  return message;
}

/** Clicks `customId` on the panel and waits for the panel to show what it changed. */
export async function clickPanel(
  panel: InteractionRun,
  user: UserRef,
  env: BotEnv,
  customId: string,
): Promise<MessageView> {
  const message = panelMessage(panel);
  const before = message.edits.length;
  const click = await env.discord.clickButton({ message, customId, user });
  await click.waitForAck();
  return panel.waitForOriginal((m) => m.edits.length > before);
}

/** Opens the panel's "Roles & budget" page. */
export const showMembersPage = (env: BotEnv, panel: InteractionRun, user: UserRef) =>
  clickPanel(panel, user, env, 'policy:page:members');

/** Clicks Budget… and submits the form with `caps` (blank: no cap); the panel as it is after. */
export async function submitBudget(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  caps: { daily?: string; monthly?: string },
): Promise<{ run: InteractionRun; shown: MessageView }> {
  const message = panelMessage(panel);
  const before = message.edits.length;
  const click = await env.discord.clickButton({ message, customId: 'policy:budget', user });
  const modal = await click.waitForModal();
  const filled = Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
  const run = await click.submitModal({ ...filled, ...caps });
  await run.waitForAck();
  const shown = run.original()?.ephemeral
    ? (run.original() as MessageView)
    : await panel.waitForOriginal((m) => m.edits.length > before);
  return { run, shown };
}

/** A field of the panel's embed by name. */
export const fieldOf = (shown: MessageView, name: string): string =>
  shown.embeds[0]?.fields?.find((field) => field.name === name)?.value ?? '';

/**
 * Chooses `role` in the panel's role select and submits its form with `perDay` (blank: remove);
 * the form's run, and the panel as it is after (undefined when the form was refused).
 */
export async function submitRoleLimit(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  role: { readonly id: string },
  perDay: string,
): Promise<{ run: InteractionRun; shown: MessageView | undefined }> {
  const message = panelMessage(panel);
  const before = message.edits.length;
  const chosen = await env.discord.selectRoles({
    message,
    customId: 'policy:role',
    values: [role],
    user,
  });
  const modal = await chosen.waitForModal();
  const field = modal.fields[0]?.customId ?? 'perDay';
  const run = await chosen.submitModal({ [field]: perDay });
  await run.waitForAck();
  const answered = run.original();
  if (answered && answered.id !== message.id) return { run, shown: undefined };
  return { run, shown: await panel.waitForOriginal((m) => m.edits.length > before) };
}

/** Chooses `channel` as the moderation log in the panel's log page; the run of the choice. */
export async function chooseLogChannel(
  env: BotEnv,
  panel: InteractionRun,
  user: UserRef,
  channel: { readonly id: string },
): Promise<InteractionRun> {
  const message = panelMessage(panel);
  const run = await env.discord.selectChannels({
    message,
    customId: 'policy:log-channel',
    values: [channel],
    user,
  });
  await run.waitForAck();
  return run;
}
