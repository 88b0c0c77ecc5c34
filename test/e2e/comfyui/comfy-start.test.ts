import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import { type ComfyEmulator, startComfyEmulator } from '../../../sandbox/comfyui/index.js';
import { type DiscordEmulator, startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { TEST_SECRET } from '../helpers/bot-env.js';
import { type BotProcess, isRunning, runBot, submittedTaskId } from '../helpers/bot-process.js';
import { expectOneClearLine } from '../helpers/start-lines.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** The folder of example workflows the bot ships: COMFYUI_WORKFLOWS_DIR's default. */
const SHIPPED = resolve('comfyui-workflows');

/** Each test starts a bot process: generous under a loaded machine's CPU. */
const PROCESS_TESTS = { timeout: 90_000 } as const;

describe('the built bot on ComfyUI alone, as an operator first starts it', PROCESS_TESTS, () => {
  let dir: string;
  let discord: DiscordEmulator;
  let comfy: ComfyEmulator;
  const bots: BotProcess[] = [];
  afterEach(async () => {
    for (const bot of bots.splice(0)) {
      if (bot.child.pid && isRunning(bot.child.pid)) bot.child.kill('SIGKILL');
    }
    await discord?.close();
    await comfy?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /**
   * The emulators, and a bot process in a folder of its own (as the repository or the image's
   * /app) with ComfyUI's settings only: no image service, no COMFYUI_WORKFLOWS_DIR (its default).
   */
  const startBot = async (
    prepare: (folder: string) => Promise<unknown>,
    more: Record<string, string> = {},
  ) => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-comfy-start-'));
    await prepare(dir);
    discord = await startDiscordEmulator();
    comfy = await startComfyEmulator({ stepMs: 10, nodeMs: 5, previews: false });
    const bot = runBot(dir, {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: `${discord.url}/api`,
      DISCORD_CDN_URL: `${discord.url}/cdn`,
      KEY_ENCRYPTION_SECRET: TEST_SECRET,
      DATABASE_URL: `sqlite://${join(dir, 'data', 'bot.sqlite')}`,
      BACKENDS: 'comfyui',
      COMFYUI_URL: comfy.url,
      ...more,
    });
    bots.push(bot);
    return bot;
  };

  it('generates an image with the example workflow it ships, its checkpoint as shipped', async () => {
    const bot = await startBot((folder) =>
      cp(SHIPPED, join(folder, 'comfyui-workflows'), { recursive: true }),
    );
    const { guild, channel, user } = discord.setupGuild();
    await deployCommands({
      body: [imagine.data],
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
    await bot.printed('"msg":"ready"');
    expect(bot.stdout()).toContain(
      '"msg":"comfyui workflow registered","backend":"comfyui","workflow":"sd15"',
    );
    const run = await discord.runCommand({
      channel,
      user,
      name: 'imagine',
      options: { prompt: 'a lighthouse at dusk' },
    });
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments).toHaveLength(1);
    expect(final.attachments[0]).toMatchObject({ width: 512, height: 512 });
    const ran = comfy.history(submittedTaskId(bot));
    expect(ran?.status.status_str).toBe('success');
    const graph = ran?.prompt[2] as Record<string, { inputs: Record<string, unknown> }>;
    expect(graph['4']?.inputs.ckpt_name).toBe('v1-5-pruned-emaonly.safetensors');
    expect(graph['6']?.inputs.text).toBe('a lighthouse at dusk');
    expect(comfy.stats.rejected).toBe(0);
    expect(comfy.stats.imagesSaved).toBe(1);
    expect(comfy.stats.violations).toEqual([]);
    expect(bot.stderr()).toBe('');
  });

  /** A folder `comfyui-workflows` holding `files` (name → text). */
  const folderWith = (files: Record<string, string>) => async (folder: string) => {
    const workflows = join(folder, 'comfyui-workflows');
    await mkdir(workflows);
    for (const [name, text] of Object.entries(files)) await writeFile(join(workflows, name), text);
  };
  const noSampler = workflow();
  delete noSampler['3'];
  const noPositive = workflow();
  delete noPositive['6'];

  it.each([
    {
      folder: 'missing',
      prepare: async () => {},
      says: [
        /^could not start the bot: COMFYUI_WORKFLOWS_DIR comfyui-workflows \(\/.+\/comfyui-workflows\) does not exist \(ENOENT\)/,
        /create it and put there a workflow exported from ComfyUI with Workflow → Export \(API\)/,
        /the bot ships five in comfyui-workflows\/: sd15\.json, its edit, its inpaint and two upscales/,
      ],
    },
    {
      folder: 'empty',
      prepare: folderWith({ 'notes.txt': 'my workflows go here' }),
      says: [
        /COMFYUI_WORKFLOWS_DIR comfyui-workflows \(.+\) holds no workflow \(no \*\.json file\): put there a workflow exported from ComfyUI/,
      ],
    },
    {
      folder: 'with invalid JSON',
      prepare: folderWith({ 'mine.json': '{"3": {"class_type": "KSampler",' }),
      says: [/has no usable workflow: mine\.json is not valid JSON \(.+\): export it again/],
    },
    {
      folder: 'with a UI-format workflow',
      prepare: folderWith({
        'mine.json': JSON.stringify({ last_node_id: 9, nodes: [], links: [] }),
      }),
      says: [
        /mine\.json is in ComfyUI's UI format .+ not its API format: .+Workflow → Export \(API\)$/,
      ],
    },
    {
      folder: 'with a workflow without a KSampler',
      prepare: folderWith({ 'mine.json': JSON.stringify(noSampler) }),
      says: [
        /mine\.json has no KSampler node .+: add one, or title the node whose seed and steps the bot fills "sampler"$/,
      ],
    },
    {
      folder: 'with a workflow without its positive prompt',
      prepare: folderWith({ 'mine.json': JSON.stringify(noPositive) }),
      says: [
        /mine\.json has no CLIPTextEncode wired to node 3 \(KSampler\)'s positive input, nor a node titled "positive": wire/,
      ],
    },
  ])(
    'a $folder folder ends the start with one line naming it and the fix, no stack',
    async ({ prepare, says }) => {
      const bot = await startBot(prepare);
      const exit = await bot.exited;
      const line = expectOneClearLine(exit, ...says);
      expect(line).not.toContain('see the lines above');
      expect(`${exit.stdout}${exit.stderr}`).not.toMatch(/\bat .+:\d+:\d+\)?/);
    },
  );

  it('says the same in the readable log format, on its one line alone', async () => {
    const bot = await startBot(async () => {}, { LOG_FORMAT: 'pretty' });
    const exit = await bot.exited;
    expect(exit.code).toBe(1);
    expect(exit.stdout).toBe('');
    expect(exit.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        /^[\d:.]+ ERROR could not start the bot: COMFYUI_WORKFLOWS_DIR comfyui-workflows \(.+\) does not exist \(ENOENT\): .+ or set COMFYUI_WORKFLOWS_DIR to the folder of your workflows$/,
      ),
    ]);
  });
});
