/**
 * `npm run playground`: the real bot against the Discord emulator and a backend's, and a page on
 * 127.0.0.1 where a person uses it by hand as a member, a moderator or a manager. Ctrl+C stops
 * everything.
 */
import { parseArgs } from 'node:util';
import { closeOnExit } from '../cli-process.js';
import { DEMO_BACKENDS, parseDemoBackend } from '../demo/demo-options.js';
import { type DemoFamily, FAMILY_WORKFLOWS } from '../demo/demo-workflows.js';
import { startPlaygroundWorld } from './playground-world.js';

const USAGE = `Usage: npm run playground -- [--backend sd-webui] [--gpus 2] [--family flux] [--painter] [--port 8080] [--time-scale 0.1] [--log bot.log]
  --backend <id>      the backend the bot generates on, on its emulator: ${DEMO_BACKENDS.join(', ')} (default image-service)
  --gpus <n>          comfyui or sd-webui: a pool of n emulated GPU servers (1–4, default 1), killed and restarted in the page
  --family <f>        comfyui: the model family its owner runs, ${Object.keys(FAMILY_WORKFLOWS).join(' or ')}: its shipped workflows (text to image, edit, inpaint) instead of SD 1.5's
  --painter           enable the painter as an owner does (PAINTER_*): Vary (Region) opens it in the page
  --port <n>          the page's port on 127.0.0.1 (default: any free port)
  --time-scale <x>    multiplies generation times and the bot's timers (default 0.1: 1–6 s a generation)
  --log <file>        append the bot's JSON log to a file`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      backend: { type: 'string' },
      port: { type: 'string' },
      'time-scale': { type: 'string' },
      log: { type: 'string' },
      painter: { type: 'boolean' },
      gpus: { type: 'string' },
      family: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  const timeScale = values['time-scale'] === undefined ? 0.1 : Number(values['time-scale']);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be 0–65535 (got "${values.port}")`);
  if (!(timeScale > 0 && timeScale <= 1))
    throw new Error(`--time-scale must be above 0 and at most 1 (got "${values['time-scale']}")`);
  const backend = parseDemoBackend(values.backend ?? 'image-service');
  const painter = values.painter === true;
  const gpus = values.gpus === undefined ? 1 : Number(values.gpus);
  if (!Number.isInteger(gpus) || gpus < 1 || gpus > 4)
    throw new Error(`--gpus must be 1–4 (got "${values.gpus}")`);
  const logFile = values.log;
  const { family } = values;
  if (family !== undefined && !Object.hasOwn(FAMILY_WORKFLOWS, family))
    throw new Error(
      `--family must be ${Object.keys(FAMILY_WORKFLOWS).join(' or ')} (got "${family}")`,
    );
  return {
    help: values.help === true,
    port,
    timeScale,
    logFile,
    backend,
    painter,
    gpus,
    ...(family !== undefined && { family: family as DemoFamily }),
  };
}

try {
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
  } else {
    console.log(`Starting the Discord and ${options.backend} emulators and the bot…`);
    const running = await startPlaygroundWorld({
      port: options.port,
      timeScale: options.timeScale,
      backend: options.backend,
      painter: options.painter,
      gpus: options.gpus,
      ...(options.family && { family: options.family }),
      ...(options.logFile ? { logFile: options.logFile } : {}),
    });
    closeOnExit({ close: running.close, log: (line) => console.log(line) });
    const { world, playground, backendEmulator, apiKey, painterUrl } = running;
    const key = apiKey ? `  key to link         ${apiKey}\n` : '';
    const painter = painterUrl
      ? `  painter             ${painterUrl} (the Activity's URL mapping)\n`
      : '';
    const civitai = world.civitai
      ? `  CivitAI             ${world.civitai.url} (where /policy's Add a LoRA… looks LoRAs up)\n`
      : '';
    const pool = world.gpus.length > 1 ? world.gpus : [];
    const gpus = pool.map((gpu, at) => `  GPU ${at + 1}               ${gpu.url}\n`).join('');
    console.log(`Playground ready: open ${playground.url}
  Discord emulator    ${world.discord.url} (guild ${world.guild.name}, #${world.channel.name})
  backend             ${backendEmulator.name} at ${backendEmulator.url}${apiKey ? '' : ' (takes no key)'}
${gpus}${key}${civitai}${painter}Ctrl+C stops the bot and the emulators.`);
  }
} catch (error) {
  console.error(`playground: ${(error as Error).message}\n\n${USAGE}`);
  process.exitCode = 1;
}
