import type { IdLike, InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';

/** What a member reads when a component names something of another place or message. */
export const NOT_HERE = 'does not belong to this message or this place. Nothing was changed.';
/** What a member reads when a component names another member's private thing. */
export const NOT_YOURS = 'That belongs to another member: only they can use it.';

/**
 * A modified client's click: `customId` (and select `values`) sent by `user` on `message`,
 * whether or not the message has that component; resolves to the private answer's text.
 */
export async function forged(
  env: BotEnv,
  input: { message: IdLike; customId: string; user: IdLike; values?: string[] },
): Promise<string> {
  return answerOf(await env.discord.forgeComponent(input));
}

/** The private answer an interaction got (its reply or first follow-up). */
export async function answerOf(run: InteractionRun): Promise<string> {
  const answer = await run.waitFor((r) => {
    const shown = [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral);
    return shown && !shown.deleted ? shown : undefined;
  });
  return answer.content;
}

/**
 * What a message looks like, to compare before and after an attack: every version and whether it
 * was deleted.
 */
export const snapshotOf = (message: MessageView | undefined) => {
  if (!message) throw new Error('no message');
  return JSON.stringify({ history: message.history, deleted: message.deleted });
};
