import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { InteractionRun, MessageView, UserRef } from '../../../sandbox/discord/index.js';
import { DEFAULT_HORDE_MODELS } from '../../../sandbox/horde/horde-options.js';
import { type CanvasLimits, canvasOf } from '../../../src/image-backend/images-in.js';
import type { CellLabel } from '../../../src/region-edits/region-grid.js';
import { type ComfyEnvOptions, startComfyEnv } from '../comfyui/comfy-kit.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { type HordeEnvOptions, startHordeEnv } from '../horde/horde-kit.js';
import { type OpenAiEnvOptions, startOpenAiEnv } from '../openai-images/openai-kit.js';
import { type SdWebuiEnvOptions, startSdWebuiEnv } from '../sd-webui/sd-webui-kit.js';
import { runImagine, waitForResult } from './imagine-kit.js';

/** The workflows a ComfyUI server owner starts with: text to image, edit, inpaint. */
export const SHIPPED_INPAINT = Object.fromEntries(
  ['sd15', 'sd15-img2img', 'sd15-inpaint'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

/** The Horde's workers: the default models and one inpainting model (the only one that paints). */
export const INPAINTING_MODELS = [
  ...DEFAULT_HORDE_MODELS,
  { name: 'stable_diffusion_inpainting', threads: 1 },
];

/**
 * The four backends that change part of an image, each started as a region edit needs it: the
 * Horde with an inpainting model's workers, ComfyUI with the shipped inpaint workflow, the WebUI
 * and an OpenAI-compatible provider as they come.
 */
export const startRegionEnv = {
  horde: (options: HordeEnvOptions = {}) =>
    startHordeEnv({ ...options, horde: { models: INPAINTING_MODELS, ...options.horde } }),
  comfyui: (options: ComfyEnvOptions = {}) =>
    startComfyEnv({ workflows: SHIPPED_INPAINT, ...options }),
  'sd-webui': (options: SdWebuiEnvOptions = {}) => startSdWebuiEnv(options),
  'openai-images': (options: OpenAiEnvOptions = {}) => startOpenAiEnv(options),
} as const;

/** The canvas Zoom out and Pan draw on in `env`: its backend's `edit.canvas`. */
export function canvasIn(env: BotEnv): CanvasLimits {
  const { imagesIn } = env.app.context.backends.fallback.backend.capabilities;
  if (!imagesIn?.edit?.mask) throw new Error('this backend takes no mask');
  return canvasOf(imagesIn);
}

/** A card's image bytes (its first attachment), as a member's client downloads them. */
export function cardImage(card: MessageView): Buffer {
  const bytes = card.attachments[0]?.bytes;
  if (!bytes) throw new Error(`card ${card.id} has no image`);
  return Buffer.from(bytes);
}

/**
 * A card made by `/imagine` of `prompt` at `width`×`height` (the backend may make another size:
 * OpenAI's configured one nearest the aspect), with its image and the size it has.
 */
export async function imagineCard(
  env: BotEnv,
  prompt: string,
  size: { readonly width: number; readonly height: number },
) {
  const card = await waitForResult(await runImagine(env, { prompt, ...size }), 30_000);
  const image = cardImage(card);
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return { card, image, width, height };
}

/**
 * Vary (Region) through its picker, as a member would: presses the card's button, waits for the
 * private picker (its picture attached), chooses `cells` in its select, then presses Vary region
 * or, with `prompt`, Change the prompt and submits it. Returns the picker and the generation's run.
 */
export async function varyRegion(
  env: BotEnv,
  card: MessageView,
  cells: readonly CellLabel[],
  options: { prompt?: string; user?: UserRef } = {},
): Promise<{ picker: MessageView; run: InteractionRun }> {
  const user = options.user ?? env.user;
  const press = await env.discord.clickButton({ message: card, label: '🖌️ Vary (Region)', user });
  const picker = await press.waitForOriginal((m) => m.selects.length > 0, { timeout: 20_000 });
  const select = picker.selects[0];
  if (!select) throw new Error('the picker has no select');
  const chose = await env.discord.selectMenu({
    message: picker,
    customId: select.customId,
    values: [...cells],
    user,
  });
  await chose.waitForAck();
  const chosen = await waitForPicker(env, picker.id);
  if (options.prompt === undefined) {
    const run = await env.discord.clickButton({ message: chosen, label: '🖌️ Vary region', user });
    return { picker: chosen, run };
  }
  const form = await env.discord.clickButton({
    message: chosen,
    label: '✏️ Change the prompt…',
    user,
  });
  await form.waitForModal();
  return { picker: chosen, run: await form.submitModal({ prompt: options.prompt }) };
}

/** The picker message once its Vary region button is enabled (a cell chosen). */
async function waitForPicker(env: BotEnv, id: string): Promise<MessageView> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const shown = env.discord.message(id);
    const go = shown?.buttons.find((button) => button.label === '🖌️ Vary region');
    if (shown && go && !go.disabled) return shown;
    if (Date.now() > deadline) throw new Error('the picker never took the chosen cells');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Presses a card's button labelled `label` as alice and waits for the new card. */
export async function pressAndWait(env: BotEnv, card: MessageView, label: string) {
  const run = await env.discord.clickButton({ message: card, label, user: env.user });
  return { run, result: await waitForResult(run, 60_000) };
}
