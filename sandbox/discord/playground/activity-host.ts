import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DiscordEmulator } from '../discord-emulator.js';
import { ActivityRpcError } from '../driver/activity-driver.js';
import { type Body, list, text } from './request-json.js';

/** Where the playground serves a launched Activity: Discord's proxy of the app's URL mapping. */
export const ACTIVITY_PREFIX = '/activity/';

/** Request headers the proxy passes on to the app (Discord's proxy passes these too). */
const PASSED = ['authorization', 'content-type', 'content-length', 'accept', 'accept-language'];

/** Answer headers the proxy does not pass back: hop-by-hop, the body's framing, the app's policy. */
const NOT_PASSED_BACK = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-security-policy',
]);

/**
 * The policy Discord's proxy serves an Activity under in place of the app's own (observed:
 * a report on the Embedded App SDK tracker, github.com/discord/embedded-app-sdk/issues/280; not published): its own scripts (and `eval`, `blob:`), requests to
 * its own origin and the exceptions Discord documents (`local-development.mdx`, "Exceptions"). The
 * app's `frame-ancestors` thus never reaches the client's frame, here as in Discord.
 */
const ACTIVITY_POLICY = [
  "script-src 'self' 'unsafe-eval' blob:",
  [
    "connect-src 'self'",
    ...['discord.com', 'canary.discord.com', 'ptb.discord.com'].map((h) => `https://${h}/api/`),
    ...['cdn.discordapp.com', 'media.discordapp.net'].flatMap((h) =>
      ['attachments', 'avatars', 'icons'].map((path) => `https://${h}/${path}/`),
    ),
  ].join(' '),
].join('; ');

/**
 * The page's address of a launch's frame: the Activity under {@link ACTIVITY_PREFIX} (the page's
 * own origin, as `<app>.discordsays.com` is the SDK's allowed one), with Discord's query.
 */
export function frameUrl(discord: DiscordEmulator, interactionId: string): string | undefined {
  const launch = discord.activities.launchOf(interactionId);
  return launch && `${ACTIVITY_PREFIX}?${discord.activities.frameQuery(launch)}`;
}

/**
 * Serves `/activity/…` as Discord's proxy does for an Activity: the request passed to the root URL
 * mapping's target (`discord.activities.configure(url)`) at the same path, the answer passed back
 * with its headers, its policy replaced by Discord's Activity policy.
 * @returns false when the path is not the Activity's.
 */
export async function proxyActivity(
  discord: DiscordEmulator,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith(ACTIVITY_PREFIX)) return false;
  const target = discord.activities.url;
  if (!target) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('no Activity is enabled');
    return true;
  }
  const path = `/${url.pathname.slice(ACTIVITY_PREFIX.length)}${url.search}`;
  const headers = Object.fromEntries(
    PASSED.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const answer = await fetch(new URL(path, target), {
    method,
    headers,
    ...(hasBody ? { body: request as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  const passed = [...answer.headers].filter(([name]) => !NOT_PASSED_BACK.has(name));
  response.writeHead(answer.status, {
    ...Object.fromEntries(passed),
    'Content-Security-Policy': ACTIVITY_POLICY,
  });
  response.end(Buffer.from(await answer.arrayBuffer()));
  return true;
}

/**
 * The member's Discord client's answers to the SDK's commands the page relays (`activity-frame.js`):
 * `authorize` (a code on the member's consent) and `authenticate`; a refusal carries the RPC code.
 */
export function activityCommands(discord: DiscordEmulator) {
  const rpc = (run: () => unknown) => {
    try {
      return Promise.resolve(run());
    } catch (error) {
      if (error instanceof ActivityRpcError) {
        return Promise.resolve({ rpcError: { code: error.code, message: error.message } });
      }
      throw error;
    }
  };
  return {
    '/api/activity/authorize': (body: Body) =>
      rpc(() =>
        discord.activities.authorize(text(body, 'member'), {
          clientId: text(body, 'clientId'),
          scopes: list(body.scopes).map(String),
        }),
      ),
    '/api/activity/authenticate': (body: Body) =>
      rpc(() => discord.activities.authenticate(text(body, 'member'), text(body, 'accessToken'))),
  };
}
