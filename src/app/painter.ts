import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApplicationFlags, type Client } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import type { PainterLaunch, PainterLauncher, RunPaintedEdit } from '../bot/painter-launcher.js';
import type { ByteBudget } from '../core/byte-budget.js';
import { ConfigError } from '../core/config.js';
import type { I18n } from '../i18n/translator.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import { isOffered } from '../image-backend/image-actions.js';
import { cardImageReader } from '../painter/card-image.js';
import { DiscordOAuth } from '../painter/discord-oauth.js';
import { PainterApi } from '../painter/painter-api.js';
import {
  PAINTER_NAMESPACE,
  PAINTER_PORTAL_STEPS,
  PainterLaunches,
} from '../painter/painter-launches.js';
import { startPainterServer } from '../painter/painter-server.js';
import type { Stores } from '../store/create-stores.js';
import { BACKEND_REGISTRATIONS } from './backends.js';
import type { Base } from './base.js';

/** The painter where the owner enabled it: its launcher for the context, and its start. */
export interface PainterLayer {
  /** Launches nothing (the picker opens) until {@link PainterLayer.start} found the painter usable. */
  readonly launcher: PainterLauncher;
  /**
   * Once the bot logged in, checks what can be checked (a backend that takes a mask is served,
   * the application may launch an Activity) and serves the page and its API, stopped with the
   * app; where a check fails, says so in one warning line and leaves the painter off.
   * @throws when it cannot listen.
   */
  start(context: AppContext): Promise<void>;
}

/** Where the bundled page is: `dist/painter-page/` beside the compiled code, or the repository's. */
export const BUILT_PAINTER_PAGE = fileURLToPath(
  new URL(
    import.meta.url.includes('/dist/') ? '../../painter-page/' : '../../dist/painter-page/',
    import.meta.url,
  ),
);

/** What turns the painter off, for the warning line's end. */
const UNSET = 'or unset PAINTER_CLIENT_SECRET and PAINTER_PORT';

/**
 * Why the painter cannot work here, as one line naming the setting and its fix, or undefined:
 * no backend of `BACKENDS` changes part of an image (no Vary (Region) to paint for), or Discord
 * will not launch an Activity for this application (no `EMBEDDED` flag: Activities not enabled).
 * An application whose flags cannot be read is given the benefit of the doubt: a launch Discord
 * refuses opens the picker (`PainterLaunches.launch`).
 */
async function whyOff(base: Base, backends: BackendRegistry, client: Client) {
  const { config, logger } = base;
  const masked = backends.list().some(({ backend }) => {
    const { imagesIn } = backend.capabilities;
    return imagesIn !== undefined && isOffered(imagesIn, { kind: 'region' });
  });
  if (!masked) {
    const takers = BACKEND_REGISTRATIONS.filter((entry) => entry.mayOffer.includes('region'));
    return {
      setting: 'BACKENDS',
      line:
        `the painter is off: no backend in BACKENDS (${config.BACKENDS.join(', ')}) changes part of ` +
        `an image, so there is no Vary (Region) to paint for; add one that does ` +
        `(${takers.map((entry) => entry.id).join(', ')}) to BACKENDS, ${UNSET}`,
    };
  }
  const application = await client.application?.fetch().catch((error: unknown) => {
    logger.warn(
      "could not read the application's flags from Discord to check the painter: it stays on, and a launch Discord refuses opens the picker",
      { component: 'painter', error },
    );
    return undefined;
  });
  if (application && !application.flags.has(ApplicationFlags.Embedded)) {
    return {
      setting: 'PAINTER_CLIENT_SECRET',
      line:
        'the painter is off: Discord will not launch an Activity for this application ' +
        '(Activities are not enabled: its flags lack EMBEDDED), so Vary (Region) opens the ' +
        `picker; ${PAINTER_PORTAL_STEPS}, then restart the bot (PAINTER_CLIENT_SECRET and ` +
        `PAINTER_PORT stay as they are), ${UNSET}`,
    };
  }
  return undefined;
}

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
  parts: {
    stores: Stores;
    i18n: I18n;
    client: Client;
    backends: BackendRegistry;
    inputBudget: ByteBudget;
    pageDir: string;
  },
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
  const launches = new PainterLaunches(keyv, logger, base.now);
  let on = false;
  const clientId = () => {
    const id = parts.client.application?.id ?? config.DISCORD_APPLICATION_ID;
    if (!id) throw new Error('the painter was asked before the bot logged in');
    return id;
  };
  return {
    launcher: {
      launch: async (...launch) => on && launches.launch(...launch),
    },
    start: async (context) => {
      const off = await whyOff(base, parts.backends, parts.client);
      if (off) {
        logger.warn(off.line, { setting: off.setting });
        return;
      }
      const api = new PainterApi({
        oauth: new DiscordOAuth({ apiUrl: config.DISCORD_API_URL, clientId, clientSecret: secret }),
        launches,
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
      on = true;
      logger.info('painter serving', { host: config.PAINTER_HOST, port: server.port });
    },
  };
}
