import type { AnyCommand } from '../src/bot/command.js';
import apikey from './apikey.js';
import balance from './balance.js';
import history from './history.js';
import imagine from './imagine.js';
import imagineThis from './imagine-this.js';
import language from './language.js';
import policy from './policy.js';
import queue from './queue.js';
import settings from './settings.js';
import show from './show.js';
import styles from './styles.js';

/** Every command (slash and context-menu), for the bot and for `deploy-commands.ts` alike. */
export const commands: readonly AnyCommand[] = [
  apikey,
  balance,
  history,
  imagine,
  imagineThis,
  language,
  policy,
  queue,
  settings,
  show,
  styles,
];
