import type { ModerationEventMap } from '../core/moderation-events.js';
import { messageUrl, oneLine, truncate, userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import {
  defaultsOf,
  IMAGES_UNIT,
  type TakenParameters,
  takesWorkflow,
} from '../image-backend/capabilities.js';
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

/**
 * What a log line knows of the backend a generation ran on (`undefined`: one no longer configured,
 * taken to take workflows and to declare no defaults).
 */
export type LoggedBackend = TakenParameters | undefined;

/**
 * The workflow a log line names (`workflow`, with `withWorkflow` `yes`): the one asked for, else
 * the model, else the default workflow where the backend takes workflows; none (`no`) otherwise.
 */
function workflowValues(
  request: { readonly workflow?: string | undefined; readonly model?: string | undefined },
  backend: LoggedBackend,
  t: Translator,
): { withWorkflow: 'yes' | 'no'; workflow: string } {
  const named = request.workflow ?? request.model;
  if (named) return { withWorkflow: 'yes', workflow: userText(named, 100) };
  return !backend || takesWorkflow(backend)
    ? { withWorkflow: 'yes', workflow: t.t('modlog.defaultWorkflow') }
    : { withWorkflow: 'no', workflow: '' };
}

/** The size a generation asked for, else its backend's declared default (as its card shows), else "default size". */
function sizeOf(request: LoggedGeneration['request'], backend: LoggedBackend, t: Translator) {
  const defaults = backend ? defaultsOf(backend, request) : {};
  const width = request.width ?? defaults.width;
  const height = request.height ?? defaults.height;
  return width && height ? `${width}×${height}` : t.t('modlog.defaultSize');
}

/** A member as the log names them: a mention, shown as their name and never a ping (no mentions parsed). */
const member = (userId: string) => `<@${userId}>`;

/**
 * One generation's line: member, prompt (cut), workflow (none where its backend takes none and
 * none was asked for), size (the backend's declared default where none was asked for), payer,
 * outcome, what it did with an input image; a link to a public result, only the seed of
 * a private one.
 */
export function generationLine(
  generation: LoggedGeneration,
  t: Translator,
  backend?: LoggedBackend,
): string {
  const { request } = generation;
  const said = t.t('modlog.generation', {
    icon: ICONS[generation.outcome],
    member: member(generation.userId),
    // A node-graph workflow is named, not shown.
    prompt: typeof request.prompt === 'string' ? userText(request.prompt, LOG_PROMPT_CHARS) : '{…}',
    ...workflowValues(request, backend, t),
    size: sizeOf(request, backend, t),
    payer: generation.keyRef.kind === 'server' ? 'server' : 'user',
    outcome: t.t(`modlog.outcome.${generation.outcome}`),
  });
  const line = generation.action
    ? `${said} · ${t.t('imagesIn.kind', { kind: generation.action })}`
    : said;
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

/** A description: the member, the key that paid, what it cost; never the image nor its caption. */
export function describedLine(event: ModerationEventMap['described'], t: Translator): string {
  const { cost } = event;
  return t.t('modlog.described', {
    member: member(event.userId),
    failed: event.failed ? 'yes' : 'no',
    payer: event.payer === 'server' ? 'server' : 'user',
    spent: cost ? 'yes' : 'no',
    amount: cost?.amount ?? 0,
    unit: cost?.unit ?? '',
  });
}

/** A refusal by a banned word: the member, the entry it matched and the prompt (cut). */
export function bannedLine(event: ModerationEventMap['bannedRefused'], t: Translator): string {
  return t.t('modlog.refusedBanned', {
    member: member(event.userId),
    entry: userText(event.entry, 100),
    prompt: userText(event.prompt, LOG_PROMPT_CHARS),
  });
}

/** A refusal by one of the server's AutoMod rules: the member, the rule, its keyword, the prompt (cut). */
export function automodLine(event: ModerationEventMap['automodRefused'], t: Translator): string {
  return t.t('automod.log', {
    member: member(event.userId),
    rule: userText(event.rule, 100),
    keyword: userText(event.keyword, 100),
    prompt: userText(event.prompt, LOG_PROMPT_CHARS),
  });
}

/** A refusal by a built-in explicit term: the member, the term and the prompt (cut). */
export function explicitLine(event: ModerationEventMap['explicitRefused'], t: Translator): string {
  return t.t('safety.log.refused', {
    member: member(event.userId),
    term: userText(event.term, 100),
    prompt: userText(event.prompt, LOG_PROMPT_CHARS),
  });
}

/** A setting changed by a manager, with its short summary when there is one. */
export function changeLine(event: ModerationEventMap['changed'], t: Translator): string {
  return t.t('modlog.changed', {
    member: member(event.userId),
    setting: t.t(`modlog.settings.${event.setting}`),
    value: event.value === undefined ? 'none' : truncate(oneLine(event.value), 200),
  });
}

/** The server budget reached, and when it pays again (a keyless backend's: makes images again). */
export function budgetLine(event: ModerationEventMap['budgetReached'], t: Translator): string {
  const { period, unit } = event;
  const seconds = Math.floor(event.resetsAt / 1000);
  if (unit === IMAGES_UNIT) return t.t('imageQuota.logBudgetReached', { period, seconds });
  return t.t('modlog.budgetReached', { period, seconds, unit });
}

/** An image withheld from its channel or posted behind a spoiler: its parameters, never the image. */
export function screenedLine(
  event: ModerationEventMap['imageScreened'],
  t: Translator,
  backend?: LoggedBackend,
): string {
  return t.t('safety.logged', {
    member: member(event.userId),
    action: event.action,
    channel: `<#${event.channelId}>`,
    score: event.score === undefined ? 'none' : String(event.score),
    threshold: event.threshold,
    prompt: userText(event.prompt, LOG_PROMPT_CHARS),
    ...workflowValues({ workflow: event.workflow }, backend, t),
    seed: event.seed === undefined ? 'none' : String(event.seed),
  });
}

/**
 * An input image refused by the place's rules: who brought it in, where, its score, the
 * text it would have run with (cut) and what it was for; never the image nor where it came from.
 */
export function inputRefusedLine(event: ModerationEventMap['inputRefused'], t: Translator): string {
  return t.t('imagesIn.logRefused', {
    member: member(event.userId),
    channel: `<#${event.channelId}>`,
    score: event.score === undefined ? 'none' : String(event.score),
    threshold: event.threshold,
    withPrompt: event.prompt === undefined ? 'no' : 'yes',
    prompt: event.prompt === undefined ? '' : userText(event.prompt, LOG_PROMPT_CHARS),
    kind: t.t('imagesIn.kind', { kind: event.kind }),
  });
}

/** A moderator's act on a report or a block: who did it, to whose generation or whom. */
export function moderatedLine(event: ModerationEventMap['moderated'], t: Translator): string {
  const { until } = event;
  return t.t('modlog.moderated', {
    action: event.action,
    moderator: member(event.userId),
    member: member(event.memberId),
    until: until == null ? 'never' : `<t:${Math.floor(until / 1000)}:f>`,
  });
}
