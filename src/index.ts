/** The bot's entry point (`npm start`): checks the Node.js version first, then loads the bot. */
import './require-node.js';

await import('./main.js');
