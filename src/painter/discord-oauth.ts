import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import { readCappedBody } from '../core/capped-body.js';

/** How the painter's server reaches Discord's OAuth2: its API and the app's credentials. */
export interface OAuthSettings {
  /** `DISCORD_API_URL` (`https://discord.com/api`). */
  readonly apiUrl: string;
  /** The application's id, the Activity's OAuth2 client id (known once the bot logged in). */
  readonly clientId: () => string;
  /** `PAINTER_CLIENT_SECRET`: the application's OAuth2 client secret. */
  readonly clientSecret: string;
}

/**
 * Discord refused the code or token (`refused`: the member signs in again), or did not answer
 * (nothing is known of the token: the page may try again).
 */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The most a Discord answer read here may be: a token or a user, a few hundred bytes. */
const ANSWER_MAX_BYTES = 16_384;
const TIMEOUT_MS = 10_000;
/** How long a token's member is remembered, not asked again of Discord on each request. */
const MEMBER_TTL_MS = 5 * 60_000;

async function ask(url: string, init: Parameters<typeof request>[1]): Promise<unknown> {
  const response = await request(url, {
    ...init,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  }).catch((cause: unknown) => {
    throw new SignInError('Discord did not answer', false, { cause });
  });
  const body = await readCappedBody(
    response.body,
    ANSWER_MAX_BYTES,
    () => new SignInError('Discord answered too much', false),
  );
  const { statusCode } = response;
  if (statusCode !== 200) {
    const refused = statusCode >= 400 && statusCode < 500 && statusCode !== 429;
    throw new SignInError(
      `Discord ${refused ? 'refused' : 'failed'} the sign-in (${statusCode})`,
      refused,
    );
  }
  return JSON.parse(body.toString('utf8'));
}

/**
 * The painter's side of an Activity's sign-in: the code the member's client handed the page
 * exchanged for an access token (`POST /oauth2/token` with the client secret, which never leaves
 * the server), and the member a token belongs to (`GET /users/@me` with it): remembered briefly
 * for the page's reads, asked of Discord again for what acts ({@link DiscordOAuth.memberNow}).
 */
export class DiscordOAuth {
  readonly #members = new LRUCache<string, string>({ max: 10_000, ttl: MEMBER_TTL_MS });

  constructor(private readonly settings: OAuthSettings) {}

  /** The access token for `code` (exchanged once, as Discord allows). @throws {SignInError} */
  async exchange(code: string): Promise<string> {
    const { apiUrl, clientId, clientSecret } = this.settings;
    const answer = (await ask(`${apiUrl}/v10/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId(),
        client_secret: clientSecret,
        grant_type: 'authorization_code',
        code,
      }).toString(),
    })) as { access_token?: unknown };
    if (typeof answer.access_token !== 'string') throw new SignInError('no access token', true);
    return answer.access_token;
  }

  /**
   * The id of the member `accessToken` signs in, as Discord said within the last
   * {@link MEMBER_TTL_MS}: enough for reading their launch, never for acting on it.
   * @throws {SignInError}
   */
  async memberOf(accessToken: string): Promise<string> {
    return this.#members.get(accessToken) ?? this.memberNow(accessToken);
  }

  /**
   * The id of the member `accessToken` signs in, as Discord says now: a token Discord ended
   * (expired, revoked, the app deauthorized) is refused even if it was remembered.
   * @throws {SignInError}
   */
  async memberNow(accessToken: string): Promise<string> {
    try {
      const user = (await ask(`${this.settings.apiUrl}/v10/users/@me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })) as { id?: unknown };
      if (typeof user.id !== 'string') throw new SignInError('no user', true);
      this.#members.set(accessToken, user.id);
      return user.id;
    } catch (error) {
      if (error instanceof SignInError && error.refused) this.#members.delete(accessToken);
      throw error;
    }
  }
}
