import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.js';
import { emulatedBotConfig } from '../../../sandbox/demo/emulated-bot-config.js';
import { parseCliLine } from '../../../sandbox/discord/cli-command-line.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type SdWebuiEmulator, startSdWebuiEmulator } from '../../../sandbox/sd-webui/index.js';
import { type RunningApp, startApp } from '../../../src/app.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { sharedImageClassifier } from '../../e2e/helpers/shared-classifier.js';

/** How long one typed line may take to print what is awaited. */
const LINE_MS = 20_000;

describe('npm run mock-discord: images in, clicks, picks and forms against the real bot', () => {
  let cli: ChildProcessWithoutNullStreams;
  let webui: SdWebuiEmulator;
  let app: RunningApp;
  let dir: string;
  let photo: string;
  let output = '';

  /** Waits until the output after `from` matches `pattern`; its match. */
  const until = async (pattern: RegExp, from = 0): Promise<RegExpExecArray> => {
    const deadline = Date.now() + LINE_MS;
    for (;;) {
      const found = pattern.exec(output.slice(from));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${output.slice(from)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Types `line` on mock-discord's input; the output's length before it. */
  const type = (line: string) => {
    const from = output.length;
    cli.stdin.write(`${line}\n`);
    return from;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mock-discord-'));
    photo = join(dir, 'harbour.png');
    await writeFile(
      photo,
      await renderImage({ width: 256, height: 192, prompt: 'a harbour', seed: 2 }),
    );
    cli = spawn('node_modules/.bin/tsx', ['sandbox/discord/cli.ts', '--quiet'], {
      cwd: process.cwd(),
    });
    cli.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const url = (await until(/listening on (http:\/\/\S+)/))[1] ?? '';
    const token = (await until(/token\s+(\S+)/))[1] ?? '';
    const applicationId = (await until(/application id\s+(\d+)/))[1] ?? '';
    const guildId = (await until(/guild\s+(\d+)/))[1] ?? '';
    await until(/Type what alice does/);
    webui = await startSdWebuiEmulator({ timeScale: 0.02, stepMs: 400 });
    const discord = { url, token, applicationId };
    await deployCommands({
      body: commands.map((command) => command.data),
      token,
      apiUrl: `${url}/api`,
      applicationId,
      guildId,
    });
    const config = emulatedBotConfig({
      discord,
      imageApiUrl: 'http://127.0.0.1:9',
      databaseUrl: `sqlite://${join(dir, 'bot.sqlite')}`,
      timeScale: 0.05,
      env: { BACKENDS: 'sd-webui', SD_WEBUI_URL: webui.url },
    });
    app = await startApp(config, {
      logger: createLogger({ level: 'silent' }),
      imageClassifier: sharedImageClassifier(),
    });
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    cli?.kill('SIGTERM');
    await webui?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads attachments, clicks, picks, message commands and chat messages typed', () => {
    expect(parseCliLine('/describe image:@photos/cat.png')).toEqual({
      kind: 'command',
      command: { name: 'describe', options: { image: '@photos/cat.png' } },
    });
    expect(parseCliLine('click last "Vary (subtle)"')).toEqual({
      kind: 'click',
      message: 'last',
      button: 'Vary (subtle)',
    });
    expect(parseCliLine('select 123 imagine:imagein:9 upscale-2:1,edit:2')).toEqual({
      kind: 'select',
      message: '123',
      select: 'imagine:imagein:9',
      values: ['upscale-2:1', 'edit:2'],
    });
    // Several picks: spaces, commas or both; a quoted label keeps its spaces.
    for (const typed of ['B2 C2', 'B2,C2', 'B2, C2', 'B2 ,C2', '"B2 C2"']) {
      expect(parseCliLine(`select last "Cells to change" ${typed}`)).toEqual({
        kind: 'select',
        message: 'last',
        select: 'Cells to change',
        values: typed.startsWith('"') ? ['B2 C2'] : ['B2', 'C2'],
      });
    }
    expect(parseCliLine('select last imagine:imagein:9 "Upscale ×2"')).toMatchObject({
      values: ['Upscale ×2'],
    });
    expect(() => parseCliLine('select last imagine:imagein:9 ,')).toThrow(/cannot read/);
    expect(parseCliLine('apps last "Describe this image"')).toEqual({
      kind: 'apps',
      message: 'last',
      name: 'Describe this image',
    });
    expect(parseCliLine('say "my cat" file:@cat.png')).toEqual({
      kind: 'say',
      content: 'my cat',
      files: ['cat.png'],
    });
    expect(parseCliLine('   ')).toBeUndefined();
    expect(() => parseCliLine('clack last Re-roll')).toThrow(/cannot read "clack last Re-roll"/);
  });

  it('/describe image:@file answers with the caption; a path without @ is refused, not "Something went wrong"', async () => {
    let from = type(`/describe image:${photo}`);
    expect((await until(/could not send: (.*)/, from))[1]).toBe(
      'image takes a file: type image:@path/to/file.png',
    );
    from = type(`/describe image:@${photo}`);
    await until(/📝 What the image shows[\s\S]*?\[🎨 Imagine this\]/, from);
    // Imagine this: the /imagine form with the caption, filled in and sent.
    from = type('click last "Imagine this"');
    const form = await until(/form "([^"]+)": (\w+) \(/, from);
    from = type(`form ${form[2]}:"a harbour at night"`);
    await until(/sent the form as interaction/, from);
    await until(/Image ready[\s\S]*?\[🎲 Re-roll\]/, from);
    expect(output).not.toContain('Something went wrong');
  }, 60_000);

  it('a chat message with a file, Edit this image and its form, then Vary, and a pick in a set’s select', async () => {
    let from = type(`say "my harbour" file:@${photo}`);
    await until(/message \d+: my harbour \[harbour\.png http/, from);
    from = type('apps last "Edit this image"');
    await until(/form "🖌️ Edit the image": change \(What to change\)/, from);
    from = type('form change:"make it night"');
    await until(/✏️ Edited from harbour\.png[\s\S]*?\[🌱 Vary \(subtle\)\]/, from);
    from = type('click last "Vary (subtle)"');
    await until(/🔀 Varied \(subtle\) from imagine-[\s\S]*?\[🎲 Re-roll\]/, from);
    from = type('/imagine prompt:"two boats" count:2');
    const select = await until(/\[select (imagine:imagein:\S+): [^\]]*upscale-2:1/, from);
    from = type(`select last ${select[1]} upscale-2:1`);
    await until(/🔍 Upscaled ×2 from imagine-[\s\S]*?\[🎲 Re-roll\]/, from);
    from = type('click last "No such button"');
    await until(/could not send: no message of the channel has that/, from);
  }, 60_000);

  it('a card’s Vary (Region): the picker’s cells typed with spaces, then Vary region', async () => {
    let from = type('/imagine prompt:"a lighthouse"');
    await until(/Image ready[\s\S]*?\[🖌️ Vary \(Region\)\]/, from);
    from = type('click last "Vary (Region)"');
    await until(/choose what to change[\s\S]*?\[select (\S+): A1, B1/, from);
    from = type('select last "Cells to change (A1 … D4)…" B2 C2');
    await until(/Chosen: B2, C2/, from);
    from = type('select last "Cells to change (A1 … D4)…" "A1 D4"');
    await until(/Chosen: A1, D4/, from);
    from = type('click last "Vary region"');
    await until(/🖌️ Region varied from[\s\S]*?\[🎲 Re-roll\]/, from);
    from = type('click last "No such button"');
    await until(/could not send: no message of the channel has that/, from);
  }, 60_000);
});
