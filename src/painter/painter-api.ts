import type { IncomingMessage } from 'node:http';
import type { PainterLaunch, RunPaintedEdit } from '../bot/painter-launcher.js';
import { AppError } from '../core/app-error.js';
import type { Logger } from '../core/logger.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { I18n, Translator } from '../i18n/translator.js';
import { InputImageError } from '../image-intake/intake-errors.js';
import { checkAttachedMask } from '../region-edits/attached-mask.js';
import type { DiscordOAuth } from './discord-oauth.js';
import { readMaskUpload } from './mask-upload.js';
import type { PainterLaunches } from './painter-launches.js';

/** An API answer: a status and a JSON body, or bytes of a type. */
export type ApiAnswer =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: 200; readonly bytes: Buffer; readonly type: string };

/** What the API's handlers share. */
export interface PainterApiParts {
  readonly oauth: DiscordOAuth;
  readonly launches: PainterLaunches;
  readonly i18n: I18n;
  readonly logger: Logger;
  /** The card's image bytes (from Discord's own hosts, bounded). */
  readonly imageOf: (launch: PainterLaunch) => Promise<{ bytes: Buffer; type: string }>;
  readonly runEdit: RunPaintedEdit;
}

/**
 * A painted mask's refusal in the painter's words (what the member painted, not a file to attach
 * again): nothing painted, everything painted, else a painting the bot could not read (the page
 * sends a PNG of the image's size: anything else is the page's fault, not the member's).
 */
const refusalOf = ({ problem }: InputImageError): MessageKey =>
  problem === 'maskOpaque'
    ? 'painter.paintedNothing'
    : problem === 'maskWhole'
      ? 'painter.paintedWhole'
      : 'painter.paintingUnreadable';

/** The painter page's words, in the member's language, handed to the page with its launch. */
export function painterTexts(t: Translator) {
  return {
    title: t.t('painter.title'),
    brush: t.t('painter.brush'),
    eraser: t.t('painter.eraser'),
    size: t.t('painter.size'),
    clear: t.t('painter.clear'),
    prompt: t.t('painter.prompt'),
    send: t.t('painter.send'),
    sending: t.t('painter.sending'),
    nothingPainted: t.t('painter.nothingPainted'),
    failed: t.t('painter.failed'),
  };
}

/** The page's words (what {@link painterTexts} hands it). */
export type PainterTexts = ReturnType<typeof painterTexts>;

const json = (status: number, body: unknown): ApiAnswer => ({ status, json: body });

/**
 * The member a request's `Authorization: Bearer` token signs in (as Discord says `now`, or as it
 * said lately); undefined without one.
 */
async function memberOf(request: IncomingMessage, oauth: DiscordOAuth, now: boolean) {
  const auth = request.headers.authorization ?? '';
  if (!auth.startsWith('Bearer ')) return undefined;
  const token = auth.slice('Bearer '.length);
  return now ? oauth.memberNow(token) : oauth.memberOf(token);
}

/**
 * The painter's API, each call but the code exchange signed in with the member's Discord access
 * token: who acts is Discord's answer for that token (asked again at Send: a token Discord ended
 * since is refused), and what they act on is the launch the bot kept for that member in that
 * instance (`instance_id` only names which of their own launches).
 */
export class PainterApi {
  constructor(private readonly parts: PainterApiParts) {}

  /** `POST api/token` `{ code }`: the access token the page then authenticates with. */
  async token(body: unknown): Promise<ApiAnswer> {
    const code = (body as { code?: unknown } | undefined)?.code;
    if (typeof code !== 'string' || code.length > 200) return json(400, { error: 'code' });
    return json(200, { access_token: await this.parts.oauth.exchange(code) });
  }

  /** `GET api/launch`: the image's size, the prompt, and the page's texts in the member's language. */
  async launch(request: IncomingMessage, instanceId: string): Promise<ApiAnswer> {
    const launch = await this.#launchOf(request, instanceId);
    if (!launch) return this.#notFound(request);
    const { width, height, prompt } = launch.image;
    const texts = painterTexts(this.parts.i18n.translator(launch.interaction.locale));
    return json(200, { width, height, prompt, texts });
  }

  /** `GET api/launch/image`: the card's image, for the page to paint over. */
  async image(request: IncomingMessage, instanceId: string): Promise<ApiAnswer> {
    const launch = await this.#launchOf(request, instanceId);
    if (!launch) return this.#notFound(request);
    const { bytes, type } = await this.parts.imageOf(launch);
    return { status: 200, bytes, type };
  }

  /**
   * `POST api/launch/mask`: the member's token asked of Discord now, the painted mask and the
   * prompt read within its bound, the mask checked as an attached one is (the image's size or
   * proportions, PNG, both kinds of pixels), then the launch taken (one Send per launch) and the
   * edit run. @throws {SignInError} for a token Discord does not accept now (nothing taken).
   */
  async mask(request: IncomingMessage, instanceId: string): Promise<ApiAnswer> {
    const launch = await this.#launchOf(request, instanceId, true).catch((error: unknown) => {
      request.resume();
      throw error;
    });
    if (!launch) {
      request.resume();
      return this.#notFound(request);
    }
    const t = this.parts.i18n.translator(launch.interaction.locale);
    const upload = await readMaskUpload(request);
    let mask: Buffer;
    try {
      mask = await checkAttachedMask(upload.mask, launch.image);
    } catch (error) {
      if (error instanceof InputImageError) return json(422, { error: t.t(refusalOf(error)) });
      if (error instanceof AppError && error.text) return json(422, { error: t.text(error.text) });
      throw error;
    }
    const taken = await this.parts.launches.take(launch.instanceId, launch.userId);
    if (!taken) return json(404, { error: t.t('painter.gone') });
    await this.parts.runEdit({ launch: taken, mask, prompt: upload.prompt || launch.image.prompt });
    return json(200, { sent: t.t('painter.sent') });
  }

  async #launchOf(request: IncomingMessage, instanceId: string, now = false) {
    const userId = await memberOf(request, this.parts.oauth, now);
    if (!userId || !instanceId) return undefined;
    const launch = await this.parts.launches.find(instanceId, userId);
    if (!launch) this.parts.logger.info('painter refused', { instanceId, userId });
    return launch;
  }

  #notFound(request: IncomingMessage): ApiAnswer {
    const t = this.parts.i18n.translator(request.headers['accept-language']?.split(',')[0]);
    return json(404, { error: t.t('painter.gone') });
  }
}
