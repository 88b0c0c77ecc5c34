import { imageMenuCommand } from '../src/imagine/requests/image-menu-command.js';
import { runUseAsReference, showUseAsReference } from '../src/imagine/requests/use-as-reference.js';

/**
 * "Use as reference" (Apps → on a message with an image: a card, a member's post), in servers and
 * in user installs: a form asks what to make following the image (and, optionally, the image the
 * words change instead), then `/imagine` runs it with the message's first image as `reference:`.
 */
export default imageMenuCommand({
  nameKey: 'commands.useAsReference.name',
  needsAction: 'edit',
  needsReferences: true,
  show: showUseAsReference,
  run: runUseAsReference,
});
