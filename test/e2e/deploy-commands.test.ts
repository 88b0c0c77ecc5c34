import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { type DiscordEmulator, startDiscordEmulator } from '../../sandbox/discord/index.js';
import { deployCommands, describeCommands } from '../../src/discord/command-registration.js';
import { botDeployment } from './helpers/bot-process.js';

const body = commands.map((command) => command.data);
/** The commands of an image brought in: registered only where a backend served may do that. */
const IMAGES_IN_COMMANDS = [
  'Animate this image',
  'Describe this image',
  'Edit this image',
  'Use as reference',
  'animate',
  'describe',
];
/** The commands of an animation: registered only where a backend served may animate (ComfyUI). */
const ANIMATE_COMMANDS = ['Animate this image', 'animate'];
/** The commands of references: registered only where a backend served may follow them. */
const REFERENCE_COMMANDS = ['Use as reference'];
/**
 * What is registered on the image service alone (BACKENDS unset), which takes no image: no
 * command on an image, /imagine without its image options.
 */
const serviceBody = commands
  .filter((command) => !IMAGES_IN_COMMANDS.includes(command.data.name))
  .map(
    (command) =>
      command.dataFor?.({ actions: [], loras: false, references: false }) ?? command.data,
  );
/** Every command's name, sorted. */
const ALL_NAMES = [
  'Animate this image',
  'Describe this image',
  'Edit this image',
  'Imagine this',
  'Use as reference',
  'alerts',
  'animate',
  'apikey',
  'balance',
  'describe',
  'help',
  'history',
  'imagine',
  'language',
  'policy',
  'privacy',
  'queue',
  'settings',
  'show',
  'styles',
];
/** A test that runs the command line four or five times. */
const CLI_RUNS_MS = 150_000;
/** The names of `/imagine`'s options in a printed payload. */
const imagineOptions = (printed: string) =>
  (JSON.parse(printed) as { name: string; options?: { name: string }[] }[])
    .find((command) => command.name === 'imagine')
    ?.options?.map((option) => option.name);

/**
 * `npm run deploy-commands -- <args>` as the owner runs it after `npm run build`: from a folder
 * holding package.json, ops/ and this run's build (dist/, its node_modules), no `.env`, with
 * exactly `env`. The script runs dist/deploy-commands.js (ops/run-built.mjs): no source there.
 */
async function runCli(args: string[], env: Record<string, string> = {}) {
  const cwd = await mkdtemp(join(tmpdir(), 'imagine-bot-deploy-'));
  await copyFile('package.json', join(cwd, 'package.json'));
  const links = { ops: resolve('ops'), dist: join(botDeployment(), 'dist') };
  for (const [name, target] of Object.entries(links)) await symlink(target, join(cwd, name));
  const cli = ['run', '--silent', 'deploy-commands', '--', ...args];
  const child = spawn('npm', cli, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  // Decoded as a stream: a character split between two chunks stays whole.
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  await rm(cwd, { recursive: true, force: true });
  return { code, stdout, stderr };
}

describe('deploy-commands', { timeout: 60_000 }, () => {
  let discord: DiscordEmulator;
  beforeEach(async () => {
    discord = await startDiscordEmulator();
  });
  afterEach(async () => {
    await discord.close();
  });

  it('registers every command globally, asking Discord for the application id', async () => {
    const result = await deployCommands({
      body,
      token: discord.token,
      apiUrl: `${discord.url}/api`,
    });
    expect(result.scope).toBe('globally');
    expect(
      discord
        .commands()
        .map((command) => command.name)
        .sort(),
    ).toEqual(ALL_NAMES);
    expect(
      result.registered.every((command) => command.application_id === discord.applicationId),
    ).toBe(true);
    // Discord offers /policy only to members with Manage Server; the others to everyone.
    const permissions = Object.fromEntries(
      discord.commands().map((command) => [command.name, command.default_member_permissions]),
    );
    expect(permissions.policy).toBe('32');
    expect(permissions.imagine).toBeNull();
  });

  it('registers in one guild with --guild and prints what it registered', async () => {
    const { guild } = discord.setupGuild();
    const run = await runCli(['--guild', guild.id], {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: `${discord.url}/api`,
      BACKENDS: 'horde',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Registered 17 commands in server ${guild.id}:`);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'They show in that server at once. Registered globally as well, each would show twice there.',
    );
    expect(run.stdout).toContain('/apikey server limit — ');
    expect(run.stdout).toContain('/imagine — Generate an image from a prompt');
    expect(run.stdout).toContain('/styles edit — Edit a style of this server (Manage Server)');
    expect(run.stdout).toContain('/queue — ');
    expect(run.stdout).toContain('/help — What the bot does here');
    expect(run.stdout).toContain('Apps › Imagine this (on a message)');
    expect(run.stdout).toContain(
      '/history — Your recent generations (only you see them): run one again or show it',
    );
    expect(run.stdout).toContain('/show — Show one of your past generations (privately)');
    expect(run.stdout).toContain('Apps › Edit this image (on a message)');
    expect(run.stdout).toContain('/describe — Describe an image in words');
    expect(discord.commands(guild)).toHaveLength(17);
    const policy = discord.commands(guild).find((command) => command.name === 'policy');
    expect(policy?.default_member_permissions).toBe('32');
    expect(discord.commands()).toHaveLength(0);
  });

  it('prints the JSON without a token on --dry-run', async () => {
    const run = await runCli(['--dry-run']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(serviceBody)));
    // Discord is asked to offer /policy only to Manage Server (32), member commands to everyone.
    // It takes the field per command only: /styles, /settings, /language, /apikey and /balance
    // have parts for every member, so only the bot refuses their managers' parts.
    const printed = JSON.parse(run.stdout) as {
      name: string;
      default_member_permissions?: string | null;
    }[];
    const restricted = printed
      .filter((command) => command.default_member_permissions != null)
      .map((command) => [command.name, command.default_member_permissions]);
    expect(restricted).toEqual([
      ['alerts', '32'],
      ['policy', '32'],
    ]);
    expect(printed.find((command) => command.name === 'imagine')).not.toHaveProperty(
      'default_member_permissions',
    );
  });

  // Several runs of the command line each (npm, then the built tool): more than one run's time.
  it("offers /imagine's image: and strength: only where a backend served takes an image in, lora: only where one applies LoRAs", {
    timeout: CLI_RUNS_MS,
  }, async () => {
    const service = await runCli(['--dry-run']);
    expect(imagineOptions(service.stdout)).toContain('prompt');
    expect(imagineOptions(service.stdout)).not.toContain('image');
    expect(imagineOptions(service.stdout)).not.toContain('strength');
    expect(imagineOptions(service.stdout)).not.toContain('lora');
    for (const backends of ['horde', 'image-service, comfyui']) {
      const served = await runCli(['--dry-run'], { BACKENDS: backends });
      expect(imagineOptions(served.stdout)).toEqual(
        expect.arrayContaining(['image', 'strength', 'lora', 'lora2', 'lora3']),
      );
      // The Horde follows no reference image; ComfyUI does with an edit-model workflow.
      expect(imagineOptions(served.stdout)?.includes('reference')).toBe(backends !== 'horde');
    }
    const openai = await runCli(['--dry-run'], { BACKENDS: 'openai-images' });
    expect(imagineOptions(openai.stdout)).toContain('image');
    expect(imagineOptions(openai.stdout)).toContain('reference3');
    expect(imagineOptions(openai.stdout)?.filter((name) => name.startsWith('lora'))).toEqual([]);
    const { guild } = discord.setupGuild();
    const run = await runCli(['--guild', guild.id], {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: `${discord.url}/api`,
    });
    expect(run.stdout).toContain(
      "/imagine's lora: and lora2: and lora3: and image: and strength: and mask: and reference: " +
        'and reference2: and reference3: options',
    );
    const imagine = discord.commands(guild).find((command) => command.name === 'imagine');
    expect(imagine?.options?.map((option) => option.name)).not.toContain('image');
  });

  it('registers a command on an image only where a backend served may do it: none on the image service alone', {
    timeout: CLI_RUNS_MS,
  }, async () => {
    const registered = async (backends?: string) => {
      const { guild } = discord.setupGuild();
      const run = await runCli(['--guild', guild.id], {
        DISCORD_TOKEN: discord.token,
        DISCORD_API_URL: `${discord.url}/api`,
        ...(backends && { BACKENDS: backends }),
      });
      expect(run.code).toBe(0);
      const names = discord.commands(guild).map((command) => command.name);
      return { run, names: names.sort() };
    };
    // The image service takes no image: neither Describe nor Edit this image, nor /describe.
    const service = await registered();
    expect(service.names).toEqual(ALL_NAMES.filter((name) => !IMAGES_IN_COMMANDS.includes(name)));
    expect(service.run.stdout).toContain('Registered 14 commands in server');
    expect(service.run.stdout).toContain(
      'Not registered, as no backend in BACKENDS (image-service) takes them (an image to edit, ' +
        'describe or animate that way, LoRAs, reference images): /animate, Apps › Animate this image, /describe, ' +
        'Apps › Describe this image, Apps › Edit this ' +
        "image, /imagine's lora: and lora2: and lora3: and image: and strength: and mask: " +
        'and reference: and reference2: and reference3: options, Apps › Use as reference. Run this ' +
        'again after adding a backend that does to BACKENDS.',
    );
    // ComfyUI edits and animates but does not describe, OpenAI only edits; the Horde beside
    // ComfyUI offers everything, the Horde alone all but Animate.
    const notDescribed = (name: string) => name !== 'describe' && name !== 'Describe this image';
    expect((await registered('comfyui')).names).toEqual(ALL_NAMES.filter(notDescribed));
    expect((await registered('openai-images')).names).toEqual(
      ALL_NAMES.filter((name) => notDescribed(name) && !ANIMATE_COMMANDS.includes(name)),
    );
    expect((await registered('image-service,horde')).names).toEqual(
      ALL_NAMES.filter(
        (name) => !ANIMATE_COMMANDS.includes(name) && !REFERENCE_COMMANDS.includes(name),
      ),
    );
    expect((await registered('horde,comfyui')).names).toEqual(ALL_NAMES);
    expect((await registered('sd-webui')).run.stdout).toContain(
      'Not registered, as no backend in BACKENDS (sd-webui) takes them (an image to edit, ' +
        'describe or animate that way, LoRAs, reference images): /animate, Apps › Animate this ' +
        "image, /imagine's reference: and reference2: and reference3: options, Apps › Use as " +
        'reference. Run this again after adding a backend that does to BACKENDS.',
    );
  });

  it('explains a refused token as npm start does: where to get the real one', async () => {
    const run = await runCli([], {
      DISCORD_TOKEN: 'MTIz.fake.token',
      DISCORD_API_URL: `${discord.url}/api`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Could not register commands: Discord refused DISCORD_TOKEN (401 Unauthorized): copy the ' +
        'bot token again from the Discord developer portal (your application → Bot → Reset ' +
        'Token) into DISCORD_TOKEN or DISCORD_TOKEN_FILE',
    );
  });

  it('explains Missing Access: the bot must be invited to the server first, and how to find its id', async () => {
    const guild = discord.createGuild({ name: 'Not yet', withBot: false });
    const run = await runCli(['--guild', guild.id], {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: `${discord.url}/api`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Could not register commands: the bot is not in the server ${guild.id} (Missing Access): ` +
        'start the bot (npm start), open the invite link it logs',
    );
    expect(run.stderr).toContain('right-click the server → Copy Server ID');
  });

  it("explains an unknown Discord host as npm start does: the host and the OS error's code", async () => {
    const run = await runCli([], {
      DISCORD_TOKEN: discord.token,
      DISCORD_API_URL: 'http://no-such-discord.invalid/api',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Could not register commands: cannot reach Discord at no-such-discord\.invalid \((ENOTFOUND|EAI_AGAIN)\): check this machine's network and DNS/,
    );
  });

  it('refuses a --guild that is not a server id, saying how to find one', async () => {
    const run = await runCli(['--guild', 'my-server']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--guild takes a server id, a number such as 1575…');
    expect(run.stderr).toContain('Developer Mode on (User Settings → Advanced)');
  });

  it('says what is missing when run without a token', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DISCORD_TOKEN is required');
  });
});

describe('command payloads', () => {
  it('fit Discord limits: names, descriptions, option counts and choices', () => {
    const check = (option: {
      name: string;
      description?: string;
      options?: unknown[];
      choices?: unknown[];
    }) => {
      expect(option.name).toMatch(/^[-_a-z0-9]{1,32}$/);
      expect(option.description?.length ?? 1).toBeGreaterThan(0);
      expect(option.description?.length ?? 0).toBeLessThanOrEqual(100);
      expect(option.options?.length ?? 0).toBeLessThanOrEqual(25);
      expect(option.choices?.length ?? 0).toBeLessThanOrEqual(25);
      for (const child of (option.options ?? []) as (typeof option)[]) check(child);
    };
    const [menus, slash] = [body.filter((c) => c.type === 3), body.filter((c) => c.type !== 3)];
    for (const command of slash) check(command);
    // Context-menu names may hold capitals and spaces; they have no description or options.
    expect(menus.map((command) => command.name)).toEqual([
      'Animate this image',
      'Describe this image',
      'Edit this image',
      'Imagine this',
      'Use as reference',
    ]);
    for (const menu of menus) {
      expect(menu.name.length).toBeLessThanOrEqual(32);
      for (const name of Object.values(menu.name_localizations ?? {}))
        expect(name?.length).toBeLessThanOrEqual(32);
    }
  });

  it('describe every subcommand on its own line', () => {
    const lines = describeCommands(body);
    expect(lines).toContain(
      '/balance — Show your balance, and the server pool when this server has a key',
    );
    expect(lines.filter((line) => line.startsWith('/apikey '))).toHaveLength(10);
  });
});
