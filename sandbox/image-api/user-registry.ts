import { randomBytes } from 'node:crypto';
import { ApiError } from './api-error.js';
import type { SeedUser, TemporaryCredits } from './image-api-options.js';

/** A user as the emulator keeps it. */
export interface UserRecord {
  readonly id: number;
  readonly name: string;
  readonly loginToken: string;
  credits: number;
  temporaryCredits: TemporaryCredits[];
  /** The user's keys, oldest first; revoked ones stay listed. */
  readonly keys: { key: string; revoked: boolean }[];
}

/** The key format the emulator issues and accepts: `sk-` and 48 lowercase hex characters. */
export const API_KEY_FORMAT = /^sk-[0-9a-f]{48}$/;

/** Users, their login tokens, API keys and credits. */
export class UserRegistry {
  private readonly users = new Map<string, UserRecord>();
  private readonly keyOwners = new Map<string, UserRecord>();

  constructor(private readonly now: () => number) {}

  add(seed: SeedUser): UserRecord {
    if (this.users.has(seed.name)) throw new Error(`user ${seed.name} already exists`);
    if (this.byLoginToken(seed.loginToken)) throw new Error('login token already in use');
    const user: UserRecord = {
      id: this.users.size + 1,
      name: seed.name,
      loginToken: seed.loginToken,
      credits: seed.credits,
      temporaryCredits: (seed.temporaryCredits ?? []).map((grant) => ({ ...grant })),
      keys: [],
    };
    this.users.set(seed.name, user);
    return user;
  }

  byName(name: string): UserRecord {
    const user = this.users.get(name);
    if (!user) throw new Error(`unknown user ${name}`);
    return user;
  }

  byLoginToken(token: unknown): UserRecord | undefined {
    if (typeof token !== 'string' || token === '') return undefined;
    for (const user of this.users.values()) if (user.loginToken === token) return user;
    return undefined;
  }

  /** The owner of `key` when the key exists and is active. */
  byActiveKey(key: string): UserRecord | undefined {
    const user = this.keyOwners.get(key);
    return user?.keys.some((k) => k.key === key && !k.revoked) ? user : undefined;
  }

  issueKey(user: UserRecord): string {
    const key = `sk-${randomBytes(24).toString('hex')}`;
    user.keys.push({ key, revoked: false });
    this.keyOwners.set(key, user);
    return key;
  }

  /** The newest active key of `user`, or null. */
  activeKey(user: UserRecord): string | null {
    return user.keys.findLast((k) => !k.revoked)?.key ?? null;
  }

  /** Revokes one key of `user`: 1 when it was active, 0 when already revoked; 404 when not theirs. */
  revoke(user: UserRecord, key: string): number {
    const record =
      this.keyOwners.get(key) === user ? user.keys.find((k) => k.key === key) : undefined;
    if (!record) throw new ApiError(404, 'API key not found');
    if (record.revoked) return 0;
    record.revoked = true;
    return 1;
  }

  revokeAll(user: UserRecord): number {
    const active = user.keys.filter((k) => !k.revoked);
    for (const record of active) record.revoked = true;
    return active.length;
  }

  /** Main credits plus unexpired temporary credits; expired grants are dropped. */
  balance(user: UserRecord): number {
    const now = this.now();
    user.temporaryCredits = user.temporaryCredits.filter((grant) => grant.expiresAt > now);
    const total = user.temporaryCredits.reduce((sum, grant) => sum + grant.amount, user.credits);
    return Math.round(total * 1e6) / 1e6;
  }

  /** Takes `cost` credits, soonest-expiring temporary credits first; false when short. */
  charge(user: UserRecord, cost: number): boolean {
    if (this.balance(user) < cost) return false;
    let due = cost;
    const grants = [...user.temporaryCredits].sort((a, b) => a.expiresAt - b.expiresAt);
    for (const grant of grants) {
      const taken = Math.min(grant.amount, due);
      grant.amount -= taken;
      due -= taken;
    }
    user.temporaryCredits = user.temporaryCredits.filter((grant) => grant.amount > 0);
    user.credits = Math.round((user.credits - due) * 1e6) / 1e6;
    return true;
  }
}
