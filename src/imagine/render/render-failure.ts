import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import type { CancelledHow } from '../errors.js';
import { failureButtons, runAgainButtons } from './generation-buttons.js';
import { promptDescription } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';

/** Why a generation failed, in `t`'s language (the English kept with an old job otherwise). */
function reasonOf(view: GenerationView, t: Translator): string {
  const { error } = view;
  if (error?.text) return t.text(error.text, error.message);
  if (error) return error.message;
  return t.t(view.phase === 'timed_out' ? 'imagine.failure.tookTooLong' : 'imagine.failure.failed');
}

/**
 * A generation a member or a moderator ended, in `t`'s language: cancelled (taken out of the queue,
 * nothing charged) or no longer waited for (its credit may be spent), why, and a Run again button.
 */
function renderCancelled(view: GenerationView, how: CancelledHow, t: Translator) {
  const after = t.t('imagine.failure.after', { duration: t.duration(view.elapsedMs) });
  const embed: APIEmbed = {
    title: t.t(how === 'stopped' ? 'imagine.cancelled.stoppedTitle' : 'imagine.cancelled.title'),
    color: 0x80848e,
    description: `${promptDescription(view)}\n\n**${reasonOf(view, t)}**\n${t.t('imagine.cancelled.next')}`,
    footer: { text: `${after} · ${view.workflow}` },
  };
  return {
    content: '',
    embeds: [embed],
    components: [runAgainButtons(view.jobId, t)],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * A failed or timed-out generation, in `t`'s language: what happened, what to do, a Retry button;
 * one a member or a moderator cancelled says so and offers Run again instead.
 */
export function renderFailure(view: GenerationView, t: Translator) {
  if (view.cancelled) return renderCancelled(view, view.cancelled, t);
  const timedOut = view.phase === 'timed_out';
  const said = view.serviceError
    ? `\n${t.t('imagine.failure.serviceSaid', { said: userText(view.serviceError, 500) })}`
    : '';
  const next = t.t(timedOut ? 'imagine.failure.nextTimedOut' : 'imagine.failure.nextFailed');
  const after = t.t('imagine.failure.after', { duration: t.duration(view.elapsedMs) });
  const embed: APIEmbed = {
    title: t.t(timedOut ? 'imagine.failure.timedOut' : 'imagine.failure.title'),
    color: 0xed4245,
    description: `${promptDescription(view)}\n\n**${reasonOf(view, t)}**${said}\n${next}`,
    footer: { text: `${after} · ${view.workflow}` },
  };
  return {
    content: '',
    embeds: [embed],
    components: [failureButtons(view.jobId, t)],
    allowedMentions: NO_MENTIONS,
  };
}
