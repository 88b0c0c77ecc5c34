import type { ActivityLaunch } from '../state/activity-store.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { type IdLike, idOf } from './refs.js';

/** The Embedded App SDK's `AUTHENTICATE` answer, as the member's Discord client sends it. */
export interface ActivityAuthentication {
  readonly access_token: string;
  readonly user: {
    readonly id: string;
    readonly username: string;
    readonly discriminator: string;
    readonly global_name: string | null;
    readonly avatar: string | null;
    readonly public_flags: number;
  };
  readonly scopes: readonly string[];
  readonly expires: string;
  readonly application: {
    readonly id: string;
    readonly name: string;
    readonly description: string;
  };
}

/** A refusal of the member's client to an SDK command, with the RPC error code it answers. */
export class ActivityRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** RPC error codes the client answers with (the SDK's `RPCErrorCodes`). */
const INVALID_CLIENT_ID = 4007;
const INVALID_TOKEN = 4009;

/**
 * What Discord's client does for an Activity it opened: the Developer Portal's settings (Activities
 * enabled with `/` mapped to an address, the OAuth2 client secret), the frame's query as Discord
 * builds it, and the SDK's `authorize` (a code on the member's consent) and `authenticate`.
 */
export class ActivityDriver {
  constructor(private readonly state: EmulatorState) {}

  /** Enables the app's Activity with `/` mapped to `url` (undefined: Activities disabled). */
  configure(url: string | undefined): void {
    this.state.activities.configure(url);
  }

  /**
   * Enables Activities with no URL mapping yet, as an owner does before the app's address is known
   * (the app gets its `EMBEDDED` flag; {@link configure} maps `/` later).
   */
  enable(): void {
    this.state.activities.enable();
  }

  /** Whether the app has Activities enabled (its `EMBEDDED` flag). */
  get enabled(): boolean {
    return this.state.activities.enabled;
  }

  /** The root URL mapping's target; undefined while Activities are disabled. */
  get url(): string | undefined {
    return this.state.activities.url;
  }

  /** The application's OAuth2 client secret (what its server exchanges codes with). */
  get clientSecret(): string {
    return this.state.oauth2.clientSecret;
  }

  /**
   * Makes `secret` the application's client secret, as if the Developer Portal showed it: a bot
   * started with its own (`PAINTER_CLIENT_SECRET`) before the emulator made one.
   */
  useClientSecret(secret: string): void {
    this.state.oauth2.clientSecret = secret;
  }

  /** The launch an interaction answered with `LAUNCH_ACTIVITY` opened; undefined otherwise. */
  launchOf(interactionId: string): ActivityLaunch | undefined {
    return this.state.activities.launches.find((l) => l.interactionId === interactionId);
  }

  /**
   * The query Discord's client gives the Activity's frame: `frame_id`, `instance_id`, `platform`,
   * `channel_id`, `guild_id` (in a server) and `location_id`.
   */
  frameQuery(launch: ActivityLaunch): URLSearchParams {
    const { instance } = launch;
    return new URLSearchParams({
      frame_id: launch.frameId,
      instance_id: instance.id,
      platform: 'desktop',
      channel_id: instance.location.channelId,
      ...(instance.location.guildId ? { guild_id: instance.location.guildId } : {}),
      location_id: instance.location.id,
    });
  }

  /**
   * The SDK's `authorize` as `user`'s client answers it once they consent: a code for the scopes.
   * @throws {ActivityRpcError} for another application's client id.
   */
  authorize(
    user: IdLike,
    input: { clientId: string; scopes: readonly string[] },
  ): { code: string } {
    if (input.clientId !== this.state.applicationId) {
      throw new ActivityRpcError(INVALID_CLIENT_ID, 'Invalid client id');
    }
    return { code: this.state.oauth2.authorize(idOf(user), input.scopes) };
  }

  /**
   * `user` removes the app from their Authorized Apps (User Settings): every access token the app
   * holds for them stops working at once, as `POST /oauth2/token/revoke` does.
   * @returns how many live tokens were revoked
   */
  deauthorize(user: IdLike): number {
    return this.state.oauth2.revokeAuthorization(idOf(user));
  }

  /**
   * The SDK's `authenticate` with the token the app's server got for the code.
   * @throws {ActivityRpcError} for an unknown or expired token, or another member's.
   */
  authenticate(user: IdLike, accessToken: string): ActivityAuthentication {
    const grant = this.state.oauth2.grantOf(accessToken);
    const record = grant && this.state.guilds.users.get(grant.userId);
    if (!grant || !record || grant.userId !== idOf(user)) {
      throw new ActivityRpcError(INVALID_TOKEN, 'Invalid token');
    }
    return {
      access_token: accessToken,
      user: {
        id: record.id,
        username: record.username,
        discriminator: record.discriminator,
        global_name: record.globalName,
        avatar: null,
        public_flags: 0,
      },
      scopes: [...grant.scopes],
      expires: new Date(grant.expiresAt).toISOString(),
      application: { id: this.state.applicationId, name: this.state.bot.username, description: '' },
    };
  }
}
