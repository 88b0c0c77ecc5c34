import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import {
  ActionRowBuilder,
  Client,
  EmbedBuilder,
  Events,
  MessageFlags,
  ModalBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCommandLine, parseFormLine } from '../../../sandbox/discord/cli-command-line.js';
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
    expect(parseFormLine('form secret:"sk-0123 4" note:007')).toEqual({
      secret: 'sk-0123 4',
      note: '007',
    });
    expect(parseFormLine('/apikey link')).toBeUndefined();
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
        if (i.isModalSubmit()) {
          void i.reply(`linked ${i.fields.getTextInputValue('secret')}`);
          return;
        }
        if (!i.isChatInputCommand()) return;
        if (i.commandName === 'apikey') {
          const secret = new TextInputBuilder()
            .setCustomId('secret')
            .setLabel('Your API key')
            .setStyle(TextInputStyle.Short);
          void i.showModal(
            new ModalBuilder()
              .setCustomId('link')
              .setTitle('Link your key')
              .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(secret)),
          );
          return;
        }
        if (i.commandName === 'queue') {
          void i.reply({
            flags: MessageFlags.Ephemeral,
            embeds: [
              new EmbedBuilder()
                .setTitle('🖥️ ComfyUI: its servers and line')
                .setDescription('🟢 **GPU 1** · idle, 1 slot free\n🔴 **GPU 2** · down'),
              new EmbedBuilder().addFields({ name: 'Running', value: 'nothing' }),
            ],
          });
          return;
        }
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
      // A command answered with a form: its fields are printed, and `form …` submits it.
      started.stdin.write('form secret:"too early"\n');
      expect(await until(/no form to fill in/)).not.toBeNull();
      started.stdin.write('/apikey link\n');
      expect(await until(/form "Link your key": secret \(Your API key\)/)).not.toBeNull();
      started.stdin.write('form secret:"sk-0001"\n');
      expect((await until(/message \d+: (linked sk-0001)/))?.[1]).toBe('linked sk-0001');
      // An answer of embeds only (as /queue's): what they show, not an empty message.
      started.stdin.write('/queue\n');
      expect(
        await until(
          /\(ephemeral\): 🖥️ ComfyUI: its servers and line\n🟢 \*\*GPU 1\*\* · idle, 1 slot free\n🔴 \*\*GPU 2\*\* · down\nRunning: nothing/,
        ),
      ).not.toBeNull();
    } finally {
      await client.destroy();
    }
  });
});
