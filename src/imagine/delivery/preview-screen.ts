import { imagePolicyFor, imageVerdict } from '../../safety/image-policy.js';
import { type ImageScreenDependencies, placeOf } from './image-screen.js';
import type { ReplyRef } from './reply-target.js';

/**
 * Whether a preview may be shown on a reply: true only where its final images would be posted as
 * they are (see {@link createPreviewScreen}).
 */
export type PreviewScreen = (ref: ReplyRef, userId: string, image: Uint8Array) => Promise<boolean>;

/**
 * The image safety check of previews, by the rules of the reply's final images: where those are
 * posted unchecked (a private reply, a policy that allows) the preview is shown; elsewhere it is
 * classified as they are and shown only when the verdict is to post it. A preview the final
 * image's rules would withhold or put behind a spoiler, or one that could not be checked, is not
 * shown at all: no moderation log line, no private copy (the final image gets those).
 */
export function createPreviewScreen(
  deps: Pick<ImageScreenDependencies, 'classifier' | 'settingsOf' | 'memberChoiceOf'>,
): PreviewScreen {
  return async (ref, userId, image) => {
    const place = await placeOf(ref, userId, deps);
    const rule = place && imagePolicyFor(place);
    if (!place || !rule || rule.policy === 'allow') return true;
    const check = await deps.classifier.check(image);
    return imageVerdict(check, rule).action === 'post';
  };
}
