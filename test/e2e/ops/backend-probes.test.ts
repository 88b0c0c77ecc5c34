import { afterEach, describe, expect, it } from 'vitest';
import { startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { freePort } from '../../helpers/free-port.js';
import { upscaleWorkflow, workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import {
  type Backend,
  type BackendWorldOptions,
  startBackendWorld,
} from '../helpers/backend-world.js';
import { type BotProcess, isRunning, runBot } from '../helpers/bot-process.js';
import { health } from './ops-kit.js';

const READY = '"msg":"ready"';

/** A JSON log line as a bot process writes it. */
interface LogLine {
  level: string;
  msg: string;
  backend?: string;
  host?: string;
  setting?: string;
  [field: string]: unknown;
}

/** Every line a bot process logged (each must be JSON: a plain-text line or a stack fails the parse). */
const logLines = (bot: BotProcess): LogLine[] =>
  `${bot.stdout()}\n${bot.stderr()}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);

const warnings = (bot: BotProcess) => logLines(bot).filter((line) => line.level === 'warn');

/**
 * At start the bot asks each backend it serves once (`ImageBackend.probe`): one info line
 * `serving <backend> at <URL>` where it is usable, else one warning per problem naming the
 * backend, its host and the cause, with the setting to change, no stack, before `ready`; and
 * `/healthz` answers `degraded` with them.
 */
describe('the start-up probe of each backend', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const bots: BotProcess[] = [];
  afterEach(async () => {
    for (const bot of bots.splice(0)) {
      if (bot.child.pid && isRunning(bot.child.pid)) bot.child.kill('SIGKILL');
    }
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The built bot on `backend` alone, `change` over its variables, serving `/healthz`; ready. */
  const startBot = async (
    backend: Backend,
    change: (env: Record<string, string>) => Record<string, string> = (env) => env,
    options: BackendWorldOptions = {},
  ) => {
    const { dir, env } = await startBackendWorld(backend, cleanups, options);
    const port = await freePort();
    const bot = runBot(dir, { ...change(env), METRICS_PORT: String(port) });
    bots.push(bot);
    await bot.printed(READY);
    return { bot, ops: `http://127.0.0.1:${port}` };
  };

  /** The one warning of `bot`, checked for its fields and that no stack came with it. */
  const oneWarning = (bot: BotProcess, backend: string, setting: string) => {
    const [warning, ...more] = warnings(bot);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ backend, setting, component: 'backend-probe' });
    expect(warning).not.toHaveProperty('error');
    expect(bot.stderr()).not.toMatch(/^\s+at /m);
    expect(logLines(bot).map((line) => line.msg)).not.toContain(expect.stringMatching(/^serving /));
    return warning as LogLine;
  };

  const expectDegraded = async (ops: string, lines: string[]) => {
    const answer = await health(ops);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'degraded', degraded: lines });
  };

  it('AI Horde that refuses connections: host, ECONNREFUSED and HORDE_URL', async () => {
    const port = await freePort();
    const { bot, ops } = await startBot('horde', (env) => ({
      ...env,
      HORDE_URL: `http://127.0.0.1:${port}/api`,
    }));
    const warning = oneWarning(bot, 'horde', 'HORDE_URL');
    expect(warning.msg).toBe(
      `cannot reach AI Horde at 127.0.0.1:${port} (ECONNREFUSED): members' commands fail until ` +
        'it answers; check HORDE_URL and that it runs and is reachable from this machine',
    );
    expect(warning.host).toBe(`127.0.0.1:${port}`);
    await expectDegraded(ops, [warning.msg]);
  });

  it('a HORDE_URL without /api: the base it must be', async () => {
    const { bot } = await startBot('horde', (env) => ({
      ...env,
      HORDE_URL: (env.HORDE_URL ?? '').replace(/\/api$/, ''),
    }));
    const warning = oneWarning(bot, 'horde', 'HORDE_URL');
    expect(warning.msg).toMatch(
      /^AI Horde at 127\.0\.0\.1:\d+ .*: check that HORDE_URL is the API base, the part before \/v2, e\.g\. https:\/\/aihorde\.net\/api$/,
    );
  });

  it("AI Horde's model reference unreadable: what goes unchecked, and HORDE_MODEL_REFERENCE_URL", async () => {
    const { bot, ops } = await startBot('horde', (env) => ({
      ...env,
      HORDE_MODEL_REFERENCE_URL: `${env.HORDE_URL}/no-such-reference.json`,
    }));
    const warning = oneWarning(bot, 'horde', 'HORDE_MODEL_REFERENCE_URL');
    expect(warning.msg).toMatch(
      /^AI Horde's model reference could not be read \(.*404.*\): until it is, a LoRA is not checked against its model's family and size: is about a megapixel on every model; check HORDE_MODEL_REFERENCE_URL$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('AI Horde without HORDE_CLIENT_CONTACT: the contact it asks for', async () => {
    const { bot, ops } = await startBot(
      'horde',
      ({ HORDE_CLIENT_CONTACT: _contact, ...env }) => env,
    );
    const warning = oneWarning(bot, 'horde', 'HORDE_CLIENT_CONTACT');
    expect(warning.msg).toMatch(
      /^AI Horde at 127\.0\.0\.1:\d+: HORDE_CLIENT_CONTACT is unset, so its Client-Agent ends in "unknown"; .* set HORDE_CLIENT_CONTACT to an e-mail or Discord name$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it("AI Horde with HORDE_CLIENT_CONTACT left at .env.example's unknown: still the placeholder", async () => {
    const { bot, ops } = await startBot('horde', (env) => ({
      ...env,
      HORDE_CLIENT_CONTACT: 'unknown',
    }));
    const warning = oneWarning(bot, 'horde', 'HORDE_CLIENT_CONTACT');
    expect(warning.msg).toMatch(
      /^AI Horde at 127\.0\.0\.1:\d+: HORDE_CLIENT_CONTACT is still the placeholder "unknown" \(from \.env\.example\), so its Client-Agent ends in "unknown"; .* set HORDE_CLIENT_CONTACT to an e-mail or Discord name$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('a provider that does not list OPENAI_IMAGES_MODEL: the model and what it lists', async () => {
    const { bot, ops } = await startBot(
      'openai-images',
      (env) => ({ ...env, OPENAI_IMAGES_MODEL: 'dall-e-2' }),
      { openai: { keylessModels: true } },
    );
    const warning = oneWarning(bot, 'openai-images', 'OPENAI_IMAGES_MODEL');
    expect(warning.msg).toMatch(
      /^the Images API at 127\.0\.0\.1:\d+ does not list OPENAI_IMAGES_MODEL dall-e-2 among its models \(GET \/models: gpt-image-1, gpt-image-1-mini, gpt-image-1\.5, gpt-image-2\): members' generations fail; set OPENAI_IMAGES_MODEL to an image model it lists$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('a provider that lists the model: serving, /healthz ready', async () => {
    const { bot, ops } = await startBot('openai-images', (env) => env, {
      openai: { keylessModels: true },
    });
    expect(warnings(bot)).toEqual([]);
    expect(bot.stdout()).toMatch(/"msg":"serving openai-images at http:\/\/127\.0\.0\.1:\d+\/v1"/);
    expect((await health(ops)).body.status).toBe('ready');
  });

  it('an Images API that cannot be reached: host and OPENAI_IMAGES_URL', async () => {
    const { bot } = await startBot('openai-images', (env) => ({
      ...env,
      OPENAI_IMAGES_URL: 'http://no-such-provider.invalid/v1',
    }));
    const warning = oneWarning(bot, 'openai-images', 'OPENAI_IMAGES_URL');
    expect(warning.msg).toMatch(
      /^cannot reach the Images API at no-such-provider\.invalid \((ENOTFOUND|EAI_AGAIN)\): .*check OPENAI_IMAGES_URL/,
    );
  });

  it('ComfyUI that refuses connections: a warning, not an info line', async () => {
    const port = await freePort();
    const { bot, ops } = await startBot('comfyui', (env) => ({
      ...env,
      COMFYUI_URL: `http://127.0.0.1:${port}`,
    }));
    const warning = oneWarning(bot, 'comfyui', 'COMFYUI_URL');
    expect(warning.msg).toBe(
      `cannot reach ComfyUI at 127.0.0.1:${port} (ECONNREFUSED): members' commands fail until ` +
        'it answers; check COMFYUI_URL and that it runs and is reachable from this machine',
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('ComfyUI on two servers, both usable: one serving line naming each', async () => {
    const second = await startComfyEmulator({ previews: false });
    cleanups.push(() => second.close());
    const { bot, ops } = await startBot('comfyui', (env) => ({
      ...env,
      COMFYUI_URL: `${env.COMFYUI_URL},${second.url}`,
    }));
    expect(warnings(bot)).toEqual([]);
    const serving = logLines(bot).filter((line) => line.msg.startsWith('serving comfyui'));
    expect(serving).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          new RegExp(`^serving comfyui at http://127\\.0\\.0\\.1:\\d+, ${second.url}$`),
        ),
        host: expect.stringMatching(
          new RegExp(`^127\\.0\\.0\\.1:\\d+, ${new URL(second.url).host}$`),
        ),
      }),
    ]);
    expect((await health(ops)).body.status).toBe('ready');
  });

  it('ComfyUI on two servers, one refusing connections: its own warning (host, COMFYUI_URL), the other served', async () => {
    const port = await freePort();
    const { bot, ops } = await startBot('comfyui', (env) => ({
      ...env,
      COMFYUI_URL: `http://127.0.0.1:${port},${env.COMFYUI_URL}`,
    }));
    const [warning, ...more] = warnings(bot);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      backend: 'comfyui',
      setting: 'COMFYUI_URL',
      host: `127.0.0.1:${port}`,
      msg:
        `cannot reach ComfyUI at 127.0.0.1:${port} (ECONNREFUSED): the pool's other servers take ` +
        'the images until it answers; check COMFYUI_URL and that it runs and is reachable from this machine',
    });
    const serving = logLines(bot).filter((line) => line.msg.startsWith('serving comfyui'));
    expect(serving.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^serving comfyui at http:\/\/127\.0\.0\.1:\d+$/),
    ]);
    expect(serving[0]?.msg).not.toContain(String(port));
    await expectDegraded(ops, [warning?.msg as string]);
  });

  it('a ComfyUI workflow with a node the server lacks: the node and the workflow', async () => {
    const base = workflow();
    const upscale = {
      ...base,
      '10': { class_type: 'UltimateSDUpscale', inputs: { image: ['8', 0] } },
    };
    const { bot, ops } = await startBot('comfyui', (env) => env, {
      workflows: { txt2img: base, upscale },
    });
    const warning = oneWarning(bot, 'comfyui', 'COMFYUI_WORKFLOWS_DIR');
    expect(warning.msg).toMatch(
      /^ComfyUI at 127\.0\.0\.1:\d+ has no node UltimateSDUpscale \(not in its \/object_info\), which workflow upscale needs: members' images with it fail; install that custom node on the server, or take upscale\.json out of COMFYUI_WORKFLOWS_DIR$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('a ComfyUI workflow naming an upscale model the server does not list: the model, its folder and the workflow', async () => {
    const { bot, ops } = await startBot('comfyui', (env) => env, {
      workflows: { txt2img: workflow(), upscale: upscaleWorkflow('x.png', '4x-UltraSharp.pth') },
    });
    const warning = oneWarning(bot, 'comfyui', 'COMFYUI_WORKFLOWS_DIR');
    expect(warning.msg).toMatch(
      /^ComfyUI at 127\.0\.0\.1:\d+ has no upscale model 4x-UltraSharp\.pth \(not in its \/object_info for UpscaleModelLoader\), which workflow upscale needs: members' images with it fail; put it in models\/upscale_models on the server, or take upscale\.json out of COMFYUI_WORKFLOWS_DIR$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it("ComfyUI on two servers lacking a workflow's model: both served, each line saying where its images go", async () => {
    const second = await startComfyEmulator({ previews: false });
    cleanups.push(() => second.close());
    const { bot } = await startBot(
      'comfyui',
      (env) => ({ ...env, COMFYUI_URL: `${env.COMFYUI_URL},${second.url}` }),
      {
        workflows: { txt2img: workflow(), upscale: upscaleWorkflow('x.png', '4x-UltraSharp.pth') },
      },
    );
    const lines = warnings(bot).map((line) => line.msg);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain(
        "which workflow upscale needs: members' images with it run on the pool's servers that have it (none: they fail);",
      );
    }
    const serving = logLines(bot).filter((line) => line.msg.startsWith('serving comfyui'));
    expect(serving.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        new RegExp(`^serving comfyui at http://127\\.0\\.0\\.1:\\d+, ${second.url}$`),
      ),
    ]);
  });

  it('a Stable Diffusion WebUI that refuses connections: host, ECONNREFUSED and SD_WEBUI_URL', async () => {
    const port = await freePort();
    const { bot, ops } = await startBot('sd-webui', (env) => ({
      ...env,
      SD_WEBUI_URL: `http://127.0.0.1:${port}`,
    }));
    const warning = oneWarning(bot, 'sd-webui', 'SD_WEBUI_URL');
    expect(warning.msg).toBe(
      `cannot reach the Stable Diffusion WebUI at 127.0.0.1:${port} (ECONNREFUSED): members' ` +
        'commands fail until it answers; check SD_WEBUI_URL and that it runs and is reachable from this machine',
    );
    await expectDegraded(ops, [warning.msg]);
  });

  it('a WebUI whose --api-auth refuses SD_WEBUI_AUTH: the variable to check', async () => {
    const { bot, ops } = await startBot(
      'sd-webui',
      (env) => ({ ...env, SD_WEBUI_AUTH: 'owner:not-the-password' }),
      { webui: { apiAuth: 'owner:the-password' } },
    );
    const warning = oneWarning(bot, 'sd-webui', 'SD_WEBUI_AUTH');
    expect(warning.msg).toMatch(
      /^the Stable Diffusion WebUI at 127\.0\.0\.1:\d+ refused the bot's login \(401\): check SD_WEBUI_AUTH against its --api-auth$/,
    );
    expect(bot.stdout()).not.toContain('not-the-password');
    await expectDegraded(ops, [warning.msg]);
  });

  it('an OPENAI_IMAGES_URL without /v1 (OpenAI answers 401 on any path): the variable and the base', async () => {
    const { bot, ops } = await startBot('openai-images', (env) => ({
      ...env,
      OPENAI_IMAGES_URL: new URL(env.OPENAI_IMAGES_URL ?? '').origin,
    }));
    const warning = oneWarning(bot, 'openai-images', 'OPENAI_IMAGES_URL');
    expect(warning.msg).toMatch(
      /^OPENAI_IMAGES_URL http:\/\/127\.0\.0\.1:(\d+) has no path: .*; set OPENAI_IMAGES_URL to the API base with \/v1: http:\/\/127\.0\.0\.1:\1\/v1$/,
    );
    await expectDegraded(ops, [warning.msg]);
  });
});
