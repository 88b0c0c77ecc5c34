import { createInterface } from 'node:readline';
import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, type DiscordCliArgs, parseCliArgs } from './cli-args.js';
import { parseCommandLine, parseFormLine } from './cli-command-line.js';
import type { InteractionRun } from './driver/interaction-run.js';
import type { MessageView } from './driver/message-view.js';
import { startDiscordEmulator } from './start-discord-emulator.js';

/** The command line, or (when it cannot be read) its message, the usage and exit code 2. */
function readArgs(): DiscordCliArgs {
  try {
    return parseCliArgs(process.argv.slice(2), process.env.DISCORD_EMULATOR_PORT);
  } catch (error) {
    console.error(`mock-discord: ${(error as Error).message}\n\n${CLI_USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();
if (values.help) {
  console.log(CLI_USAGE);
  process.exit(0);
}

const discord = await startDiscordEmulator({
  port: values.port,
  host: values.host,
  ...(values.token ? { token: values.token } : {}),
  logRequests: !values.quiet,
});
const input = createInterface({ input: process.stdin, terminal: false });
// Before the first line: whoever waits for it may signal at once.
closeOnExit({
  close: async () => {
    input.close();
    await discord.close();
  },
  log: (line) => console.log(line),
});
const { guild, channel, user } = discord.setupGuild({ guild: { name: 'Demo Guild' } });

console.log(`Discord emulator listening on ${discord.url}
  token           ${discord.token}
  application id  ${discord.applicationId}
  guild           ${guild.id} (${guild.name})
  channel         ${channel.id} (#${channel.name})
  user            ${user.id} (${user.username})
Client options: rest: { api: '${discord.url}/api', cdn: '${discord.url}/cdn' }
The bot's .env (npm start): DISCORD_TOKEN=${discord.token} DISCORD_API_URL=${discord.url}/api DISCORD_CDN_URL=${discord.url}/cdn
Type a slash command as ${user.username} in #${channel.name}, e.g. /imagine prompt:"a cat", and a form's fields as form field:"value" (Ctrl+C to stop).`);

const show = (verb: string) => (m: MessageView) => {
  const files = m.attachments.map((a) => ` [${a.filename} ${a.url}]`).join('');
  const flags = `${m.ephemeral ? ' (ephemeral)' : ''}${m.loading ? ' (thinking…)' : ''}`;
  // A components-v2 card has no content: its texts are what the member reads.
  const text = m.content || m.texts.join('\n');
  console.log(`${verb} ${m.id}${flags}: ${text}${files}`);
};
discord.events.on('messageCreate', show('message'));
discord.events.on('messageUpdate', show('edited '));

/** The last command answered with a form, which `form field:value …` submits. */
let formOf: InteractionRun | undefined;

/** Prints the form `run` was answered with, if it was, and how to fill it in. */
async function showForm(run: InteractionRun): Promise<void> {
  const { responseType } = await run.waitForAck({ timeout: 10_000 });
  const form = run.modal;
  if (responseType !== 9 || !form) return;
  formOf = run;
  const fields = form.fields.map((field) => `${field.customId} (${field.label ?? field.type})`);
  console.log(
    `form "${form.title}": ${fields.join(', ')}; type form ${form.fields[0]?.customId ?? 'field'}:"…" to submit it`,
  );
}

input.on('line', (line) => {
  const form = parseFormLine(line);
  if (form) {
    if (!formOf) return console.log('no form to fill in: type the command that opens one first');
    formOf
      .submitModal(form)
      .then((run) => console.log(`sent the form as interaction ${run.id}`))
      .catch((error: unknown) => console.log(`could not send: ${(error as Error).message}`));
    return;
  }
  const command = parseCommandLine(line);
  if (!command) return;
  discord
    .runCommand({ channel, user, ...command })
    .then((run) => {
      console.log(`sent /${command.name} as interaction ${run.id}`);
      return showForm(run);
    })
    .catch((error: unknown) => console.log(`could not send: ${(error as Error).message}`));
});
