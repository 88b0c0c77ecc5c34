import {
  runAnimateThisImage,
  showAnimateThisImage,
} from '../src/imagine/requests/animate-image.js';
import { imageMenuCommand } from '../src/imagine/requests/image-menu-command.js';

/**
 * "Animate this image" (Apps → on a message with an image): a form asks the motion prompt and low
 * or high motion, then the message's first image is animated as `/animate` does.
 */
export default imageMenuCommand({
  nameKey: 'commands.animateThisImage.name',
  needsAction: 'animate',
  show: showAnimateThisImage,
  run: runAnimateThisImage,
});
