import { defineCommand } from '../src/bot/define-command.js';
import { showHelp } from '../src/onboarding/show-help.js';

/**
 * `/help`: privately, what the bot does here, the member's key and room on the server key, the
 * server's limits, the commands they can use (derived from every command's declaration) and the
 * operator's privacy and terms links. Offered wherever the member is.
 */
export default defineCommand({
  name: 'help',
  scope: 'anywhere',
  run: showHelp,
});
