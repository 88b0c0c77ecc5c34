import { runEditThisImage, showEditThisImage } from '../src/imagine/requests/edit-this-image.js';
import { imageMenuCommand } from '../src/imagine/requests/image-menu-command.js';

/**
 * "Edit this image" (Apps → on a message with an image), in servers and in user installs: a form
 * asks what to change, then `/imagine` runs the change on the message's first image.
 */
export default imageMenuCommand({
  nameKey: 'commands.editThisImage.name',
  needsAction: 'edit',
  show: showEditThisImage,
  run: runEditThisImage,
});
