import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import type { MessagePayload } from '../rest/message-composer.js';
import type { Route, RouteContext } from '../rest/route.js';
import type { MessageRecord } from '../state/records.js';
import { screenMessage } from './automod-gate.js';
import { channelAccess as access, assertCanMessage } from './channel-access.js';

const channelFlags = 4 | 4096 | 32768;

function visible(context: RouteContext, channel: { id: string }): MessageRecord {
  const message = context.state.messages.live(context.params.messageId ?? '');
  if (message.channelId !== channel.id || (message.versions.at(-1)?.flags ?? 0) & 64) {
    throw ApiError.unknownMessage();
  }
  return message;
}

function contentNeeds(payload: MessagePayload, files: unknown[]): bigint[] {
  const needs: bigint[] = [];
  if (files.length) needs.push(P.AttachFiles);
  if (payload.embeds?.length) needs.push(P.EmbedLinks);
  return needs;
}

/** How long Discord remembers a nonce for `enforce_nonce` ("a few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

function create(context: RouteContext) {
  const payload = (context.body.json ?? {}) as MessagePayload;
  const { state, composer, messages, limits, body } = context;
  const channel = access(context, P.SendMessages, ...contentNeeds(payload, body.files));
  if (channel.kind === 'dm') assertCanMessage(context, channel.channel.recipientIds[0] ?? '');
  const nonce = payload.nonce === undefined ? undefined : String(payload.nonce);
  if (nonce !== undefined && nonce.length > 25) {
    throw ApiError.invalidForm([
      { path: ['nonce'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' },
    ]);
  }
  if (nonce !== undefined && payload.enforce_nonce) {
    const earlier = state.messages.byNonce(channel.id, state.bot.id, nonce, NONCE_WINDOW_MS);
    if (earlier) return { status: 200, body: messages.message(earlier) };
  }
  const referenceId = payload.message_reference?.message_id;
  if (referenceId && state.messages.get(referenceId)?.channelId !== channel.id) {
    throw ApiError.invalidForm([
      {
        path: ['message_reference'],
        code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE',
        message: 'Unknown message',
      },
    ]);
  }
  const flags = (payload.flags ?? 0) & channelFlags;
  const version = composer.compose(payload, body.files, {
    channelId: channel.id,
    flags,
    ...limits,
  });
  screenMessage(
    state,
    { guildId: channel.guildId, channelId: channel.id, actorId: state.bot.id },
    version,
  );
  const message = state.messages.create(
    {
      channelId: channel.id,
      guildId: channel.guildId,
      authorId: state.bot.id,
      type: referenceId ? 19 : 0,
      tts: payload.tts === true,
      ...(nonce === undefined ? {} : { nonce }),
      ...(referenceId
        ? {
            reference: {
              message_id: referenceId,
              channel_id: channel.id,
              ...(channel.guildId ? { guild_id: channel.guildId } : {}),
            },
          }
        : {}),
    },
    version,
  );
  return { status: 200, body: messages.message(message) };
}

function edit(context: RouteContext) {
  const payload = (context.body.json ?? {}) as MessagePayload;
  const { state, composer, messages, limits, body } = context;
  const { channel } = access(context, ...contentNeeds(payload, body.files));
  const message = visible(context, channel);
  if (message.authorId !== state.bot.id) {
    throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
  }
  const previous = message.versions.at(-1);
  // Components v2 may be set on an edit (content and embeds emptied), never removed.
  const sticky = (previous?.flags ?? 0) & 32768;
  const flags =
    payload.flags == null ? (previous?.flags ?? 0) : (payload.flags & channelFlags) | sticky;
  const version = composer.compose(payload, body.files, {
    channelId: channel.id,
    flags,
    previous,
    ...limits,
  });
  screenMessage(
    state,
    { guildId: message.guildId, channelId: channel.id, actorId: state.bot.id },
    version,
  );
  return { status: 200, body: messages.message(state.messages.edit(message.id, version)) };
}

function remove(context: RouteContext) {
  const { channel, perms } = access(context);
  const message = visible(context, channel);
  if (message.authorId !== context.state.bot.id && !(perms & P.ManageMessages)) {
    throw ApiError.missingPermissions();
  }
  context.state.messages.delete(message.id);
  return { status: 204 };
}

function list(context: RouteContext) {
  const { channel, perms } = access(context);
  if (!(perms & P.ReadMessageHistory)) return { status: 200, body: [] };
  const limit = Math.min(100, Math.max(1, Number(context.query.get('limit') ?? 50)));
  const shown = context.state.messages
    .inChannel(channel.id)
    .filter((m) => m.deletedAt === null && !((m.versions.at(-1)?.flags ?? 0) & 64))
    .reverse()
    .slice(0, limit);
  return { status: 200, body: shown.map((m) => context.messages.message(m)) };
}

/** Bot-token channel message routes with the bot's channel permissions checked. */
export function channelMessageRoutes(): Route[] {
  const messages = '/channels/:channelId/messages';
  const one = `${messages}/:messageId`;
  const limit = (rule: 'messageCreate' | 'messageEdit' | 'messageDelete' | 'default') => ({
    rule,
    major: 'channelId',
  });
  return [
    {
      name: 'channelMessages',
      method: 'GET',
      path: messages,
      botAuth: true,
      rateLimit: limit('default'),
      handle: list,
    },
    {
      name: 'channelMessages',
      method: 'POST',
      path: messages,
      botAuth: true,
      rateLimit: limit('messageCreate'),
      handle: create,
    },
    {
      name: 'channelMessage',
      method: 'GET',
      path: one,
      botAuth: true,
      rateLimit: limit('default'),
      handle: (context) => {
        const { channel } = access(context, P.ReadMessageHistory);
        return { status: 200, body: context.messages.message(visible(context, channel)) };
      },
    },
    {
      name: 'channelMessage',
      method: 'PATCH',
      path: one,
      botAuth: true,
      rateLimit: limit('messageEdit'),
      handle: edit,
    },
    {
      name: 'channelMessage',
      method: 'DELETE',
      path: one,
      botAuth: true,
      rateLimit: limit('messageDelete'),
      handle: remove,
    },
    {
      name: 'typing',
      method: 'POST',
      path: '/channels/:channelId/typing',
      botAuth: true,
      rateLimit: limit('default'),
      handle: (context) => {
        access(context, P.SendMessages);
        return { status: 204 };
      },
    },
  ];
}
