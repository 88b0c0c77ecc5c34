import { writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { createI18n } from '../../src/i18n/translator.js';
import { imageFormatOf } from '../../src/safety/image-format.js';
import { imageWithMetadata } from '../../src/safety/image-metadata.js';
import { demoPhoto, describePhoto, imagesInOf, imagineFrom } from './demo-images-in.js';
import { DEMO_DEFAULTS, type DemoOptions } from './demo-options.js';
import { DemoSession } from './demo-session.js';
import { DEMO_WORKFLOW, DEMO_WORKFLOWS } from './demo-workflows.js';
import {
  DEMO_HORDE_USER,
  DEMO_OPENAI_KEY,
  DEMO_WEBUI_LORA,
  DEMO_WEBUI_MODEL,
  DEMO_WEBUI_MODELS,
  type DemoWorld,
  startDemoWorld,
} from './demo-world.js';
import { clockTime } from './plain-text.js';
import { pngDimensions } from './png-dimensions.js';
import { Transcript } from './transcript.js';
import { SEEDED_DAILY_BUDGET, SEEDED_DAYS, seedUsageHistory } from './usage-history-seed.js';

/** What a demo run produced. */
export interface DemoResult {
  /** Every line printed (or that would have been, with `quiet`). */
  readonly transcript: readonly string[];
  /** Absolute path of the image written. */
  readonly outPath: string;
  /** The image's bytes as attached to the final reply. */
  readonly image: Buffer;
  /**
   * The image the backend served for that task; the demo checks it is the one attached, but for
   * the metadata the bot removes (ComfyUI's workflow, the WebUI's generation parameters).
   */
  readonly servedImage: Buffer;
  /**
   * Absolute path of the usage chart written beside the image (`/balance usage:True`'s PNG);
   * undefined on the Horde, where that step is left out.
   */
  readonly chartPath: string | undefined;
  /** The chart's bytes as attached to the usage report (undefined on the Horde). */
  readonly chart: Buffer | undefined;
  readonly width: number;
  readonly height: number;
}

/** A demo step that failed, with the bot's recent warnings and errors for the diagnosis. */
export class DemoError extends Error {
  override readonly name = 'DemoError';
  constructor(
    readonly step: string,
    cause: unknown,
    readonly botProblems: readonly string[],
  ) {
    super(`${step}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

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

/** The built-in style the demo's generation uses. */
const DEMO_STYLE = 'oil-painting';

/**
 * The demo: both emulators and the real bot in this process, then alice links a key, checks her
 * balance, runs `/imagine` and re-rolls it, all through the Discord emulator's driver, with the
 * channel printed as she sees it, in `locale` (her client's and the server's language; the
 * transcript's own labels come from the bot's catalogs). Writes the last image to `out`. Stops
 * the bot, then the emulators.
 */
export async function runDemo(options: DemoOptions = {}): Promise<DemoResult> {
  const o = { ...DEMO_DEFAULTS, ...options };
  const onHorde = o.backend === 'horde';
  const out = o.out ?? (onHorde ? 'demo-output.webp' : 'demo-output.png');
  const print = o.write ?? ((line: string) => console.log(line));
  const t = createI18n().translator(o.locale);
  const world = await startDemoWorld({
    timeScale: o.timeScale,
    seed: o.seed,
    credits: 100,
    logFile: o.logFile,
    locale: o.locale,
    serverName: t.t('demo.serverName'),
    backend: o.backend,
  });
  const names = new Map([
    [world.discord.bot.id, t.t('demo.botName', { name: world.discord.bot.username })],
    ['bot', world.discord.bot.username],
    [world.user.id, world.user.username],
    [world.channel.id, world.channel.name],
  ]);
  const transcript = new Transcript((line) => !o.quiet && print(line), names, t);
  const session = new DemoSession(world, transcript);
  let step = 'starting';
  const run = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    step = name;
    transcript.heading(name);
    return work();
  };
  try {
    const { config, guild, channel, user, serviceUser } = world;
    const credits = world.imageApi.balanceOf(serviceUser.name);
    transcript.line(t.t('demo.title', { time: clockTime(Date.now(), t.locale) }));
    transcript.line(
      t.t('demo.discord', { server: guild.name, channel: channel.name, member: user.username }),
    );
    const speed = Math.round(1 / o.timeScale);
    transcript.line(
      world.horde
        ? t.t('demo.hordeService', {
            account: DEMO_HORDE_USER.alias,
            kudos: t.number(world.horde.kudosOf(DEMO_HORDE_USER.apiKey)),
            speed,
          })
        : world.comfy
          ? t.t('demo.comfyService', {
              workflows: t.list(Object.keys(DEMO_WORKFLOWS)),
              speed,
            })
          : world.openai
            ? t.t('demo.openaiService', { model: config.OPENAI_IMAGES_MODEL, speed })
            : world.webui
              ? t.t('demo.webuiService', {
                  models: t.list(DEMO_WEBUI_MODELS),
                  speed,
                })
              : t.t('demo.service', {
                  account: serviceUser.name,
                  credits: t.t('units.credits', { count: credits, amount: t.number(credits) }),
                  speed,
                }),
    );
    transcript.line(
      t.t('demo.bot', {
        poll: config.POLL_INTERVAL_MS,
        jitter: config.POLL_JITTER_MS,
        edit: config.EDIT_INTERVAL_MS,
        scale: o.timeScale,
      }),
    );
    const backendName = world.comfy
      ? config.COMFYUI_NAME
      : world.openai
        ? config.OPENAI_IMAGES_NAME
        : world.webui
          ? config.SD_WEBUI_NAME
          : undefined;
    const stepLink = {
      'image-service': 'demo.stepLink',
      horde: 'demo.hordeStepLink',
      comfyui: 'demo.comfyStepLink',
      'openai-images': 'demo.openaiStepLink',
      'sd-webui': 'demo.webuiStepLink',
    } as const;
    await run(
      t.t(stepLink[o.backend], { member: user.username, backend: backendName ?? '' }),
      () =>
        world.comfy || world.webui
          ? session.linkKey()
          : session.linkKey(
              world.horde
                ? DEMO_HORDE_USER.apiKey
                : world.openai
                  ? DEMO_OPENAI_KEY
                  : world.imageApi.issueKey(serviceUser.name),
            ),
    );
    await run(t.t('demo.stepBalance'), () => session.balance());
    await run(t.t('demo.stepSettings'), async () => {
      const skips = {
        horde: 'demo.hordeSkipsSettings',
        comfyui: 'demo.comfySkipsSettings',
        'openai-images': 'demo.openaiSkipsSettings',
        'sd-webui': 'demo.webuiSkipsSettings',
      } as const;
      if (o.backend === 'image-service') await session.settings('workflow', 'anime');
      else {
        const imagine = t.command('imagine');
        transcript.line(`    ${t.t(skips[o.backend], { imagine, backend: backendName ?? '' })}`);
      }
    });
    const first = await run(t.t('demo.stepImagine'), async () => {
      const prompt = o.prompt ?? t.t('demo.prompt');
      const choice = world.comfy
        ? ({ option: 'workflow', value: DEMO_WORKFLOW } as const)
        : world.webui
          ? ({ option: 'model', value: DEMO_WEBUI_MODEL } as const)
          : undefined;
      const lora = world.webui ? DEMO_WEBUI_LORA : undefined;
      const result = await session.imagine(prompt, DEMO_STYLE, undefined, choice, lora);
      await session.details(result);
      return result;
    });
    const deliveredBefore = world.openai?.delivered().length ?? 0;
    const last = await run(t.t('demo.stepReroll'), () => session.reroll(first));
    // OpenAI's answers carry no task id the bot keeps: the re-roll's image is the one delivered during it.
    const rerollDelivered = world.openai?.delivered().slice(deliveredBefore) ?? [];
    // Paid per image on OpenAI: two are enough to show the set.
    const count = world.openai ? 2 : 4;
    const set = await run(
      t.t(world.openai ? 'demo.openaiStepCount' : 'demo.stepCount'),
      async () => {
        const several = await session.imagine(o.prompt ?? t.t('demo.prompt'), undefined, count);
        transcript.line(`    ${t.t('demo.gallery', { count: several.gallery.length })}`);
        return several;
      },
    );
    await run(t.t('demo.stepRemix'), () =>
      session.remix(set, { size: 'landscape' }, t.t('demo.remixPrompt')),
    );
    const chart = await run(t.t('demo.stepUsage'), async () => {
      if (onHorde) {
        transcript.line(`    ${t.t('demo.hordeSkipsUsage')}`);
        return undefined;
      }
      if (backendName) {
        transcript.line(`    ${t.t('demo.backendSkipsUsage', { backend: backendName })}`);
        return undefined;
      }
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
      transcript.line(
        `    ${t.t('demo.historySeeded', { count: members.length, days: SEEDED_DAYS, cap: SEEDED_DAILY_BUDGET })}`,
      );
      await session.imagineAs(bob, o.prompt ?? t.t('demo.prompt'));
      await session.imagineAs(mei, o.prompt ?? t.t('demo.prompt'));
      const report = await session.usage();
      const file = report.attachments.find((attachment) => attachment.filename === 'usage.png');
      if (!file) throw new Error('the usage report has no chart attached');
      return file.bytes;
    });
    const edited = await run(t.t('demo.stepEdit'), async () => {
      if (session.offers(last, 'edit')) return session.edit(last, t.t('demo.editPrompt'));
      transcript.line(`    ${t.t('demo.noEdit')}`);
      return undefined;
    });
    await run(t.t('demo.stepUpscale'), async () => {
      const card = edited ?? last;
      if (session.offers(card, 'upscale')) return session.upscale(card);
      transcript.line(`    ${t.t('demo.noUpscale')}`);
      return undefined;
    });
    const photo = await demoPhoto();
    const can = imagesInOf(world);
    const imagineImage = `${t.command('imagine')} ${t.name('imagine image')}:`;
    await run(t.t('demo.stepImagineImage', { command: imagineImage }), async () => {
      if (can.edit) return imagineFrom(world, session, transcript, t.t('demo.photoPrompt'), photo);
      transcript.line(`    ${t.t('demo.noImageIn', { command: imagineImage })}`);
      return undefined;
    });
    const describeImage = `${t.command('describe')} ${t.name('describe image')}:`;
    await run(t.t('demo.stepDescribe', { command: describeImage }), async () => {
      if (can.describe) return describePhoto(world, session, transcript, photo);
      transcript.line(`    ${t.t('demo.noDescribe')}`);
      return undefined;
    });
    step = 'saving the image';
    const image = last.attachments[0];
    if (!image) throw new Error('the re-rolled reply has no image attached');
    const jobId =
      last.buttons
        .find((b) => b.customId?.startsWith('imagine:reroll:'))
        ?.customId?.split(':')[2] ?? '';
    const taskId = (await world.app.context.jobs.get(jobId))?.taskId;
    const served = world.openai
      ? rerollDelivered.length === 1
        ? rerollDelivered[0]?.bytes
        : undefined
      : taskId
        ? await servedImage(world, taskId)
        : undefined;
    if (!served || !withoutMetadata(served).equals(image.bytes))
      throw new Error('the attached image differs from the one the backend served');
    const outPath = resolve(out);
    await writeFile(outPath, image.bytes);
    const format = imageFormatOf(image.bytes);
    const size = format.shown
      ? { width: format.width, height: format.height }
      : { width: 0, height: 0 };
    const savedAs = {
      path: outPath,
      size: t.bytes(image.size),
      width: size.width,
      height: size.height,
    };
    const stripped = !served.equals(image.bytes);
    const savedStripped = world.webui ? 'demo.webuiSavedStripped' : 'demo.backendSavedStripped';
    const summary = backendName
      ? t.t(stripped ? savedStripped : 'demo.backendSaved', {
          ...savedAs,
          backend: backendName,
          format: format.shown ? format.format.toUpperCase() : '',
        })
      : t.t(onHorde ? 'demo.hordeSaved' : 'demo.saved', savedAs);
    const chartPath = chart && chartPathBeside(outPath);
    let chartSaved: string | undefined;
    if (chart && chartPath) {
      await writeFile(chartPath, chart);
      const chartSize = pngDimensions(chart) ?? { width: 0, height: 0 };
      chartSaved = t.t('demo.savedChart', { path: chartPath, ...chartSize });
    }
    const saved = [summary, ...(chartSaved ? [chartSaved] : [])];
    transcript.line();
    for (const line of saved) transcript.line(line);
    if (o.quiet) print(saved.join('\n'));
    return {
      transcript: transcript.lines,
      outPath,
      image: image.bytes,
      servedImage: served,
      chartPath,
      chart,
      ...size,
    };
  } catch (error) {
    throw new DemoError(step, error, world.logs.problems());
  } finally {
    await world.close();
  }
}

/**
 * `image` as the bot posts it by default (`IMAGE_METADATA=strip`): without the metadata its
 * backend wrote (ComfyUI's workflow, the WebUI's generation parameters), every other byte as served.
 */
function withoutMetadata(image: Buffer): Buffer {
  const format = imageFormatOf(image);
  return format.shown ? imageWithMetadata(image, format.format, 'strip', () => '') : image;
}

/**
 * The image the world's backend served for `taskId` (on the Horde, its request's one image; on
 * ComfyUI, the file its prompt's history lists; on the WebUI, the one answered under that task id).
 */
async function servedImage(world: DemoWorld, taskId: string): Promise<Buffer | undefined> {
  if (world.webui) return world.webui.delivered().find((image) => image.taskId === taskId)?.bytes;
  if (world.comfy) {
    type Output = { images?: { filename: string; subfolder: string; type: string }[] };
    const outputs = Object.values(world.comfy.history(taskId)?.outputs ?? {}) as Output[];
    const file = outputs.flatMap((output) => output.images ?? [])[0];
    return file && world.comfy.file('output', file.subfolder, file.filename);
  }
  if (!world.horde) return world.imageApi.imageFor(taskId);
  const generationId = world.horde.request(taskId)?.jobs[0]?.generationId;
  return generationId ? world.horde.imageFor(generationId) : undefined;
}

/** Where the usage chart is saved: beside the image, `<name>-usage.png`. */
export function chartPathBeside(imagePath: string): string {
  const extension = extname(imagePath);
  return `${extension ? imagePath.slice(0, -extension.length) : imagePath}-usage.png`;
}
