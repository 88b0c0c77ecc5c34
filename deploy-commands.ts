import { parseArgs } from 'node:util';
import { commands } from './commands/index.js';
import { loadConfig, parseDeployConfig } from './src/core/config.js';
import { deployCommands, describeCommands } from './src/discord/command-registration.js';

const usage = `Usage: npm run deploy-commands -- [--guild <id>] [--dry-run]
  --guild <id>  register in one server only (takes effect at once; global takes up to an hour)
  --dry-run     print the commands' JSON and exit, without a token`;

/** The command line, or (for an unknown option or a stray word) its message, usage and exit 2. */
function readArgs() {
  try {
    return parseArgs({
      options: {
        guild: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`deploy-commands: ${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

const values = readArgs();

const body = commands.map((command) => command.data);
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
  } catch (error) {
    console.error(`Could not register commands: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
