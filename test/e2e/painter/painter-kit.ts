import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ButtonInteraction, Events } from 'discord.js';
import Keyv from 'keyv';
import sharp from 'sharp';
import { buildPainterPage } from '../../../ops/build-painter-page.mjs';
import { startPlayground } from '../../../sandbox/discord/playground/playground-server.js';
import type {
  PaintedEdit,
  PaintedImage,
  PainterLaunch,
} from '../../../src/bot/painter-launcher.js';
import { ByteBudget } from '../../../src/core/byte-budget.js';
import { createLogger } from '../../../src/core/logger.js';
import { createI18n } from '../../../src/i18n/translator.js';
import { cardImageReader } from '../../../src/painter/card-image.js';
import { DiscordOAuth } from '../../../src/painter/discord-oauth.js';
import { PainterApi } from '../../../src/painter/painter-api.js';
import { PainterLaunches } from '../../../src/painter/painter-launches.js';
import { startPainterServer } from '../../../src/painter/painter-server.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';

/** The card's image: 512×384, so a mask is checked at the image's own size. */
export const CARD = { width: 512, height: 384, prompt: 'a harbour at dusk' } as const;

/** A gradient PNG of the card's size. */
export async function cardPng(): Promise<Buffer> {
  const { width, height } = CARD;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) raw.set([x % 256, y % 256, 128], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The painter's world: Discord with a bot client, the painter served, the playground over both. */
export interface PainterWorld {
  readonly h: DiscordHarness;
  readonly launches: PainterLaunches;
  readonly playgroundUrl: string;
  readonly painterUrl: string;
  /** Every edit the painter handed on, in order. */
  readonly edits: PaintedEdit[];
  /** Posts the card (the image with a Paint button) as the bot; resolves with its message id. */
  postCard(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The painter's parts as `src/app/painter.ts` wires them, beside a discord.js client whose Paint
 * button launches it (the card's Vary (Region) stands in), against the Discord emulator with the
 * Activity's URL mapping pointing at the painter; edits are recorded instead of run.
 */
export async function startPainterWorld(): Promise<PainterWorld> {
  const h = await startDiscordClient();
  const bob = h.discord.createUser({ username: 'bob', guild: h.guild });
  const logger = createLogger({ level: 'error' });
  const i18n = createI18n();
  const launches = new PainterLaunches(new Keyv<PainterLaunch>(), logger, Date.now);
  const edits: PaintedEdit[] = [];
  const images = new Map<string, PaintedImage>();
  const oauth = new DiscordOAuth({
    apiUrl: `${h.discord.url}/api`,
    clientId: () => h.client.application.id,
    clientSecret: h.discord.activities.clientSecret,
  });
  const api = new PainterApi({
    oauth,
    launches,
    i18n,
    logger,
    imageOf: cardImageReader({
      hosts: { DISCORD_CDN_URL: `${h.discord.url}/cdn` },
      maxBytes: 20 * 1024 * 1024,
      budget: new ByteBudget(40 * 1024 * 1024),
    }),
    runEdit: async (edit) => {
      edits.push(edit);
    },
  });
  const pageDir = await buildPainterPage(join(tmpdir(), `painter-page-${process.pid}`));
  const painter = await startPainterServer({
    host: '127.0.0.1',
    port: 0,
    pageDir,
    clientId: () => h.client.application.id,
    api,
    i18n,
    logger,
  });
  const painterUrl = `http://127.0.0.1:${painter.port}/`;
  h.discord.activities.configure(painterUrl);
  h.client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isButton() || interaction.customId !== 'paint') return;
    const image = images.get(interaction.message.id);
    const asker = {
      userId: interaction.user.id,
      guildId: interaction.guildId,
      place: { channelNsfw: false, inGuild: true, botInServer: true },
    };
    if (image) void launches.launch(interaction as ButtonInteraction, image, asker);
  });
  const playground = await startPlayground({
    discord: h.discord,
    guild: h.guild,
    channels: [h.channel],
    members: [
      { user: h.user, role: 'member' },
      { user: bob, role: 'member' },
    ],
  });
  return {
    h,
    launches,
    edits,
    playgroundUrl: playground.url,
    painterUrl,
    postCard: async () => {
      const channel = h.client.channels.cache.get(h.channel.id);
      if (!channel?.isSendable()) throw new Error('not sendable');
      const message = await channel.send({
        content: 'A harbour',
        files: [{ attachment: await cardPng(), name: 'harbour.png' }],
        components: [
          { type: 1, components: [{ type: 2, style: 1, custom_id: 'paint', label: 'Paint' }] },
        ],
      });
      const attachment = message.attachments.first();
      if (!attachment) throw new Error('no attachment');
      images.set(message.id, {
        jobId: `job-${message.id}`,
        messageId: message.id,
        url: attachment.url,
        name: attachment.name,
        ...CARD,
      });
      return message.id;
    },
    close: async () => {
      await playground.close();
      await painter.close();
      await h.close();
    },
  };
}
