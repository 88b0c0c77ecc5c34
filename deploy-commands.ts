import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { commands } from './commands/index.js';
import { servedIds, servedOffer } from './src/app/backends.js';
import { leftOutOf, offeredPayloads } from './src/bot/offered-commands.js';
import { loadConfig, parseDeployConfig } from './src/core/config-parser.js';
import { deployCommands, describeCommands } from './src/discord/command-registration.js';
import { explainDiscordFailure, SERVER_ID_HOW } from './src/discord/discord-failure.js';

const usage = `Usage: npm run deploy-commands -- [--guild <server id>] [--dry-run]
  --guild <id>  register in one server only, where the bot was added (takes effect at once;
                global takes up to an hour); ${SERVER_ID_HOW}
  --dry-run     print the commands' JSON and exit, without a token`;

/** What each scope means for the members who will see the commands. */
const SCOPE_NOTES = {
  guild:
    'They show in that server at once. Registered globally as well, each would show twice there.',
  global:
    'They show in every server with the bot within an hour. Registered with --guild as well, ' +
    'each would show twice in that server.',
};

/** Said when what members would look for was left out: no backend in BACKENDS offers it. */
const leftOutNote = (leftOut: readonly string[], ids: readonly string[]) =>
  `Not registered, as no backend in BACKENDS (${ids.join(', ')}) takes them (an image to edit, ` +
  `describe or animate that way, LoRAs, reference images): ${leftOut.join(', ')}. Run this again after adding a backend ` +
  'that does to BACKENDS.';

/** The command line, or (for an unknown option or a stray word) its message, usage and exit 2. */
function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        guild: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.guild !== undefined && !/^\d{17,20}$/.test(values.guild)) {
      throw new Error(`--guild takes a server id, a number such as 1575…: ${SERVER_ID_HOW}`);
    }
    return values;
  } catch (error) {
    console.error(`deploy-commands: ${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

const values = readArgs();

// BACKENDS from .env (or the environment): the commands of the image actions its backends may offer.
if (!values.help && existsSync('.env')) process.loadEnvFile('.env');
const served = servedIds(process.env.BACKENDS);
const offer = servedOffer(served);
const body = offeredPayloads(commands, offer);
const leftOut = leftOutOf(commands, offer);
if (values.help) {
  console.log(usage);
} else if (values['dry-run']) {
  console.log(JSON.stringify(body, null, 2));
} else {
  const config = loadConfig(parseDeployConfig);
  try {
    const { scope, registered } = await deployCommands({
      body,
      token: config.DISCORD_TOKEN,
      apiUrl: config.DISCORD_API_URL,
      applicationId: config.DISCORD_APPLICATION_ID,
      guildId: values.guild,
    });
    console.log(`Registered ${registered.length} commands ${scope}:`);
    for (const line of describeCommands(body)) console.log(`  ${line}`);
    if (leftOut.length) console.log(leftOutNote(leftOut, served));
    console.log(values.guild ? SCOPE_NOTES.guild : SCOPE_NOTES.global);
  } catch (error) {
    const explained = explainDiscordFailure(error, config.DISCORD_API_URL, values.guild);
    console.error(`Could not register commands: ${(explained ?? (error as Error)).message}`);
    process.exitCode = 1;
  }
}
