import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { parseCommandLine } from './cli-command-line.js';
import type { MessageView } from './driver/message-view.js';
import { startDiscordEmulator } from './start-discord-emulator.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DISCORD_EMULATOR_PORT ?? '0' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const discord = await startDiscordEmulator({
  port: Number(values.port),
  host: values.host,
  ...(values.token ? { token: values.token } : {}),
  logRequests: !values.quiet,
});
const { guild, channel, user } = discord.setupGuild({ guild: { name: 'Demo Guild' } });

console.log(`Discord emulator listening on ${discord.url}
  token           ${discord.token}
  application id  ${discord.applicationId}
  guild           ${guild.id} (${guild.name})
  channel         ${channel.id} (#${channel.name})
  user            ${user.id} (${user.username})
Client options: rest: { api: '${discord.url}/api', cdn: '${discord.url}/cdn' }
Type a slash command as ${user.username} in #${channel.name}, e.g. /imagine prompt:"a cat" (Ctrl+C to stop).`);

const show = (verb: string) => (m: MessageView) => {
  const files = m.attachments.map((a) => ` [${a.filename} ${a.url}]`).join('');
  const flags = `${m.ephemeral ? ' (ephemeral)' : ''}${m.loading ? ' (thinking…)' : ''}`;
  console.log(`${verb} ${m.id}${flags}: ${m.content}${files}`);
};
discord.events.on('messageCreate', show('message'));
discord.events.on('messageUpdate', show('edited '));

const input = createInterface({ input: process.stdin, terminal: false });
input.on('line', (line) => {
  const command = parseCommandLine(line);
  if (!command) return;
  discord
    .runCommand({ channel, user, ...command })
    .then((run) => console.log(`sent /${command.name} as interaction ${run.id}`))
    .catch((error: unknown) => console.log(`could not send: ${(error as Error).message}`));
});

const stop = async () => {
  input.close();
  await discord.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
