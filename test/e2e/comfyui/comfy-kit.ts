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
import { deployCommands } from '../../../src/discord/command-registration.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { type BotEnv, type BotEnvOptions, startBotEnv } from '../helpers/bot-env.js';
import { IMAGINE_ENV } from '../imagine/imagine-kit.js';

/** A bot env whose image backend is a ComfyUI server, on its emulator. */
export interface ComfyEnv extends BotEnv {
  readonly comfy: ComfyEmulator;
  /** The folder of workflows the bot registered. */
  readonly workflowsDir: string;
}

/** What {@link startComfyEnv} takes. */
export interface ComfyEnvOptions extends BotEnvOptions {
  /** The emulator's options over the kit's (10 ms steps, no previews). */
  readonly comfy?: ComfyEmulatorOptions;
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
 * Starts the ComfyUI emulator and the bot with `BACKENDS=comfyui`, its workflows in a temporary
 * folder, `/imagine`, `/apikey`, `/balance`, `/help` and `/policy` registered in the guild. No key is linked:
 * ComfyUI takes none.
 */
export async function startComfyEnv(options: ComfyEnvOptions = {}): Promise<ComfyEnv> {
  const comfy = await startComfyEmulator({
    stepMs: 10,
    nodeMs: 5,
    previews: false,
    ...options.comfy,
  });
  const workflowsDir = await writeWorkflows(options.workflows);
  const env = await startBotEnv({
    ...options,
    env: {
      ...IMAGINE_ENV,
      BACKENDS: 'comfyui',
      COMFYUI_URL: comfy.url,
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
    workflowsDir,
    close: async () => {
      await close();
      await comfy.close();
      await rm(workflowsDir, { recursive: true, force: true });
    },
  });
}
