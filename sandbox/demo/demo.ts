import { createI18n } from '../../src/i18n/translator.js';
import { animate, edit, offers, remix, upscale, varyRegion, zoomOut } from './demo-card-actions.js';
import {
  demoPhoto,
  demoReference,
  describePhoto,
  imagesInOf,
  imagineFrom,
} from './demo-images-in.js';
import { backendNameOf, introduce, linkHeading, linkKey } from './demo-intro.js';
import { DEMO_DEFAULTS, type DemoOptions } from './demo-options.js';
import { saveResult } from './demo-saved.js';
import { DemoSession } from './demo-session.js';
import { usageStep } from './demo-usage.js';
import { DEMO_WORKFLOW } from './demo-workflows.js';
import { DEMO_WEBUI_LORA, DEMO_WEBUI_MODEL, startDemoWorld } from './demo-world.js';
import { Transcript } from './transcript.js';

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

/** The built-in style the demo's generation uses. */
const DEMO_STYLE = 'oil-painting';

/** The cells Vary (Region) chooses in the picker: the middle of the image. */
const REGION_CELLS = ['B2', 'C2', 'B3', 'C3'];

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
    introduce(world, transcript, o.timeScale);
    const backendName = backendNameOf(world);
    await run(linkHeading(o.backend, world, t), () => linkKey(world, session));
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
      remix(session, set, { size: 'landscape' }, t.t('demo.remixPrompt')),
    );
    const prompt = o.prompt ?? t.t('demo.prompt');
    const chart = await run(t.t('demo.stepUsage'), () =>
      usageStep(world, session, names, prompt, backendName),
    );
    const edited = await run(t.t('demo.stepEdit'), async () => {
      if (offers(last, 'edit')) return edit(session, last, t.t('demo.editPrompt'));
      transcript.line(`    ${t.t('demo.noEdit')}`);
      return undefined;
    });
    const card = edited ?? last;
    await run(t.t('demo.stepUpscale'), async () => {
      if (offers(card, 'upscale')) return upscale(session, card);
      transcript.line(`    ${t.t('demo.noUpscale')}`);
      return undefined;
    });
    const varied = await run(t.t('demo.stepRegion'), async () => {
      if (offers(card, 'region')) return varyRegion(session, card, REGION_CELLS);
      transcript.line(`    ${t.t('demo.noRegion')}`);
      return undefined;
    });
    await run(t.t('demo.stepZoom'), async () => {
      const zoomed = varied ?? card;
      if (offers(zoomed, 'zoom')) return zoomOut(session, zoomed, 2);
      transcript.line(`    ${t.t('demo.noZoom')}`);
      return undefined;
    });
    const photo = await demoPhoto();
    const can = imagesInOf(world);
    const imagineImage = `${t.command('imagine')} ${t.name('imagine image')}:`;
    await run(t.t('demo.stepImagineImage', { command: imagineImage }), async () => {
      if (!can.edit) {
        transcript.line(`    ${t.t('demo.noImageIn', { command: imagineImage })}`);
        return undefined;
      }
      const reference = can.references ? await demoReference() : undefined;
      return imagineFrom(world, session, transcript, t.t('demo.photoPrompt'), photo, reference);
    });
    const describeImage = `${t.command('describe')} ${t.name('describe image')}:`;
    await run(t.t('demo.stepDescribe', { command: describeImage }), async () => {
      if (can.describe) return describePhoto(world, session, transcript, photo);
      transcript.line(`    ${t.t('demo.noDescribe')}`);
      return undefined;
    });
    await run(t.t('demo.stepAnimate'), async () => {
      if (offers(card, 'animate')) return animate(session, card, t.t('demo.animatePrompt'));
      transcript.line(`    ${t.t('demo.noAnimate')}`);
      return undefined;
    });
    step = 'saving the image';
    const saved = await saveResult(world, transcript, {
      last,
      rerollDelivered,
      out,
      chart,
      backendName,
    });
    transcript.line();
    for (const line of saved.said) transcript.line(line);
    if (o.quiet) print(saved.said.join('\n'));
    const { said: _said, ...result } = saved;
    return { transcript: transcript.lines, chart, ...result };
  } catch (error) {
    throw new DemoError(step, error, world.logs.problems());
  } finally {
    await world.close();
  }
}
