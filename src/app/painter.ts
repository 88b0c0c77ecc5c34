import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import type { PainterLaunch, RunPaintedEdit } from '../bot/painter-launcher.js';
import type { ByteBudget } from '../core/byte-budget.js';
import { ConfigError } from '../core/config.js';
import type { I18n } from '../i18n/translator.js';
import { cardImageReader } from '../painter/card-image.js';
import { DiscordOAuth } from '../painter/discord-oauth.js';
import { PainterApi } from '../painter/painter-api.js';
import { PAINTER_NAMESPACE, PainterLaunches } from '../painter/painter-launches.js';
import { startPainterServer } from '../painter/painter-server.js';
import type { Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/** The painter where the owner enabled it: its launcher for the context, and its server. */
export interface PainterLayer {
  readonly launcher: PainterLaunches;
  /** Starts serving the page and its API; stopped with the app. @throws when it cannot listen. */
  listen(context: AppContext): Promise<void>;
}

/** Where the bundled page is: `dist/painter-page/` beside the compiled code, or the repository's. */
export const BUILT_PAINTER_PAGE = fileURLToPath(
  new URL(
    import.meta.url.includes('/dist/') ? '../../painter-page/' : '../../dist/painter-page/',
    import.meta.url,
  ),
);

/**
 * The painter when `PAINTER_CLIENT_SECRET` and `PAINTER_PORT` are set (the config
 * refuses one without the other): launches kept in the store (any process serves a page's calls),
 * the OAuth2 exchange against `DISCORD_API_URL` with the app's id as client id, the card's image
 * read as members' images are, and a painted mask handed to `runEdit` (the region edits'
 * pipeline). Undefined when not configured: Vary (Region) opens the picker.
 * @throws {ConfigError} when it is configured but its page (`pageDir`) was not built.
 */
export function painterLayer(
  base: Base,
  parts: { stores: Stores; i18n: I18n; client: Client; inputBudget: ByteBudget; pageDir: string },
  runEdit: (context: AppContext) => RunPaintedEdit,
): PainterLayer | undefined {
  const { config, logger: parent, stack } = base;
  const secret = config.PAINTER_CLIENT_SECRET;
  const port = config.PAINTER_PORT;
  if (!secret || port === undefined) return undefined;
  if (!existsSync(join(parts.pageDir, 'index.html'))) {
    throw new ConfigError([
      `PAINTER_CLIENT_SECRET is set but the painter's page is not built in ${parts.pageDir} (npm run build)`,
    ]);
  }
  const logger = parent.child({ component: 'painter' });
  const keyv = parts.stores.keyv<PainterLaunch>(PAINTER_NAMESPACE);
  const launcher = new PainterLaunches(keyv, logger, base.now);
  const clientId = () => {
    const id = parts.client.application?.id ?? config.DISCORD_APPLICATION_ID;
    if (!id) throw new Error('the painter was asked before the bot logged in');
    return id;
  };
  return {
    launcher,
    listen: async (context) => {
      const api = new PainterApi({
        oauth: new DiscordOAuth({ apiUrl: config.DISCORD_API_URL, clientId, clientSecret: secret }),
        launches: launcher,
        i18n: parts.i18n,
        logger,
        imageOf: cardImageReader({
          hosts: config,
          maxBytes: config.IMAGE_INPUT_MAX_BYTES,
          budget: parts.inputBudget,
        }),
        runEdit: runEdit(context),
      });
      const server = await startPainterServer({
        host: config.PAINTER_HOST,
        port,
        pageDir: parts.pageDir,
        clientId,
        api,
        i18n: parts.i18n,
        logger,
      });
      stack.use('painter server', server, (made) => made.close());
      logger.info('painter serving', { host: config.PAINTER_HOST, port: server.port });
    },
  };
}
