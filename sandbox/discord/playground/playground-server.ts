import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiscordEmulator } from '../discord-emulator.js';
import type { ChannelRef, GuildRef, RoleRef, UserRef } from '../driver/refs.js';
import { activityCommands, proxyActivity } from './activity-host.js';
import { channelAs } from './member-view.js';
import { PlaygroundActions } from './playground-actions.js';
import { BadRequest, type Body, readJson } from './request-json.js';

/** Who a person can act as in the page, and what the page calls them. */
export interface PlaygroundMember {
  readonly user: UserRef;
  /** Shown beside the name, e.g. "member", "moderator", "manager". */
  readonly role: string;
}

/**
 * A GPU server of the backend's pool the page can kill and restart (an emulator's instance), as
 * an owner would pull a machine's plug to watch the line move to the other.
 */
export interface PlaygroundGpu {
  /** Its state now: `up`, `killed`, `partitioned`. */
  readonly state: string;
  kill(): Promise<void> | void;
  restart(): Promise<void> | void;
}

/** Options of {@link startPlayground}. */
export interface PlaygroundOptions {
  readonly discord: DiscordEmulator;
  readonly guild: GuildRef;
  /** The channels to switch between; the first is shown first. */
  readonly channels: readonly ChannelRef[];
  /** The members to act as; the first acts first. */
  readonly members: readonly PlaygroundMember[];
  /** The roles a role select offers. @default [] */
  readonly roles?: readonly RoleRef[];
  /** Lines shown above the chat to copy from, e.g. an image-service key to link. @default [] */
  readonly notes?: readonly { readonly label: string; readonly value: string }[];
  /** The port on 127.0.0.1. @default 0 (any free port) */
  readonly port?: number;
  /** The GPU servers of the backend's pool, shown as GPU 1, GPU 2… with Kill and Restart. @default [] */
  readonly gpus?: readonly PlaygroundGpu[];
}

/** The page and its endpoint, listening on loopback. */
export interface Playground {
  /** `http://127.0.0.1:PORT/`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The page's files (every file of `page/`), served as they are: no build step. */
const PAGE_DIR = new URL('./page/', import.meta.url);
const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

/**
 * Serves the playground page and its JSON endpoint on 127.0.0.1: the server, channels, members
 * and registered commands (`GET /api/world`), a channel as a member sees it (`GET /api/messages`),
 * a change feed (`GET /api/events`, server-sent events) and a member's actions through the
 * emulator's driver (`POST /api/command`, `/api/click`, `/api/select`, `/api/submit`, `/api/apps`
 * for a message command, `/api/say` for a chat message of their own), and an Activity a click
 * launched: its page through Discord's proxy (`/activity/…`) and the SDK's sign-in
 * (`/api/activity/authorize`, `/api/activity/authenticate`); the pool's GPUs and their states
 * (`GET /api/gpus`), killed or restarted by number (`POST /api/gpu`).
 */
export async function startPlayground(options: PlaygroundOptions): Promise<Playground> {
  const { discord } = options;
  const actions = new PlaygroundActions(discord);
  const feeds = new Set<ServerResponse>();
  const changed = () => {
    for (const feed of feeds) feed.write('data: changed\n\n');
  };
  for (const event of ['messageCreate', 'messageUpdate', 'messageDelete'] as const)
    discord.events.on(event, changed);
  discord.events.on('interactionResponse', changed);
  const world = {
    guild: options.guild,
    bot: discord.bot,
    channels: options.channels,
    members: options.members.map((m) => ({ ...m.user, role: m.role })),
    roles: options.roles ?? [],
    notes: options.notes ?? [],
  };
  const gpus = options.gpus ?? [];
  const gpuStates = () => gpus.map((gpu, at) => ({ number: at + 1, state: gpu.state }));
  const post: Record<string, (body: Body) => Promise<unknown>> = {
    '/api/gpu': async (body) => {
      const gpu = gpus[Number(body.number) - 1];
      if (!gpu || (body.action !== 'kill' && body.action !== 'restart'))
        throw new BadRequest('no such GPU or action (kill, restart)');
      await (body.action === 'kill' ? gpu.kill() : gpu.restart());
      changed();
      return gpuStates();
    },
    '/api/command': (body) => actions.command(body),
    '/api/click': (body) => actions.click(body),
    '/api/select': (body) => actions.select(body),
    '/api/submit': (body) => actions.submit(body),
    '/api/apps': (body) => actions.apps(body),
    '/api/say': async (body) => actions.say(body),
    ...activityCommands(discord),
  };
  const pageFiles = new Map((await readdir(PAGE_DIR)).map((name) => [`/${name}`, name]));
  pageFiles.set('/', 'index.html');
  let host = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Only pages this server serves may call it (no DNS rebinding, no cross-site form posts).
    if (request.headers.host !== host) return send(response, 421, { error: 'wrong host' });
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    if (await proxyActivity(discord, request, response, url)) return;
    const page = pageFiles.get(url.pathname);
    if (request.method === 'GET' && page) {
      const body = await readFile(new URL(page, PAGE_DIR));
      response.writeHead(200, {
        'Content-Type': TYPES[page.split('.').pop() ?? ''] ?? 'text/plain',
        'Content-Security-Policy': `default-src 'self'; img-src 'self' ${discord.url} data: blob:; media-src ${discord.url}`,
        'Cache-Control': 'no-store',
      });
      return void response.end(body);
    }
    if (request.method === 'GET' && url.pathname === '/api/world')
      return send(response, 200, { ...world, ...commandsOf(discord, options.guild) });
    if (request.method === 'GET' && url.pathname === '/api/gpus')
      return send(response, 200, gpuStates());
    if (request.method === 'GET' && url.pathname === '/api/messages') {
      const channel = url.searchParams.get('channel') ?? '';
      const member = url.searchParams.get('member') ?? '';
      return send(response, 200, channelAs(discord, channel, member));
    }
    if (request.method === 'GET' && url.pathname === '/api/events') {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      response.write('data: changed\n\n');
      feeds.add(response);
      request.on('close', () => feeds.delete(response));
      return;
    }
    const action = post[url.pathname];
    if (request.method === 'POST' && action) {
      if (!request.headers['content-type']?.startsWith('application/json'))
        return send(response, 415, { error: 'send JSON' });
      return send(response, 200, await action(await readJson(request)));
    }
    send(response, 404, { error: 'not found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const known = error instanceof BadRequest || error instanceof Error;
      send(response, 400, { error: known ? error.message : 'the request failed' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `http://${host}/`,
    close: async () => {
      discord.events.off('messageCreate', changed);
      discord.events.off('messageUpdate', changed);
      discord.events.off('messageDelete', changed);
      discord.events.off('interactionResponse', changed);
      for (const feed of feeds) feed.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The commands a member of `guild` is offered (the global ones and the server's own): slash
 * commands with their options, and the names of message commands (Apps on a message).
 */
function commandsOf(discord: DiscordEmulator, guild: GuildRef) {
  const all = [...discord.commands(), ...discord.commands(guild)];
  return {
    commands: all.filter((c) => (c.type ?? 1) === 1),
    messageCommands: all.filter((c) => c.type === 3).map((c) => c.name),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
