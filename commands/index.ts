import type { Command } from '../src/bot/command.js';
import apikey from './apikey.js';
import balance from './balance.js';
import history from './history.js';
import imagine from './imagine.js';
import language from './language.js';
import policy from './policy.js';
import settings from './settings.js';
import show from './show.js';
import styles from './styles.js';

/** Every slash command, for the bot and for `deploy-commands.ts` alike. */
export const commands: readonly Command[] = [
  apikey,
  balance,
  history,
  imagine,
  language,
  policy,
  settings,
  show,
  styles,
];
