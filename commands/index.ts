import type { AnyCommand } from '../src/bot/command.js';
import alerts from './alerts.js';
import animate from './animate.js';
import animateThisImage from './animate-this-image.js';
import apikey from './apikey.js';
import balance from './balance.js';
import describe from './describe.js';
import describeThisImage from './describe-this-image.js';
import editThisImage from './edit-this-image.js';
import help from './help.js';
import history from './history.js';
import imagine from './imagine.js';
import imagineThis from './imagine-this.js';
import language from './language.js';
import policy from './policy.js';
import privacy from './privacy.js';
import queue from './queue.js';
import settings from './settings.js';
import show from './show.js';
import styles from './styles.js';
import useAsReference from './use-as-reference.js';

/** Every command (slash and context-menu), for the bot and for `deploy-commands.ts` alike. */
export const commands: readonly AnyCommand[] = [
  alerts,
  animate,
  animateThisImage,
  apikey,
  balance,
  describe,
  describeThisImage,
  editThisImage,
  help,
  history,
  imagine,
  imagineThis,
  language,
  policy,
  privacy,
  queue,
  settings,
  show,
  styles,
  useAsReference,
];
