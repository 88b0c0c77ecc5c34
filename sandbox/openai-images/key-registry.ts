import type { SeedOpenAiKey } from './openai-options.js';

/** What one key has spent, as the emulator charged it. */
export interface KeyUsage {
  /** Requests that reached the key's account (authenticated), refused ones included. */
  requests: number;
  /** Generations delivered in full. */
  generations: number;
  /** Final images delivered. */
  images: number;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/** A key the emulator knows. */
export interface KeyAccount {
  readonly key: string;
  revoked: boolean;
  /** Tokens left to spend; undefined: unlimited. */
  quotaTokens: number | undefined;
  readonly usage: KeyUsage;
}

/** The keys, their state and their usage. */
export class KeyRegistry {
  readonly #accounts = new Map<string, KeyAccount>();

  /** Adds a key; throws when it is known already. */
  add(seed: SeedOpenAiKey): KeyAccount {
    if (!seed.key) throw new Error('a key must not be empty');
    if (this.#accounts.has(seed.key)) throw new Error('this key exists already');
    const account: KeyAccount = {
      key: seed.key,
      revoked: seed.revoked ?? false,
      quotaTokens: seed.quotaTokens,
      usage: {
        requests: 0,
        generations: 0,
        images: 0,
        inputTokens: 0,
        outputTokens: 0,
        totalTokens: 0,
      },
    };
    this.#accounts.set(seed.key, account);
    return account;
  }

  /** The account of a key that may be used now (known, not revoked), or undefined. */
  usable(key: string | undefined): KeyAccount | undefined {
    const account = key === undefined ? undefined : this.#accounts.get(key);
    return account && !account.revoked ? account : undefined;
  }

  /** The account of a known key; throws for an unknown one (a test's mistake). */
  require(key: string): KeyAccount {
    const account = this.#accounts.get(key);
    if (!account) throw new Error('unknown key');
    return account;
  }

  /** Whether the key's quota is spent. */
  static exhausted(account: KeyAccount): boolean {
    return account.quotaTokens !== undefined && account.quotaTokens <= 0;
  }

  /** Charges a delivered generation to `account`. */
  static charge(account: KeyAccount, images: number, input: number, output: number): void {
    const u = account.usage;
    u.generations++;
    u.images += images;
    u.inputTokens += input;
    u.outputTokens += output;
    u.totalTokens += input + output;
    if (account.quotaTokens !== undefined) account.quotaTokens -= input + output;
  }
}

/** A key as logs and messages may show it: `sk-te…lice`, never whole. */
export function maskKey(key: string): string {
  if (key.length <= 8) return '*'.repeat(key.length);
  return `${key.slice(0, 5)}${'*'.repeat(Math.min(key.length - 9, 20))}${key.slice(-4)}`;
}
