import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.js';

const discordEpoch = 1_420_070_400_000n;

/**
 * Makes real Discord snowflakes (timestamp since the Discord epoch, worker, process and increment
 * bits: 18–19 digits today) and URL-safe secrets for interaction tokens and session ids.
 */
export class IdFactory {
  #increment = 0n;
  #last = 0n;

  constructor(
    private readonly clock: Clock,
    private readonly workerId = 1n,
  ) {}

  /** A new snowflake, strictly greater than every previous one from this factory. */
  snowflake(): string {
    const time = BigInt(Math.max(0, Math.floor(this.clock.now()))) - discordEpoch;
    let id = (time << 22n) | (this.workerId << 17n) | (this.#increment++ & 0xfffn);
    if (id <= this.#last) id = this.#last + 1n;
    this.#last = id;
    return id.toString();
  }

  /**
   * A new snowflake that shard `shardId` of `shardCount` owns (`(id >> 22) % shardCount`): its
   * timestamp is at most `shardCount - 1` ms ahead of the clock. Still greater than every previous one.
   */
  snowflakeOnShard(shardId: number, shardCount: number): string {
    const count = BigInt(shardCount);
    const wanted = BigInt(shardId);
    let time = BigInt(Math.max(0, Math.floor(this.clock.now()))) - discordEpoch;
    time += (((wanted - (time % count)) % count) + count) % count;
    const low = (this.workerId << 17n) | (this.#increment++ & 0xfffn);
    while (((time << 22n) | low) <= this.#last) time += count;
    const id = (time << 22n) | low;
    this.#last = id;
    return id.toString();
  }

  /** A URL-safe random token (base64url). */
  token(bytes = 48): string {
    return randomBytes(bytes).toString('base64url');
  }

  /** A random lowercase hex string, e.g. a gateway session id. */
  hex(bytes = 16): string {
    return randomBytes(bytes).toString('hex');
  }

  /** The creation time (epoch ms) encoded in a snowflake. */
  static timestampOf(snowflake: string): number {
    return Number((BigInt(snowflake) >> 22n) + discordEpoch);
  }
}
