import describeCommand from '../../../commands/describe.js';
import history from '../../../commands/history.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { type HordeEnv, setHordeServerKey, startHordeEnv } from '../horde/horde-kit.js';

/**
 * A Horde env with `/describe` and `/history` deployed, a moderation log channel and a server
 * budget in credits (kudos there) of `daily`; alice's key is the server's (`serverKey`), else
 * linked as her own.
 */
export async function startDescribeEnv(options: { daily: number; serverKey: boolean }) {
  const env = await startHordeEnv({ linked: !options.serverKey });
  const { stores } = env.app.context;
  if (options.serverKey) await setHordeServerKey(stores, env.guild.id);
  await stores.policy.setBudget(env.guild.id, { unit: 'credits', daily: options.daily });
  const logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
  await stores.policy.setLogChannel(env.guild.id, { id: logChannel.id, setBy: 'owner' });
  await deployCommands({
    body: [describeCommand.data, history.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  return { env, logChannel };
}

/** `/describe image:` with a 640×480 picture, as alice. */
export async function runDescribe(env: HordeEnv): Promise<InteractionRun> {
  const photo = await renderImage({ width: 640, height: 480, prompt: 'a harbour', seed: 7 });
  return env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'describe',
    attachments: { image: { name: 'h.png', data: photo, contentType: 'image/png' } },
  });
}

/** The private answer of `run` once it is final. */
export const answerOf = (run: InteractionRun) =>
  run.waitFor((r) => [r.original(), ...r.followUps].find((m) => m && !m.loading && m.ephemeral), {
    timeout: 30_000,
  });
