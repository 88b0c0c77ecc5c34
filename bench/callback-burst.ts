/**
 * `npx tsx bench/callback-burst.ts [n]`: the Discord emulator's side of a burst alone. `n` slash
 * commands (default 2,000) are sent at once to a bare discord.js client in a child process that
 * answers each with a reply and nothing else (no store, no bot; the bot's bounded keep-alive
 * connections to Discord, `createDiscordAgent`), and the emulator's
 * acknowledgement times (created → callback) are printed with the emulator process's CPU. What
 * the bench's `--burst` cannot go below on this machine, whatever the bot does.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { startDiscordEmulator } from '../sandbox/discord/index.js';
import { createDiscordAgent } from '../src/discord/rest-agent.js';

const [first = '2000', url = '', token = ''] = process.argv.slice(2);
const n = Number(first === 'client' ? 0 : first);

if (first === 'client') {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: {
      api: `${url}/api`,
      cdn: `${url}/cdn`,
      globalRequestsPerSecond: 1e9,
      agent: createDiscordAgent(),
    },
  });
  client.on(Events.InteractionCreate, (interaction) => {
    if (interaction.isChatInputCommand())
      void interaction.reply({ content: 'ok', allowedMentions: { parse: [] } });
  });
  client.once(Events.ClientReady, () => process.send?.('ready'));
  process.on('message', (message) => {
    if (message === 'exit') process.exit(0);
  });
  await client.login(token);
} else {
  const discord = await startDiscordEmulator({});
  const guild = discord.createGuild({ name: 'burst' });
  const channel = discord.createChannel({ guild, name: 'general' });
  const users = Array.from({ length: n }, (_, i) =>
    discord.createUser({ username: `m${i}`, guild: guild.id }),
  );
  await fetch(`${discord.url}/api/v10/applications/${discord.applicationId}/commands`, {
    method: 'PUT',
    headers: { authorization: `Bot ${discord.token}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ name: 'ping', description: 'p', type: 1 }]),
  });
  const args = ['client', discord.url, discord.token];
  const child = fork(fileURLToPath(import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  await new Promise((ready) => child.once('message', ready));
  const latencies: number[] = [];
  let answered = 0;
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  discord.events.on('interactionResponse', (run) => {
    const status = run.status;
    if (status.acknowledgedAt)
      latencies.push(Date.parse(status.acknowledgedAt) - Date.parse(status.createdAt));
    answered += 1;
    if (answered === n) done();
  });
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  for (const user of users) await discord.runCommand({ channel, user, name: 'ping' });
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(elu).utilization;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${n} commands at once: ${latencies.length} acknowledged; p50 ${at(0.5)} · p99 ${at(0.99)} · max ${latencies.at(-1)} ms; ` +
      `emulator CPU ${cpuMs.toFixed(0)} ms (${(cpuMs / n).toFixed(2)} ms per command), event loop ${(busy * 100).toFixed(0)}% busy`,
  );
  child.send('exit');
  await new Promise((exited) => child.once('exit', exited));
  await discord.close();
}
