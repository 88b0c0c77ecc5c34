import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { Client, Events, MessageFlags, TextDisplayBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../../sandbox/discord/cli-command-line.js';
import { emulatorClientOptions } from '../../e2e/helpers/discord-client.js';

describe('discord emulator: CLI', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
    child = undefined;
  });

  it('parses typed slash commands', () => {
    expect(parseCommandLine('/imagine prompt:"a cat on a mat" count:2 hd:true')).toEqual({
      name: 'imagine',
      options: { prompt: 'a cat on a mat', count: 2, hd: true },
    });
    expect(parseCommandLine('/apikey scope add name:images')).toEqual({
      name: 'apikey',
      subcommandGroup: 'scope',
      subcommand: 'add',
      options: { name: 'images' },
    });
    expect(parseCommandLine('hello')).toBeUndefined();
  });

  it('starts with a demo guild, prints the connection details and sends typed commands', async () => {
    const started = spawn('node_modules/.bin/tsx', ['sandbox/discord/cli.ts', '--quiet'], {
      cwd: process.cwd(),
    });
    child = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const until = async (pattern: RegExp) => {
      for (let i = 0; i < 200 && !pattern.test(output); i++) {
        await new Promise((resolve) => started.stdout.once('data', resolve));
      }
      return pattern.exec(output);
    };
    const url = (await until(/listening on (http:\/\/\S+)/))?.[1] ?? '';
    const token = (await until(/token\s+(\S+)/))?.[1] ?? '';
    expect(output).toMatch(/guild\s+\d{17,19} \(Demo Guild\)/);
    expect(output).toContain(
      `DISCORD_TOKEN=${token} DISCORD_API_URL=${url}/api DISCORD_CDN_URL=${url}/cdn`,
    );
    const client = new Client(emulatorClientOptions(url));
    try {
      client.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        const prompt = i.options.getString('prompt');
        void i.reply(`drawing ${prompt}`).then(() =>
          i.followUp({
            flags: MessageFlags.IsComponentsV2,
            components: [new TextDisplayBuilder().setContent(`## Image ready: ${prompt}`)],
          }),
        );
      });
      await new Promise<void>((resolve, reject) => {
        client.once(Events.ClientReady, () => resolve());
        client.login(token).catch(reject);
      });
      started.stdin.write('/imagine prompt:"a red fox"\n');
      expect((await until(/message \d+: (drawing a red fox)/))?.[1]).toBe('drawing a red fox');
      // A components-v2 card (no content) prints its texts.
      expect((await until(/message \d+: (## Image ready: a red fox)/))?.[1]).toBeDefined();
    } finally {
      await client.destroy();
    }
  });
});
