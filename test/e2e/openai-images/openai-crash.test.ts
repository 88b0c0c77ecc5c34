import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import imagine from '../../../commands/imagine.js';
import { type DiscordEmulator, startDiscordEmulator } from '../../../sandbox/discord/index.js';
import {
  type OpenAiImagesEmulator,
  startOpenAiImagesEmulator,
} from '../../../sandbox/openai-images/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import { createStores } from '../../../src/store/create-stores.js';
import { TEST_SECRET } from '../helpers/bot-env.js';
import { runBot } from '../helpers/bot-process.js';
import { type KillableBot, killable } from '../helpers/crash-world.js';
import { processBotEnv } from '../helpers/process-bot-setup.js';
import { cardText, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { ALICE_OPENAI_KEY, openAiEnv } from './openai-kit.js';

/** SIGKILL of a real bot process while its OpenAI call is in flight, then a restart on its store. */
describe('/imagine on an OpenAI-compatible provider when the bot is killed mid-call', () => {
  let discord: DiscordEmulator;
  let openai: OpenAiImagesEmulator;
  let dir: string;
  const bots: KillableBot[] = [];
  afterEach(async () => {
    for (const bot of bots.splice(0)) await bot.kill();
    await discord?.close();
    await openai?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('ends the job as "may have been charged" after the restart and never sends it again', async () => {
    dir = await mkdtemp(join(tmpdir(), 'imagine-bot-openai-crash-'));
    discord = await startDiscordEmulator();
    openai = await startOpenAiImagesEmulator({ keys: [{ key: ALICE_OPENAI_KEY }] });
    const { guild, channel, user } = discord.setupGuild();
    await deployCommands({
      body: [imagine.data],
      token: discord.token,
      apiUrl: `${discord.url}/api`,
      applicationId: discord.applicationId,
      guildId: guild.id,
    });
    const databaseUrl = `sqlite://${join(dir, 'bot.sqlite')}`;
    const stores = await createStores({
      databaseUrl,
      encryptionSecret: TEST_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
    await stores.apiKeys.link(user.id, {
      apiKey: ALICE_OPENAI_KEY,
      serviceUserId: '',
      serviceUsername: 'sk-…0001',
      backend: 'openai-images',
    });
    await stores.close();
    const env = {
      ...processBotEnv({ discord, imageApi: { url: 'http://127.0.0.1:9' }, databaseUrl }),
      ...openAiEnv(openai.baseURL),
    };
    const start = async () => {
      const bot = killable(runBot(dir, env));
      bots.push(bot);
      await bot.printed('"msg":"ready"');
      return bot;
    };

    const first = await start();
    const run = await discord.runCommand({
      channel,
      user,
      name: 'imagine',
      options: { prompt: 'a lighthouse at dusk' },
    });
    await first.printed('"msg":"task submitted"');
    expect(openai.inFlight()).toHaveLength(1);
    await first.kill();

    await start();
    const ended = await waitForResult(run, 20_000);
    expect(titleOf(ended)).toBe('❌ Generation failed');
    expect(cardText(ended)).toContain('The bot restarted while OpenAI was making this');
    expect(cardText(ended)).toContain('It may have been charged, and it was not sent again');
    expect(ended.buttons.map((button) => button.customId)).toContain(`imagine:retry:${run.id}`);
    expect(openai.stats.requests.images_generations).toBe(1);
    expect(openai.stats.violations).toEqual([]);
  });
});
