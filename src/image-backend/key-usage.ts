/** What a backend without a balance used on one key: images made and tokens the provider counted. */
export interface KeyUsage {
  readonly images: number;
  readonly tokens: number;
}

/**
 * The bot's own record of what each key used per UTC month, for a backend that keeps no balance
 * (`capabilities.balance` undefined); keyed by a digest of the key, never the key itself.
 */
export interface KeyUsageLedger {
  /** Adds `used` to the key's current month. */
  add(apiKey: string, used: KeyUsage): Promise<void>;
  /** The key's current month so far. */
  month(apiKey: string): Promise<KeyUsage>;
}
