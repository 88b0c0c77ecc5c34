import { ChannelType } from 'discord-api-types/v10';
import type { Clock } from '../clock.js';
import type { IdFactory } from '../id-factory.js';
import type { PrivateChannelRecord } from './records.js';

/** Channels outside guilds: the bot's DMs (one per user) and private channels between users. */
export class PrivateChannelStore {
  readonly #byId = new Map<string, PrivateChannelRecord>();

  constructor(
    private readonly ids: IdFactory,
    private readonly clock: Clock,
  ) {}

  /** The bot's DM with `userId`, created on first use (as `POST /users/@me/channels` does). */
  dmWith(userId: string): PrivateChannelRecord {
    const existing = this.all().find((c) => c.withBot && c.recipientIds[0] === userId);
    return existing ?? this.#add(ChannelType.DM, [userId], true);
  }

  /** The DM (two users) or group DM (more) between `userIds`, without the bot; reused when it exists. */
  between(userIds: readonly string[]): PrivateChannelRecord {
    const wanted = [...new Set(userIds)].sort();
    if (wanted.length < 2) throw new Error('a private channel needs at least two users');
    const same = (c: PrivateChannelRecord) =>
      !c.withBot && [...c.recipientIds].sort().join() === wanted.join();
    const type = wanted.length === 2 ? ChannelType.DM : ChannelType.GroupDM;
    return this.all().find(same) ?? this.#add(type, wanted, false);
  }

  get(id: string): PrivateChannelRecord | undefined {
    return this.#byId.get(id);
  }

  all(): PrivateChannelRecord[] {
    return [...this.#byId.values()];
  }

  #add(
    type: PrivateChannelRecord['type'],
    recipientIds: string[],
    withBot: boolean,
  ): PrivateChannelRecord {
    const record = {
      id: this.ids.snowflake(),
      type,
      recipientIds,
      withBot,
      createdAt: this.clock.now(),
    };
    this.#byId.set(record.id, record);
    return record;
  }
}
