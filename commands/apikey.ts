import { APIKEY_IDS } from '../src/apikey/apikey-actions.js';
import { NotYourConfirmationError } from '../src/apikey/apikey-errors.js';
import { secretModal } from '../src/apikey/key-modal.js';
import { submitGenerateModal, submitLinkModal } from '../src/apikey/link-personal-key.js';
import {
  revokePersonalKey,
  showPersonalKeyStatus,
  unlinkPersonalKey,
} from '../src/apikey/personal-key.js';
import { cancelRevokeAll, confirmRevokeAll } from '../src/apikey/revoke-all.js';
import {
  clearServerKey,
  setServerDailyLimit,
  showServerKeyStatus,
  submitServerKeyModal,
} from '../src/apikey/server-key.js';
import { autocompleteBackend, setServerBackend } from '../src/apikey/set-server-backend.js';
import { option, requiredOption, subcommand } from '../src/bot/command-declaration.js';
import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';
import { DAILY_LIMIT_RANGE } from '../src/preferences/server-settings.js';

/**
 * `/apikey`: members' own keys (wherever they installed the app), and the server key for members
 * with Manage Server (`server`: needs the bot in the server). Names and descriptions in every
 * language come from the catalogs' `commands.apikey`.
 */
export default defineCommand({
  name: 'apikey',
  scope: 'anywhere',
  autocomplete: autocompleteBackend,
  subcommands: {
    link: subcommand({ run: secretModal('linkModal') }),
    status: subcommand({ run: showPersonalKeyStatus }),
    unlink: subcommand({ run: unlinkPersonalKey }),
    generate: subcommand({ run: secretModal('generateModal') }),
    revoke: subcommand({ options: { all: option('boolean') }, run: revokePersonalKey }),
  },
  groups: {
    server: {
      needsBot: true,
      needs: manager('manageServerKey'),
      subcommands: {
        set: subcommand({ run: secretModal('serverModal') }),
        status: subcommand({ run: showServerKeyStatus }),
        clear: subcommand({ run: clearServerKey }),
        limit: subcommand({
          options: {
            limit: requiredOption('integer', {
              min: DAILY_LIMIT_RANGE.min,
              max: DAILY_LIMIT_RANGE.max,
              describe: DAILY_LIMIT_RANGE,
            }),
          },
          needs: manager('changeDailyLimit'),
          run: setServerDailyLimit,
        }),
        backend: subcommand({
          options: { backend: requiredOption('string', { autocomplete: true, maxLength: 60 }) },
          run: setServerBackend,
        }),
      },
    },
  },
  components: [
    definePanelComponent({
      kind: 'button',
      id: APIKEY_IDS.revokeAll,
      refused: () => new NotYourConfirmationError(),
      run: confirmRevokeAll,
    }),
    definePanelComponent({
      kind: 'button',
      id: APIKEY_IDS.revokeCancel,
      refused: () => new NotYourConfirmationError(),
      run: cancelRevokeAll,
    }),
    definePanelComponent({ kind: 'modal', id: APIKEY_IDS.link, run: submitLinkModal }),
    definePanelComponent({ kind: 'modal', id: APIKEY_IDS.generate, run: submitGenerateModal }),
    definePanelComponent({
      kind: 'modal',
      id: APIKEY_IDS.serverSet,
      needsBot: true,
      needs: manager('manageServerKey'),
      run: submitServerKeyModal,
    }),
  ],
});
