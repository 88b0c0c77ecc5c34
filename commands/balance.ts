import { runBalance } from '../src/balance/run-balance.js';
import { option } from '../src/bot/command-declaration.js';
import { defineCommand } from '../src/bot/define-command.js';

/**
 * `/balance`: credits of the member's key and of the server pool; `usage` the server key's use.
 * The member's own credits work wherever they installed the app; another's and the usage need the
 * bot in the server.
 */
export default defineCommand({
  name: 'balance',
  scope: 'anywhere',
  options: {
    public: option('boolean'),
    user: option('member', { needsBot: true }),
    usage: option('boolean', { needsBot: true }),
  },
  run: runBalance,
});
