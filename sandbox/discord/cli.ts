import { createInterface } from 'node:readline';
import { closeOnExit } from '../cli-process.js';
import { CLI_USAGE, type DiscordCliArgs, parseCliArgs } from './cli-args.js';
import { CLI_LINES, type CliLine, parseCliLine } from './cli-command-line.js';
import { CliSession } from './cli-session.js';
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
Type what ${user.username} does in #${channel.name} (Ctrl+C to stop):
${CLI_LINES}`);

/** A message's buttons and string selects, as `click` and `select` name them. */
const controls = (m: MessageView) =>
  [
    ...m.buttons.filter((b) => b.customId).map((b) => `[${b.label ?? b.customId}]`),
    ...m.selects.map((s) => `[select ${s.customId}: ${s.options.map((o) => o.value).join(', ')}]`),
  ].join(' ');

/** What an embed shows: its title, description, fields (name: value) and footer, a line each. */
const embedText = (embed: MessageView['embeds'][number]) =>
  [
    embed.title,
    embed.description,
    ...(embed.fields ?? []).map((field) => `${field.name}: ${field.value}`),
    embed.footer?.text,
  ]
    .filter(Boolean)
    .join('\n');

const show = (verb: string) => (m: MessageView) => {
  const files = m.attachments.map((a) => ` [${a.filename} ${a.url}]`).join('');
  const flags = `${m.ephemeral ? ' (ephemeral)' : ''}${m.loading ? ' (thinking…)' : ''}`;
  // What the member reads: its content, a components-v2 card's texts, its embeds (`/queue`).
  const text = [m.content, ...m.texts, ...m.embeds.map(embedText)].filter(Boolean).join('\n');
  const buttons = controls(m);
  console.log(`${verb} ${m.id}${flags}: ${text}${files}${buttons ? `\n  ${buttons}` : ''}`);
};
discord.events.on('messageCreate', show('message'));
discord.events.on('messageUpdate', show('edited '));

const session = new CliSession(discord, { channel, user }, (line) => console.log(line));
input.on('line', (typed) => {
  let line: CliLine | undefined;
  try {
    line = parseCliLine(typed);
  } catch (error) {
    return console.log((error as Error).message);
  }
  if (!line) return;
  session
    .run(line)
    .catch((error: unknown) => console.log(`could not send: ${(error as Error).message}`));
});
