import { requiredOption, subcommand } from '../src/bot/command-declaration.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';
import {
  LANGUAGE_CHOICES,
  setServerLanguage,
  showLanguage,
} from '../src/language/language-settings.js';
import { FOLLOW_DISCORD } from '../src/preferences/server-settings.js';

/**
 * `/language`: which language the bot speaks here (`show`), and the language of a server's public
 * messages, chosen by members with Manage Server (`server`). Private answers always follow each
 * member's own Discord language.
 */
export default defineCommand({
  name: 'language',
  scope: 'serverAndBotDm',
  subcommands: {
    show: subcommand({ run: showLanguage }),
    server: subcommand({
      needs: manager('changeLanguage'),
      options: {
        language: requiredOption('string', {
          choices: (t) => [
            { name: t.t('commands.language.server.language.auto'), value: FOLLOW_DISCORD },
            ...LANGUAGE_CHOICES,
          ],
        }),
      },
      run: setServerLanguage,
    }),
  },
});
