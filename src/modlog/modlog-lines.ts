import type { ModerationEventMap } from '../core/moderation-events.js';
import { truncate, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { GenerationEventMap, GenerationFacts } from '../jobs/generation-events.js';

/** The longest prompt a log line shows, in characters (cut with an ellipsis). */
export const LOG_PROMPT_CHARS = 120;

/** How a generation ended, as its log line says. */
export type LoggedOutcome = 'completed' | 'failed' | 'timed_out' | 'cancelled';

/** A generation's end as the log records it: its facts, how it ended, and its image URL. */
export type LoggedGeneration = GenerationFacts & {
  readonly outcome: LoggedOutcome;
  readonly imageUrl?: string;
  readonly seed?: number;
};

const ICONS: Record<LoggedOutcome, string> = {
  completed: '🖼️',
  failed: '❌',
  timed_out: '⌛',
  cancelled: '✖️',
};

/** A member as the log names them: a mention, shown as their name and never a ping (no mentions parsed). */
const member = (userId: string) => `<@${userId}>`;

/** A prompt as the log shows it: text cut and escaped; a node-graph workflow is named, not shown. */
function promptOf(prompt: string | Readonly<Record<string, unknown>>): string {
  return typeof prompt === 'string' ? userText(prompt, LOG_PROMPT_CHARS) : '{…}';
}

/** The link to a public message in its server's channel. */
export const messageUrl = (guildId: string, channelId: string, messageId: string) =>
  `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;

/**
 * One generation's line: the member, the prompt (cut), workflow, size, who paid and the outcome;
 * a public result links to its message, a private one shows only its parameters (its seed), never
 * the image.
 */
export function generationLine(generation: LoggedGeneration, t: Translator): string {
  const { request } = generation;
  const size =
    request.width && request.height
      ? `${request.width}×${request.height}`
      : t.t('modlog.defaultSize');
  const line = t.t('modlog.generation', {
    icon: ICONS[generation.outcome],
    member: member(generation.userId),
    prompt: promptOf(request.prompt),
    workflow: request.workflow ?? t.t('modlog.defaultWorkflow'),
    size,
    payer: generation.keyRef.kind === 'server' ? 'server' : 'user',
    outcome: t.t(`modlog.outcome.${generation.outcome}`),
  });
  if (generation.private) {
    const seed = generation.seed === undefined ? '' : ` · seed ${generation.seed}`;
    return `${line} · ${t.t('modlog.private')}${seed}`;
  }
  if (generation.outcome === 'completed' && generation.messageId && generation.guildId) {
    const url = messageUrl(generation.guildId, generation.channelId, generation.messageId);
    return `${line} · ${t.t('modlog.result', { url })}`;
  }
  return line;
}

/** How a generation event ends, for {@link generationLine}. */
export function loggedGenerationOf(
  name: 'finished' | 'failed' | 'cancelled',
  event:
    | GenerationEventMap['finished']
    | GenerationEventMap['failed']
    | GenerationEventMap['cancelled'],
): LoggedGeneration {
  const outcome: LoggedOutcome =
    name === 'finished'
      ? 'completed'
      : name === 'cancelled'
        ? 'cancelled'
        : (event as GenerationEventMap['failed']).state;
  const seed = event.request.seed;
  return {
    ...event,
    outcome,
    ...(seed !== undefined && seed >= 0 ? { seed } : {}),
  };
}

/** A refusal by a banned word: the member, the entry it matched and the prompt (cut). */
export function bannedLine(event: ModerationEventMap['bannedRefused'], t: Translator): string {
  return t.t('modlog.refusedBanned', {
    member: member(event.userId),
    entry: userText(event.entry, 100),
    prompt: userText(event.prompt, LOG_PROMPT_CHARS),
  });
}

/** A setting changed by a manager, with its short summary when there is one. */
export function changeLine(event: ModerationEventMap['changed'], t: Translator): string {
  return t.t('modlog.changed', {
    member: member(event.userId),
    setting: t.t(`modlog.settings.${event.setting}`),
    value: event.value === undefined ? 'none' : truncate(event.value, 200),
  });
}

/** The server budget reached, and when it pays again. */
export function budgetLine(event: ModerationEventMap['budgetReached'], t: Translator): string {
  return t.t('modlog.budgetReached', {
    period: event.period,
    seconds: Math.floor(event.resetsAt / 1000),
  });
}

/** The server key's balance under the alert threshold. */
export function lowBalanceLine(credits: number, threshold: number, t: Translator): string {
  return t.t('modlog.lowBalance', { credits, threshold });
}
