import { randomBytes } from 'node:crypto';
import { buildPainterPage } from '../../ops/build-painter-page.mjs';
import type { DiscordEmulator } from '../discord/index.js';
import type { LogCapture } from './log-capture.js';

/** What the bot logs once its painter listens, with the port (`src/app/painter.ts`). */
export const PAINTER_SERVING = 'painter serving';

/** The painter as an owner prepares it: the page bundled, the app's OAuth2 client secret. */
export interface DemoPainter {
  readonly pageDir: string;
  readonly secret: string;
}

/**
 * Bundles the painter's page into `dir` (what `npm run build` does for `npm start`), enables
 * Activities for the app as the owner does in the Developer Portal before starting the bot (which
 * checks it at its start), and picks the client secret the Developer Portal would show the owner.
 */
export async function preparePainter(dir: string, discord: DiscordEmulator): Promise<DemoPainter> {
  discord.activities.enable();
  return { pageDir: await buildPainterPage(dir), secret: randomBytes(24).toString('hex') };
}

/** The bot's variables enabling `painter`: any free loopback port (the log line says which). */
export const painterBotEnv = (painter: DemoPainter) => ({
  PAINTER_CLIENT_SECRET: painter.secret,
  PAINTER_PORT: '0',
  PAINTER_HOST: '127.0.0.1',
});

/**
 * Once the bot serves the painter, sets Discord's side as the owner sets it in the Developer
 * Portal: Activities enabled with `/` mapped to the painter's address, the same client secret.
 * @returns the painter's address
 * @throws when the bot logged no port (it does not serve the painter)
 */
export function mapPainterActivity(
  discord: DiscordEmulator,
  logs: LogCapture,
  painter: DemoPainter,
): string {
  const port = logs.last(PAINTER_SERVING)?.port;
  if (typeof port !== 'number') throw new Error('the bot does not serve the painter');
  const url = `http://127.0.0.1:${port}/`;
  discord.activities.useClientSecret(painter.secret);
  discord.activities.configure(url);
  return url;
}
