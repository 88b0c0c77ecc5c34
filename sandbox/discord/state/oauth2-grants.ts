import type { Clock } from '../clock.js';
import type { IdFactory } from '../id-factory.js';

/** What a member granted the application: their id and the scopes, until `expiresAt`. */
export interface OAuth2Grant {
  readonly userId: string;
  readonly scopes: readonly string[];
  readonly expiresAt: number;
}

/** `POST /oauth2/token`'s answer to a code exchanged (Discord's field names). */
export interface OAuth2TokenAnswer {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly refresh_token: string;
  readonly scope: string;
}

/** An OAuth2 failure as Discord answers it at `/oauth2/token`: a status and RFC 6749's body. */
export class OAuth2Refusal extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description?: string,
  ) {
    super(description ?? error);
  }

  get body(): { error: string; error_description?: string } {
    return this.description
      ? { error: this.error, error_description: this.description }
      : { error: this.error };
  }
}

/** An authorization code lives ten minutes and is exchanged once. */
const CODE_TTL_MS = 10 * 60_000;
/** An access token lives a week (`expires_in: 604800`), as Discord's do. */
const TOKEN_TTL_S = 604_800;

/**
 * The application's OAuth2 side: its client secret (the Developer Portal's OAuth2 page), the codes
 * a member's client hands an Activity (the Embedded App SDK's `authorize`), and the access tokens
 * they are exchanged for, read back as `Authorization: Bearer` on the user routes.
 */
export class OAuth2Grants {
  readonly #codes = new Map<string, OAuth2Grant & { used: boolean }>();
  readonly #tokens = new Map<string, OAuth2Grant>();
  clientSecret: string;

  constructor(
    private readonly clientId: string,
    private readonly ids: IdFactory,
    private readonly clock: Clock,
  ) {
    this.clientSecret = ids.token(24);
  }

  /** A code for `userId` granting `scopes`, as the member's client makes it on their consent. */
  authorize(userId: string, scopes: readonly string[]): string {
    const code = this.ids.token(22);
    this.#codes.set(code, {
      userId,
      scopes,
      expiresAt: this.clock.now() + CODE_TTL_MS,
      used: false,
    });
    return code;
  }

  /**
   * The `authorization_code` grant: the client checked, the code exchanged once for a token.
   * @throws {OAuth2Refusal} `invalid_client` (401), `unsupported_grant_type`, `invalid_grant`.
   */
  exchange(form: Readonly<Record<string, string | undefined>>): OAuth2TokenAnswer {
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) {
      throw new OAuth2Refusal(401, 'invalid_client');
    }
    if (form.grant_type !== 'authorization_code') {
      throw new OAuth2Refusal(400, 'unsupported_grant_type');
    }
    const grant = this.#codes.get(form.code ?? '');
    if (!grant || grant.used || grant.expiresAt <= this.clock.now()) {
      throw new OAuth2Refusal(400, 'invalid_grant', 'Invalid "code" in request.');
    }
    grant.used = true;
    const accessToken = this.ids.token(22);
    const { userId, scopes } = grant;
    this.#tokens.set(accessToken, {
      userId,
      scopes,
      expiresAt: this.clock.now() + TOKEN_TTL_S * 1000,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      refresh_token: this.ids.token(22),
      scope: scopes.join(' '),
    };
  }

  /** The live grant behind an access token; undefined when unknown, expired or revoked. */
  grantOf(accessToken: string): OAuth2Grant | undefined {
    const grant = this.#tokens.get(accessToken);
    return grant && grant.expiresAt > this.clock.now() ? grant : undefined;
  }

  /**
   * `POST /oauth2/token/revoke` (RFC 7009): the client checked, then the authorization `token`
   * belongs to revoked, every token of it with it (Discord: "any active access or refresh tokens
   * associated with that authorization will be revoked"). An unknown token is no error.
   * @throws {OAuth2Refusal} `invalid_client` (401).
   */
  revoke(form: Readonly<Record<string, string | undefined>>): void {
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) {
      throw new OAuth2Refusal(401, 'invalid_client');
    }
    const grant = this.#tokens.get(form.token ?? '');
    if (grant) this.revokeAuthorization(grant.userId);
  }

  /** Ends every access token the app holds for `userId`; returns how many were live. */
  revokeAuthorization(userId: string): number {
    let live = 0;
    for (const [token, grant] of this.#tokens) {
      if (grant.userId !== userId) continue;
      if (grant.expiresAt > this.clock.now()) live += 1;
      this.#tokens.delete(token);
    }
    return live;
  }
}
