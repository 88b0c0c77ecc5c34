import type { APIDMChannel, APIGroupDMChannel, ChannelFlags } from 'discord-api-types/v10';
import type { EmulatorState } from '../state/emulator-state.js';
import type { PrivateChannelRecord } from '../state/records.js';
import { GuildSerializer } from './serialize-guild.js';

/** Turns DM and group DM records into Discord API channel objects. */
export class PrivateChannelSerializer {
  readonly #users: GuildSerializer;

  constructor(private readonly state: EmulatorState) {
    this.#users = new GuildSerializer(state);
  }

  /** The channel as `POST /users/@me/channels` and `GET /channels/{id}` return it. */
  channel(record: PrivateChannelRecord): APIDMChannel | APIGroupDMChannel {
    const last = this.state.messages
      .inChannel(record.id)
      .filter((m) => m.deletedAt === null)
      .at(-1);
    return {
      id: record.id,
      type: record.type,
      last_message_id: last?.id ?? null,
      flags: 0 as ChannelFlags,
      recipients: record.recipientIds.map((id) => this.#users.userById(id)),
      ...(record.type === 3 ? { name: null, icon: null, owner_id: record.recipientIds[0] } : {}),
    } as APIDMChannel | APIGroupDMChannel;
  }
}
