import type { ComfyEnv } from '../comfyui/comfy-kit.js';
import type { BotEnv, BotEnvOptions } from '../helpers/bot-env.js';
import type { HordeEnv } from '../horde/horde-kit.js';
import type { OpenAiEnv } from '../openai-images/openai-kit.js';
import type { SdWebuiEnv } from '../sd-webui/sd-webui-kit.js';
import { startRegionEnv } from './region-kit.js';

/** What a backend's emulator received for one generation: the prompt sent, and whether with a mask. */
export interface Received {
  readonly prompt: string;
  readonly masked: boolean;
}

/**
 * One of the four backends that change part of an image, as a test parametrized over them reads
 * it: how the bot is started on it, and what its emulator received.
 */
export interface RegionBackend {
  /** The backend's id (`BACKENDS`), which names the test. */
  readonly id: keyof typeof startRegionEnv;
  /** The bot on this backend, as a region edit needs it ({@link startRegionEnv}). */
  start(options?: BotEnvOptions): Promise<BotEnv>;
  /** How many generations and edits the backend has been asked for so far. */
  asked(env: BotEnv): number;
  /**
   * What it received for the task `taskId` (the OpenAI emulator keeps no task id: its last
   * edit); undefined when it received nothing for it.
   */
  received(env: BotEnv, taskId: string): Received | undefined;
  /** The last mask its emulator received, as the PNG the bot sent, where it keeps it. */
  lastMask?(env: BotEnv): Buffer | undefined;
  /** Requests and answers its emulator found off its description (none expected). */
  violations(env: BotEnv): readonly unknown[];
}

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The prompt of a ComfyUI graph (its sampler's positive text) and whether it paints a mask. */
function comfyReceived(graph: Graph): Received {
  const nodes = Object.values(graph);
  const sampler = nodes.find((node) => node.class_type === 'KSampler');
  const [positive] = (sampler?.inputs.positive as [string, number] | undefined) ?? [];
  const masked = nodes.some((node) =>
    ['SetLatentNoiseMask', 'VAEEncodeForInpaint'].includes(node.class_type),
  );
  return { prompt: String(graph[positive ?? '']?.inputs.text ?? ''), masked };
}

const HORDE: RegionBackend = {
  id: 'horde',
  start: (options) => startRegionEnv.horde(options),
  asked: (env) => (env as HordeEnv).horde.stats.submissions,
  received: (env, taskId) => {
    const body = (env as HordeEnv).horde.request(taskId)?.body;
    return body && { prompt: String(body.prompt), masked: body.source_mask !== undefined };
  },
  violations: (env) => (env as HordeEnv).horde.stats.violations,
};

const COMFYUI: RegionBackend = {
  id: 'comfyui',
  start: (options) => startRegionEnv.comfyui(options),
  asked: (env) => (env as ComfyEnv).comfy.stats.requests.prompt_post,
  received: (env, taskId) => {
    const graph = (env as ComfyEnv).comfy.history(taskId)?.prompt[2];
    return graph && comfyReceived(graph as Graph);
  },
  violations: (env) => (env as ComfyEnv).comfy.stats.violations,
};

const SD_WEBUI: RegionBackend = {
  id: 'sd-webui',
  start: (options) => startRegionEnv['sd-webui'](options),
  asked: (env) => (env as SdWebuiEnv).webui.received().length,
  received: (env, taskId) => {
    const call = (env as SdWebuiEnv).webui.received().find((one) => one.taskId === taskId);
    return call && { prompt: String(call.body.prompt), masked: call.body.mask !== undefined };
  },
  lastMask: (env) => {
    const calls = (env as SdWebuiEnv).webui.received().filter((one) => one.body.mask);
    const mask = calls.at(-1)?.body.mask;
    return mask === undefined
      ? undefined
      : Buffer.from(String(mask).replace(/^data:[^,]*,/, ''), 'base64');
  },
  violations: (env) => (env as SdWebuiEnv).webui.stats.violations,
};

const OPENAI: RegionBackend = {
  id: 'openai-images',
  start: (options) => startRegionEnv['openai-images'](options),
  asked: (env) => {
    const { requests } = (env as OpenAiEnv).openai.stats;
    return requests.images_generations + requests.images_edits;
  },
  received: (env) => {
    const edit = (env as OpenAiEnv).openai.edits().at(-1);
    return edit && { prompt: edit.prompt, masked: edit.mask };
  },
  violations: (env) => (env as OpenAiEnv).openai.stats.violations,
};

/** The four backends that take a mask, by id. */
export const REGION_BACKENDS = {
  horde: HORDE,
  comfyui: COMFYUI,
  'sd-webui': SD_WEBUI,
  'openai-images': OPENAI,
} as const satisfies Record<keyof typeof startRegionEnv, RegionBackend>;
