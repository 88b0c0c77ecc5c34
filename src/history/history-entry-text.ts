import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { HistoryEntry } from '../store/generation-history-store.js';

/** Where a Discord client opens a message: its server (`@me` in DMs), channel and id. */
export function messageLinkOf(entry: HistoryEntry): string | undefined {
  if (!entry.messageId) return undefined;
  return `https://discord.com/channels/${entry.guildId ?? '@me'}/${entry.channelId}/${entry.messageId}`;
}

/** A Discord timestamp, shown in each reader's time zone: `relative` ("3 minutes ago") or full. */
export const discordTime = (at: number, style: 'R' | 'f' = 'R') =>
  `<t:${Math.floor(at / 1000)}:${style}>`;

/** The workflow as shown: the service's default when none was named. */
export const workflowText = (entry: HistoryEntry, t: Translator) =>
  entry.workflow ?? t.t('history.defaultWorkflow');

/** The size as shown: `W×H`, or the service's default. */
export const sizeText = (entry: HistoryEntry, t: Translator) =>
  entry.width && entry.height ? `${entry.width}×${entry.height}` : t.t('history.defaultSize');

/** The seed as shown: the number, or "random" (none, or -1). */
export const seedText = (entry: HistoryEntry, t: Translator) =>
  entry.seed === undefined || entry.seed < 0 ? t.t('history.randomSeed') : String(entry.seed);

/** How the generation ended, with its sign. */
export const stateText = (entry: HistoryEntry, t: Translator) =>
  t.t(`history.state.${entry.state}`);

/** The prompt as plain text (escaped: never a mention, a link or markup), cut to `max`. */
export const promptText = (entry: HistoryEntry, max: number) => userText(entry.prompt, max);
