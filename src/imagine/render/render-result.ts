import type { APIEmbed } from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { resultButtons } from './generation-buttons.js';
import { ignoredNote, parameterFields, promptDescription } from './generation-summary.js';
import type { GenerationView } from './generation-view.js';

/** How the finished image reaches the message. */
export type ImagePlacement =
  | { kind: 'attachment'; fileName: string }
  | { kind: 'link'; url: string; reason: string }
  /** Not shown at all: fetching it was refused as unsafe (`reason` says so, user-safe). */
  | { kind: 'withheld'; reason: string };

/** The file name a generation's image is attached under. */
export const imageFileName = (jobId: string) => `imagine-${jobId}.png`;

/**
 * The finished generation: the image (attached, or linked when it is larger than the interaction
 * may upload, or withheld when fetching it was unsafe), every parameter, and the Re-roll / Details /
 * Delete buttons. The caller adds files.
 */
export function renderResult(view: GenerationView, placement: ImagePlacement) {
  const embed: APIEmbed = {
    title: '✅ Image ready',
    color: 0x57f287,
    description: `${promptDescription(view, 3_000)}${ignoredNote(view)}`,
    fields: parameterFields(view, { withDuration: true }),
  };
  if (placement.kind === 'attachment') {
    embed.image = { url: `attachment://${placement.fileName}` };
  } else if (placement.kind === 'withheld') {
    embed.description += `\n\n⚠️ ${placement.reason}`;
  } else {
    embed.url = placement.url;
    embed.description += `\n\n🔗 [Open the image](${placement.url}) (${placement.reason})`;
  }
  return {
    content: '',
    embeds: [embed],
    components: [resultButtons(view.jobId, view.requesterId)],
    allowedMentions: NO_MENTIONS,
  };
}
