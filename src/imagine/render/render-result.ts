import type { APIEmbed } from 'discord.js';
import type { UserText } from '../../core/app-error.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import type { Translator } from '../../i18n/translator.js';
import { resultButtons } from './generation-buttons.js';
import { ignoredNote, parameterFields, promptDescription } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';

/** How the finished image reaches the message; reasons are catalog texts, shown in the reader's language. */
export type ImagePlacement =
  | { kind: 'attachment'; fileName: string }
  | { kind: 'link'; url: string; reason: UserText }
  /** Not shown at all: fetching it was refused as unsafe (`reason` says so, user-safe). */
  | { kind: 'withheld'; reason: UserText };

/** The file name a generation's image is attached under. */
export const imageFileName = (jobId: string) => `imagine-${jobId}.png`;

/**
 * The finished generation, in `t`'s language: the image (attached, or linked when it is larger
 * than the interaction may upload, or withheld when fetching it was unsafe), every parameter, and
 * the Re-roll / Remix / Details / Delete buttons. The caller adds files.
 */
export function renderResult(view: GenerationView, placement: ImagePlacement, t: Translator) {
  const embed: APIEmbed = {
    title: t.t('imagine.result.title'),
    color: 0x57f287,
    description: `${promptDescription(view, 3_000)}${ignoredNote(view, t)}`,
    fields: parameterFields(view, { withDuration: true }, t),
  };
  if (placement.kind === 'attachment') {
    embed.image = { url: `attachment://${placement.fileName}` };
  } else if (placement.kind === 'withheld') {
    embed.description += `\n\n${t.t('common.warning', { message: placement.reason })}`;
  } else {
    embed.url = placement.url;
    embed.description += `\n\n${t.t('imagine.result.open', { url: placement.url, reason: placement.reason })}`;
  }
  return {
    content: '',
    embeds: [embed],
    components: [resultButtons(view.jobId, t)],
    allowedMentions: NO_MENTIONS,
  };
}
