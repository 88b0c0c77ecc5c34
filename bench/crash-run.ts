import { parseArgs } from 'node:util';
import type { InteractionRun, MessageView } from '../sandbox/discord/index.js';
import { TSX_LOADER_BOT } from '../test/e2e/helpers/bot-process.js';
import { type KillableBot, startCrashWorld } from '../test/e2e/helpers/crash-world.js';

/**
 * `npm run bench:crash`: the real bot as a child process, killed with SIGKILL at one moment of each
 * generation's life and restarted on the same SQLite file; counts what a member would see go wrong.
 */

/** When a generation's bot is killed. */
const MOMENTS = [
  'acknowledged',
  'sending',
  'queued',
  'generating',
  'final edit landed',
  'random',
] as const;
type Moment = (typeof MOMENTS)[number];

const TITLES: Partial<Record<Moment, string>> = {
  sending: '📨 Sending to the image service',
  queued: '🕒 Queued',
  generating: '🎨 Generating',
};

const { values } = parseArgs({
  options: {
    generations: { type: 'string', default: '120' },
    json: { type: 'boolean', default: false },
  },
});
const total = Number(values.generations);

const world = await startCrashWorld({ imageApi: { timeScale: 0.02 }, botArgs: TSX_LOADER_BOT });
let bot: KillableBot = await world.startBot();
const counts = {
  killed: 0,
  unacknowledged: 0,
  stuck: 0,
  duplicated: 0,
  charged: 0,
  chargedWithoutImage: 0,
  toldMaybeCharged: 0,
};
const byMoment = new Map<
  Moment,
  { runs: number; killed: number; images: number; failures: number }
>();

/** Resolves true once `moment` happened for `run()` and the bot was killed; false if it never came. */
function killAt(
  moment: Moment,
  run: () => InteractionRun | undefined,
): {
  killed: Promise<boolean>;
  readonly fired: boolean;
  cancel(): void;
} {
  const { events } = world.discord;
  let fired = false;
  let settle: (killed: boolean) => void = () => undefined;
  const killed = new Promise<boolean>((done) => {
    settle = done;
  });
  const fire = () => {
    fired = true;
    detach();
    void bot.kill().then(() => settle(true));
  };
  // The reply itself may show a stage (a reply, not only a deferral): its first state counts too.
  const onResponse = (response: InteractionRun) => {
    if (response.id !== run()?.id) return;
    if (moment === 'acknowledged' || response.original()?.embeds[0]?.title === TITLES[moment]) {
      fire();
    }
  };
  const onUpdate = (message: MessageView) => {
    if (message.interactionId !== run()?.id) return;
    const title = message.embeds[0]?.title;
    if (
      moment === 'final edit landed' ? message.attachments.length > 0 : title === TITLES[moment]
    ) {
      fire();
    }
  };
  const timer =
    moment === 'random' ? setTimeout(fire, Math.floor(Math.random() * 1_500)) : undefined;
  if (moment !== 'random' && moment !== 'final edit landed') {
    events.on('interactionResponse', onResponse);
  }
  if (moment !== 'random' && moment !== 'acknowledged') events.on('messageUpdate', onUpdate);
  const detach = () => {
    clearTimeout(timer);
    events.off('interactionResponse', onResponse);
    events.off('messageUpdate', onUpdate);
  };
  const cancel = () => {
    detach();
    settle(false);
  };
  return {
    killed,
    get fired() {
      return fired;
    },
    cancel,
  };
}

const isFinal = (message: MessageView) =>
  message.buttons.some((button) => /imagine:(reroll|retry):/.test(button.customId ?? ''));

for (let index = 0; index < total; index += 1) {
  const moment = MOMENTS[index % MOMENTS.length] as Moment;
  const stats = byMoment.get(moment) ?? { runs: 0, killed: 0, images: 0, failures: 0 };
  byMoment.set(moment, stats);
  stats.runs += 1;
  const creditsBefore = world.imageApi.balanceOf('alice');
  let run: InteractionRun | undefined;
  const trigger = killAt(moment, () => run);
  run = await world.discord.runCommand({
    channel: world.channel,
    user: world.user,
    name: 'imagine',
    options: { prompt: `crash run ${index}` },
  });
  const current = run;
  const final = current.waitForOriginal(isFinal, { timeout: 20_000 }).catch(() => undefined);
  await Promise.race([trigger.killed, final]);
  const killed = trigger.fired ? await trigger.killed : false;
  trigger.cancel();
  if (killed) {
    counts.killed += 1;
    stats.killed += 1;
    bot = await world.startBot();
  }
  const shown = await final;
  await new Promise((settle) => setTimeout(settle, 400));
  const outcome = shown
    ? `${shown.embeds[0]?.title ?? ''} ${/\*\*(.+?)\*\*/.exec(shown.embeds[0]?.description ?? '')?.[1] ?? ''}`
    : current.acknowledged
      ? 'STUCK'
      : 'never acknowledged';
  process.stderr.write(`#${index} ${moment}: ${killed ? 'killed' : 'not killed'}; ${outcome}\n`);
  if (!shown && !current.acknowledged) {
    counts.unacknowledged += 1;
    continue;
  }
  if (!shown) {
    counts.stuck += 1;
    continue;
  }
  const ownPrompt = new RegExp(`^> crash run ${index}(\\n|$)`);
  const uploads = world.discord.requests.filter(
    (request) => request.files.length > 0 && request.path.includes(current.token),
  ).length;
  const posted = world.discord
    .messages(world.channel)
    .filter((message) => !message.deleted)
    .filter((message) => ownPrompt.test(message.embeds[0]?.description ?? ''));
  if (uploads > 1 || posted.length > 1) counts.duplicated += 1;
  const image = shown.attachments.length > 0;
  if (image) stats.images += 1;
  else stats.failures += 1;
  const charged = world.imageApi.balanceOf('alice') < creditsBefore;
  if (charged) counts.charged += 1;
  if (charged && !image) {
    counts.chargedWithoutImage += 1;
    if (shown.embeds[0]?.description?.includes('/balance')) counts.toldMaybeCharged += 1;
  }
}

await world.close();
const report = { generations: total, ...counts, byMoment: Object.fromEntries(byMoment) };
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`SIGKILL run: ${total} generations, ${counts.killed} kills`);
  console.log(
    `  killed before Discord had an answer ("did not respond"; nothing saved or charged): ${counts.unacknowledged}`,
  );
  console.log(`  stuck (acknowledged, no final state within 20 s): ${counts.stuck}`);
  console.log(`  duplicated (image uploaded twice or a second message): ${counts.duplicated}`);
  console.log(
    `  charged without an image: ${counts.chargedWithoutImage} (told "may have been charged" with /balance: ${counts.toldMaybeCharged})`,
  );
  for (const [moment, stats] of byMoment) {
    console.log(
      `  ${moment.padEnd(18)} runs ${stats.runs}, killed ${stats.killed}, images ${stats.images}, failures ${stats.failures}`,
    );
  }
}
process.exit(counts.stuck + counts.duplicated > 0 ? 1 : 0);
