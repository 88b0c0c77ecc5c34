import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Prng } from '../sandbox/prng.js';
import { type FaultEvent, runFaults } from './chaos-faults.js';
import { formatSoak, type SoakRequest, soakFigures, soakPassed } from './chaos-report.js';
import { startChaosWorld } from './chaos-world.js';

/** `npm run bench:chaos`'s usage. */
const USAGE = `Usage: npm run bench:chaos -- [--generations 300] [--members 40] [--seconds 100] [--lease-ms <ms>] [--seed 1] [--retake] [--json]
  Three bot processes on one redis-server (shard 0, shard 1, a standby for both) under faults:
  a SIGKILL of a random process every 15 s (restarted 2 s later), one SIGTERM, Redis killed
  and restarted on its append-only file, one process SIGSTOPped for 5 s.
  --lease-ms   SHARD_LEASE_MS of the bots (default: the bot's own default)
  --retake     the SIGSTOP hits the process holding the most shards, and the one that took over
               its first shard is killed after it, so the paused process takes that shard back
  Exit code: 0 when nothing is answered twice, stuck, reverted, uploaded twice or charged twice;
  1 otherwise.`;

const { values } = parseArgs({
  options: {
    generations: { type: 'string', default: '300' },
    members: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '100' },
    'lease-ms': { type: 'string' },
    seed: { type: 'string', default: '1' },
    retake: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const number = (name: string, raw: string | undefined) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number above 0 (got ${raw})\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const generations = number('generations', values.generations);
const durationMs = number('seconds', values.seconds) * 1000;
const leaseMs =
  values['lease-ms'] === undefined ? undefined : number('lease-ms', values['lease-ms']);
const prng = new Prng(number('seed', values.seed));
const random = () => prng.next();
/** The interactions' answers Discord refused, by error code. */
const refusedCallbacks = (
  requests: readonly { route?: string; status: number; error?: unknown }[],
) => {
  const codes: Record<string, number> = {};
  for (const request of requests) {
    if (request.route !== 'interactionCallback' || request.status < 400) continue;
    const code = String((request.error as { code?: unknown } | undefined)?.code ?? request.status);
    codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
};
const stage = (text: string) => process.stderr.write(`[chaos] ${text}\n`);

stage('starting redis-server, the emulators and three bot processes');
const world = await startChaosWorld({
  serversPerShard: 5,
  members: number('members', values.members),
  leaseMs,
});
try {
  const startedAt = performance.now();
  const now = () => performance.now() - startedAt;
  const timeline: FaultEvent[] = [];
  const faults = runFaults(world, durationMs, startedAt, random, timeline, {
    retake: values.retake,
  });
  const arrivals = Array.from({ length: generations }, () => random() * durationMs).sort(
    (a, b) => a - b,
  );
  const requests: SoakRequest[] = [];
  stage(`sending ${generations} /imagine over ${durationMs / 1000} s under faults`);
  for (const [n, at] of arrivals.entries()) {
    await sleep(Math.max(0, at - now()));
    const { channel, shard } = world.channels[Math.floor(random() * world.channels.length)] ?? {};
    const member = world.members[Math.floor(random() * world.members.length)];
    if (!channel || shard === undefined || !member) continue;
    const count = random() < 0.2 ? 2 : 1;
    const run = await world.discord.runCommand({
      channel,
      user: member.user,
      name: 'imagine',
      options: { prompt: `soak ${n}`, ...(count > 1 && { count }) },
    });
    requests.push({ run, count, shard, sentAt: at });
  }
  await faults;
  stage('faults over: waiting for every generation to end (at most 90 s)');
  const settled = () =>
    requests.every(({ run }) => {
      const reply = run.acknowledged ? run.original() : undefined;
      return (
        !reply ||
        reply.ephemeral ||
        reply.buttons.some((b) => !/:(cancel|stop):/.test(b.customId ?? ''))
      );
    });
  for (let waited = 0; waited < 90_000 && !settled(); waited += 1_000) await sleep(1_000);
  await sleep(3_000);

  const figures = soakFigures({
    requests,
    refusedCallbacks: refusedCallbacks(world.discord.requests),
    discordRequests: world.discord.requests.map(({ path, files, status, at, body }) => ({
      path,
      files: files.length,
      status,
      at,
      ...(typeof (body as { nonce?: unknown })?.nonce === 'string' && {
        nonce: (body as { nonce: string }).nonce,
      }),
    })),
    submissions: world.imageApi.stats.submissions,
    balances: world.members.map(({ serviceName }) => world.imageApi.balanceOf(serviceName)),
    logs: world.bots.flatMap(({ runs }) => runs.map((run) => run.stdout())),
    faults: timeline.sort((a, b) => a.at - b.at),
  });
  const logDir = await mkdtemp(join(tmpdir(), 'imagine-chaos-logs-'));
  for (const bot of world.bots) {
    for (const [index, run] of bot.runs.entries()) {
      const name = `${bot.name.replace(/\W+/g, '-')}-${index + 1}.log`;
      await writeFile(join(logDir, name), `${run.stdout()}${run.stderr()}`);
    }
  }
  stage(`the bots' logs: ${logDir}`);
  console.log(values.json ? JSON.stringify(figures, null, 2) : formatSoak(figures));
  for (const line of [...figures.stuck, ...figures.reverted]) {
    const id = line.split(':')[0] ?? '';
    stage(`stored jobs of ${id}: ${await world.storedJobs(id)}`);
  }
  process.exitCode = soakPassed(figures) ? 0 : 1;
} finally {
  await world.close();
}
