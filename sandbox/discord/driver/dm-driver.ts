import type { EmulatorState } from '../state/emulator-state.js';
import type { UserRecord } from '../state/records.js';
import { type DmChannelRef, type IdLike, idOf, type PrivateChannelRef } from './refs.js';

/** Opens DMs and private channels, and sets what users allow: DMs from the bot, the app installed. */
export class DmDriver {
  constructor(private readonly state: EmulatorState) {}

  /** The bot's DM with `user`, as the user opens it (the same channel the bot gets from `POST /users/@me/channels`). */
  openDm(user: IdLike): DmChannelRef {
    const channel = this.state.privateChannels.dmWith(this.#user(user).id);
    this.state.changed();
    return { kind: 'dm', id: channel.id, userId: channel.recipientIds[0] ?? '' };
  }

  /** A DM (two users) or group DM (more) between users, where only a user-installed app's commands run. */
  openPrivateChannel(users: readonly IdLike[]): PrivateChannelRef {
    const channel = this.state.privateChannels.between(users.map((u) => this.#user(u).id));
    this.state.changed();
    return { kind: 'private', id: channel.id, userIds: [...channel.recipientIds] };
  }

  /** Whether `user` accepts DMs from the bot; closed, the bot's DMs fail with `50007`. */
  setDmsOpen(user: IdLike, open: boolean): void {
    this.#user(user).dmsClosed = !open;
    this.state.changed();
  }

  /** Installs the app to `user`'s account (user install): its commands then run in private channels. */
  installApp(user: IdLike, installed = true): void {
    this.#user(user).appInstalled = installed;
    this.state.changed();
  }

  #user(user: IdLike): UserRecord {
    const record = this.state.guilds.users.get(idOf(user));
    if (!record || record.bot) throw new Error(`unknown user ${idOf(user)}`);
    return record;
  }
}
