import type { SeedHordeUser } from './horde-options.js';

/** The key every anonymous caller shares. */
export const ANONYMOUS_KEY = '0000000000';

/** A user as the emulator keeps it. */
export interface HordeUser {
  readonly id: number;
  readonly alias: string;
  readonly apiKey: string;
  kudos: number;
  concurrency: number;
  trusted: boolean;
  /** Kudos consumed by finished images (what `kudos_details.accumulated` reports, negated). */
  consumed: number;
  /** Clock time the user was added, for `account_age`. */
  readonly createdAt: number;
  readonly anonymous: boolean;
}

/** `alias#id`, as the Horde's `get_unique_alias`. */
export function usernameOf(user: HordeUser): string {
  return `${user.alias}#${user.id}`;
}

/**
 * The anonymous user (id 0, concurrency 500 shared by every anonymous caller, lowest priority)
 * and the registered users, found by API key.
 */
export class UserRegistry {
  readonly #byKey = new Map<string, HordeUser>();
  #nextId = 1;

  constructor(private readonly now: () => number) {
    this.#byKey.set(ANONYMOUS_KEY, {
      id: 0,
      alias: 'Anonymous',
      apiKey: ANONYMOUS_KEY,
      kudos: 0,
      concurrency: 500,
      trusted: false,
      consumed: 0,
      createdAt: now(),
      anonymous: true,
    });
  }

  add(seed: SeedHordeUser): HordeUser {
    if (this.#byKey.has(seed.apiKey)) throw new Error('that API key is already in use');
    const user: HordeUser = {
      id: this.#nextId++,
      alias: seed.alias,
      apiKey: seed.apiKey,
      kudos: seed.kudos,
      concurrency: seed.concurrency ?? 30,
      trusted: seed.trusted ?? false,
      consumed: 0,
      createdAt: this.now(),
      anonymous: false,
    };
    this.#byKey.set(user.apiKey, user);
    return user;
  }

  byKey(apiKey: string): HordeUser | undefined {
    return this.#byKey.get(apiKey);
  }

  /** The user holding `apiKey`; throws for an unknown key (a test's mistake). */
  require(apiKey: string): HordeUser {
    const user = this.#byKey.get(apiKey);
    if (!user) throw new Error('no user holds that API key');
    return user;
  }
}
