import { ApiError } from '../api-error.js';
import type { Route } from '../rest/route.js';
import { PrivateChannelSerializer } from '../serialize/serialize-private-channel.js';

/**
 * `POST /users/@me/channels` with `recipient_id`: the bot's DM channel with that user (type 1),
 * the same one every time. Opening it always works; posting in it is what Discord may refuse.
 */
export function dmRoutes(): Route[] {
  return [
    {
      name: 'createDm',
      method: 'POST',
      path: '/users/@me/channels',
      botAuth: true,
      rateLimit: { rule: 'default', major: 'none' },
      handle: ({ state, body }) => {
        const recipientId = (body.json as { recipient_id?: unknown } | undefined)?.recipient_id;
        if (typeof recipientId !== 'string') {
          throw ApiError.invalidForm([
            {
              path: ['recipient_id'],
              code: 'BASE_TYPE_REQUIRED',
              message: 'This field is required',
            },
          ]);
        }
        const user = state.guilds.users.get(recipientId);
        if (!user) throw new ApiError(400, 50033, 'Invalid Recipient(s)');
        const channel = state.privateChannels.dmWith(user.id);
        state.changed();
        return { status: 200, body: new PrivateChannelSerializer(state).channel(channel) };
      },
    },
  ];
}
