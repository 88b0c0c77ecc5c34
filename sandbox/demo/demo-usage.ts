import type { DemoSession } from './demo-session.js';
import type { DemoWorld } from './demo-world.js';
import { SEEDED_DAILY_BUDGET, SEEDED_DAYS, seedUsageHistory } from './usage-history-seed.js';

/**
 * The server's other members in the month of history the demo seeds (after bob and mei, less
 * active each): more than the chart's top five, so it also draws "everyone else".
 */
const MONTH_MEMBERS = [
  { username: 'sofia', globalName: 'Σοφία' },
  { username: 'minjun', globalName: '김민준' },
  { username: 'lucas', globalName: 'Lucas' },
  { username: 'yuki', globalName: '佐藤ゆき' },
  { username: 'omar', globalName: 'Omar' },
  { username: 'ana', globalName: 'Ana' },
] as const;

/**
 * The server key's use, drawn (on the image service only; elsewhere a line says why it is left
 * out): the owner sets a server key, a month of the members' use is seeded, bob and mei generate
 * on it, then alice's `/balance usage:True`. `names` learns the new members. Returns the chart's
 * bytes, or undefined where the step was left out.
 */
export async function usageStep(
  world: DemoWorld,
  session: DemoSession,
  names: Map<string, string>,
  prompt: string,
  backendName: string | undefined,
): Promise<Buffer | undefined> {
  const { transcript } = session;
  const { t } = transcript;
  if (world.horde) {
    transcript.line(`    ${t.t('demo.hordeSkipsUsage')}`);
    return undefined;
  }
  if (backendName) {
    transcript.line(`    ${t.t('demo.backendSkipsUsage', { backend: backendName })}`);
    return undefined;
  }
  const { guild, user, serviceUser } = world;
  // Display names in any script: the chart's legend draws them with the fonts it ships.
  const bob = world.discord.createUser({ username: 'bob', globalName: 'Борис', guild });
  const mei = world.discord.createUser({ username: 'mei', globalName: '美玲', guild });
  const others = MONTH_MEMBERS.map((member) => world.discord.createUser({ ...member, guild }));
  const members = [bob, mei, ...others];
  for (const member of members) names.set(member.id, member.username);
  const { stores } = world.app.context;
  await stores.guildSettings.setServerKey(guild.id, {
    apiKey: world.imageApi.issueKey(serviceUser.name),
    setBy: user.id,
    serviceUserId: '1',
    serviceUsername: serviceUser.name,
  });
  transcript.line(`    ${t.t('demo.serverKeySet', { member: bob.username })}`);
  const ids = members.map((member) => member.id);
  await seedUsageHistory(stores, { guildId: guild.id, members: ids, now: world.now });
  const seeded = { count: members.length, days: SEEDED_DAYS, cap: SEEDED_DAILY_BUDGET };
  transcript.line(`    ${t.t('demo.historySeeded', seeded)}`);
  await session.imagineAs(bob, prompt);
  await session.imagineAs(mei, prompt);
  const report = await session.usage();
  const file = report.attachments.find((attachment) => attachment.filename === 'usage.png');
  if (!file) throw new Error('the usage report has no chart attached');
  return file.bytes;
}
