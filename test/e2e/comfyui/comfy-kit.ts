import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import apikey from '../../../commands/apikey.js';
import balance from '../../../commands/balance.js';
import help from '../../../commands/help.js';
import imagine from '../../../commands/imagine.js';
import policy from '../../../commands/policy.js';
import {
  type ComfyEmulator,
  type ComfyEmulatorOptions,
  startComfyEmulator,
} from '../../../sandbox/comfyui/index.js';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../helpers/bot-env.js';
import { eventually, IMAGINE_ENV, taskIdOf } from '../imagine/imagine-kit.js';

/** A bot env whose image backend is a ComfyUI server, on its emulator. */
export interface ComfyEnv extends BotEnv {
  readonly comfy: ComfyEmulator;
  /** Every server of `COMFYUI_URL`, in its order: `comfy` first, then `ComfyEnvOptions.more`'s. */
  readonly servers: readonly ComfyEmulator[];
  /** The folder of workflows the bot registered. */
  readonly workflowsDir: string;
}

/** What {@link startComfyEnv} takes. */
export interface ComfyEnvOptions extends BotEnvOptions {
  /** The emulator's options over the kit's (10 ms steps, no previews). */
  readonly comfy?: ComfyEmulatorOptions;
  /** More GPU servers after the first, each its own emulator over the kit's options (a pool). */
  readonly more?: readonly ComfyEmulatorOptions[];
  /** Workflow files by name (API format). @default `{ txt2img: the default text-to-image workflow }` */
  readonly workflows?: Record<string, unknown>;
}

/**
 * Writes `workflows` (API format, by name; the default text-to-image one as `txt2img` when none)
 * to a new temporary folder for `COMFYUI_WORKFLOWS_DIR`; its path (the caller removes it).
 */
export async function writeWorkflows(
  workflows: Record<string, unknown> = { txt2img: workflow() },
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'comfy-workflows-'));
  for (const [name, graph] of Object.entries(workflows)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(graph));
  }
  return dir;
}

/**
 * Has `env`'s server post what the image check finds explicit: for tests that count or compare
 * the images posted, not the check's verdicts (which have tests of their own), since the
 * emulators' checkerboards of random colours can score near its threshold and a withheld image is
 * not on the card.
 */
export const postWhatTheCheckFinds = (env: ComfyEnv) =>
  env.app.context.stores.policy.setImageSafety(env.guild.id, { normal: 'allow' });

/**
 * Starts the ComfyUI emulator and the bot with `BACKENDS=comfyui`, its workflows in a temporary
 * folder, `/imagine`, `/apikey`, `/balance`, `/help` and `/policy` registered in the guild. No key is linked:
 * ComfyUI takes none.
 */
export async function startComfyEnv(options: ComfyEnvOptions = {}): Promise<ComfyEnv> {
  const kit = { stepMs: 10, nodeMs: 5, previews: false } as const;
  const comfy = await startComfyEmulator({ ...kit, ...options.comfy });
  const servers = [comfy];
  for (const more of options.more ?? [])
    servers.push(await startComfyEmulator({ ...kit, ...more }));
  const workflowsDir = await writeWorkflows(options.workflows);
  const env = await startBotEnv({
    ...options,
    env: {
      ...IMAGINE_ENV,
      BACKENDS: 'comfyui',
      COMFYUI_URL: servers.map(({ url }) => url).join(','),
      COMFYUI_WORKFLOWS_DIR: workflowsDir,
      ...options.env,
    },
  });
  await deployCommands({
    body: [imagine.data, apikey.data, balance.data, help.data, policy.data],
    token: env.discord.token,
    apiUrl: `${env.discord.url}/api`,
    applicationId: env.discord.applicationId,
    guildId: env.guild.id,
  });
  const close = env.close.bind(env);
  return Object.assign(env, {
    comfy,
    servers,
    workflowsDir,
    close: async () => {
      await close();
      for (const server of servers) await server.close();
      await rm(workflowsDir, { recursive: true, force: true });
    },
  });
}

/** The default workflow, its SaveImage node naming its files `prefix` (which tells runs apart). */
export function savingAs(prefix: string): ReturnType<typeof workflow> {
  const graph = workflow();
  const save = graph['9'] as { inputs: Record<string, unknown> };
  save.inputs.filename_prefix = prefix;
  return graph;
}

/** Two registered workflows told apart by what their SaveImage node names its files. */
export const NAMED_WORKFLOWS = { landscape: savingAs('landscape'), portrait: savingAs('portrait') };

/** The graph the emulator ran for `run`'s (first) image: its SaveImage prefix. */
export async function ranWorkflow(env: ComfyEnv, run: InteractionRun): Promise<unknown> {
  const entry = env.comfy.history(await taskIdOf(env, run));
  const graph = entry?.prompt[2] as Record<string, { inputs: Record<string, unknown> }>;
  return graph['9']?.inputs.filename_prefix;
}

/**
 * Waits until the bot's WebSocket is connected to the emulator. The bot connects on its first
 * submission, and ComfyUI sends a client nothing of what happened before it connected: a test
 * that moves the emulator's clock by hand waits for this first, or the progress and previews it
 * plays may be sent to no one (on a busy machine the connection can open after the prompts are
 * queued).
 */
export async function botListening(env: ComfyEnv): Promise<void> {
  await eventually(async () => env.comfy.clientIds().length > 0, 20_000);
}
