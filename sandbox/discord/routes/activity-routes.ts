import { ApiError } from '../api-error.js';
import type { Route, RouteContext } from '../rest/route.js';
import { OAuth2Refusal } from '../state/oauth2-grants.js';

/**
 * `POST /oauth2/token`: an Activity's server exchanging the code the member's client handed the
 * page (the Embedded App SDK's `authorize`) for an access token, with a URL-encoded form
 * (`client_id`, `client_secret`, `grant_type=authorization_code`, `code`). Failures answer
 * OAuth2's own body (`{"error":"invalid_grant",…}`), not Discord's `{message, code}`.
 */
function token({ body, state }: RouteContext) {
  const form = (body.json ?? {}) as Record<string, string | undefined>;
  try {
    return { status: 200, body: state.oauth2.exchange(form) };
  } catch (error) {
    if (error instanceof OAuth2Refusal) return { status: error.status, body: error.body };
    throw error;
  }
}

/**
 * `POST /oauth2/token/revoke` (RFC 7009): the app's server ending a member's authorization, with
 * its client id and secret as HTTP Basic (Discord's example) or in the URL-encoded form beside
 * `token` (and `token_type_hint`). `200 {}` whether the token was known or not.
 */
function revoke({ body, basic, state }: RouteContext) {
  const form = (body.json ?? {}) as Record<string, string | undefined>;
  const client = basic ? { client_id: basic.id, client_secret: basic.secret } : {};
  try {
    state.oauth2.revoke({ ...form, ...client });
    return { status: 200, body: {} };
  } catch (error) {
    if (error instanceof OAuth2Refusal) return { status: error.status, body: error.body };
    throw error;
  }
}

/**
 * `GET /applications/{app}/activity-instances/{instance}`: where a running instance of the app's
 * Activity is and who is in it, as an app's server checks a page's `instance_id`
 * (404 for an instance that is not running).
 */
function activityInstance({ params, state }: RouteContext) {
  if (params.applicationId !== state.applicationId) throw ApiError.missingAccess();
  const instance = state.activities.instance(params.instanceId ?? '');
  if (!instance) throw ApiError.notFound();
  const { location } = instance;
  return {
    status: 200,
    body: {
      application_id: state.applicationId,
      instance_id: instance.id,
      launch_id: instance.launchId,
      location: {
        id: location.id,
        kind: location.kind,
        channel_id: location.channelId,
        ...(location.guildId ? { guild_id: location.guildId } : {}),
      },
      users: [...instance.users],
    },
  };
}

/**
 * The routes an Activity's server calls: the OAuth2 code exchange, a token's revocation and an
 * instance's look-up.
 */
export function activityRoutes(): Route[] {
  return [
    { name: 'oauth2Token', method: 'POST', path: '/oauth2/token', botAuth: false, handle: token },
    {
      name: 'oauth2TokenRevoke',
      method: 'POST',
      path: '/oauth2/token/revoke',
      botAuth: false,
      handle: revoke,
    },
    {
      name: 'activityInstance',
      method: 'GET',
      path: '/applications/:applicationId/activity-instances/:instanceId',
      botAuth: true,
      rateLimit: { rule: 'default', major: 'applicationId' },
      handle: activityInstance,
    },
  ];
}
