import type { Translator } from '../../src/i18n/translator.js';
import type { DemoBackend } from './demo-options.js';
import type { DemoSession } from './demo-session.js';
import { DEMO_WORKFLOWS } from './demo-workflows.js';
import {
  DEMO_HORDE_USER,
  DEMO_OPENAI_KEY,
  DEMO_WEBUI_MODELS,
  type DemoWorld,
} from './demo-world.js';
import { clockTime } from './plain-text.js';
import type { Transcript } from './transcript.js';

/**
 * The name the operator gave the world's backend, where the demo's lines say it (ComfyUI, an
 * OpenAI-compatible provider, the WebUI); undefined on the image service and the Horde.
 */
export function backendNameOf({ config, comfy, openai, webui }: DemoWorld): string | undefined {
  if (comfy) return config.COMFYUI_NAME;
  if (openai) return config.OPENAI_IMAGES_NAME;
  return webui ? config.SD_WEBUI_NAME : undefined;
}

/** What the world's backend runs on, in `t`'s language: its account, models or workflows. */
function serviceLine(world: DemoWorld, t: Translator, speed: number): string {
  const { config, serviceUser } = world;
  if (world.horde) {
    const kudos = t.number(world.horde.kudosOf(DEMO_HORDE_USER.apiKey));
    return t.t('demo.hordeService', { account: DEMO_HORDE_USER.alias, kudos, speed });
  }
  if (world.comfy) {
    return t.t('demo.comfyService', { workflows: t.list(Object.keys(DEMO_WORKFLOWS)), speed });
  }
  if (world.openai) return t.t('demo.openaiService', { model: config.OPENAI_IMAGES_MODEL, speed });
  if (world.webui) return t.t('demo.webuiService', { models: t.list(DEMO_WEBUI_MODELS), speed });
  const credits = world.imageApi.balanceOf(serviceUser.name);
  const amount = t.t('units.credits', { count: credits, amount: t.number(credits) });
  return t.t('demo.service', { account: serviceUser.name, credits: amount, speed });
}

/** The demo's opening lines: when, the emulated server, the backend and the bot's pace. */
export function introduce(world: DemoWorld, transcript: Transcript, timeScale: number): void {
  const { t } = transcript;
  const { config, guild, channel, user } = world;
  transcript.line(t.t('demo.title', { time: clockTime(Date.now(), t.locale) }));
  transcript.line(
    t.t('demo.discord', { server: guild.name, channel: channel.name, member: user.username }),
  );
  transcript.line(serviceLine(world, t, Math.round(1 / timeScale)));
  transcript.line(
    t.t('demo.bot', {
      poll: config.POLL_INTERVAL_MS,
      jitter: config.POLL_JITTER_MS,
      edit: config.EDIT_INTERVAL_MS,
      scale: timeScale,
    }),
  );
}

/** The first step's heading on each backend: link a key, or try to where it takes none. */
const STEP_LINK = {
  'image-service': 'demo.stepLink',
  horde: 'demo.hordeStepLink',
  comfyui: 'demo.comfyStepLink',
  'openai-images': 'demo.openaiStepLink',
  'sd-webui': 'demo.webuiStepLink',
} as const;

/** The first step's heading on `backend`. */
export const linkHeading = (backend: DemoBackend, world: DemoWorld, t: Translator): string =>
  t.t(STEP_LINK[backend], { member: world.user.username, backend: backendNameOf(world) ?? '' });

/** The first step: `/apikey link` with the backend's own kind of key, or without where it takes none. */
export function linkKey(world: DemoWorld, session: DemoSession) {
  if (world.comfy || world.webui) return session.linkKey();
  if (world.horde) return session.linkKey(DEMO_HORDE_USER.apiKey);
  if (world.openai) return session.linkKey(DEMO_OPENAI_KEY);
  return session.linkKey(world.imageApi.issueKey(world.serviceUser.name));
}
