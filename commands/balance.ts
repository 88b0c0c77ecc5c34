import { runBalance } from '../src/balance/run-balance.js';
import { option } from '../src/bot/command-declaration.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';

/**
 * `/balance`: credits of the member's key and of the server pool; `usage` the server key's use.
 * The member's own credits work wherever they installed the app; another's and the usage need the
 * bot in the server and Manage Server.
 */
export default defineCommand({
  name: 'balance',
  scope: 'anywhere',
  options: {
    public: option('boolean'),
    user: option('member', { needsBot: true, needs: manager('seeOthersBalance') }),
    usage: option('boolean', { needsBot: true, needs: manager('seeUsage') }),
  },
  run: runBalance,
});
