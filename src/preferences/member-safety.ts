import type { MemberSafety } from '../safety/safe-context.js';
import type { Stores } from '../store/create-stores.js';

/**
 * Where the member's choice is kept: a field of their own `/imagine` defaults (`/settings`), so
 * it goes with them (Reset all there puts it back to `safe`).
 */
const FIELD = 'safety';

/** The member's choice for DMs and user installs (`safe` unless they chose otherwise). */
export async function memberSafetyOf(
  stores: Pick<Stores, 'defaults'>,
  userId: string,
): Promise<MemberSafety> {
  const stored = (await stores.defaults.get({ kind: 'member', userId }))[FIELD];
  return stored === 'allow' ? 'allow' : 'safe';
}

/** Sets the member's choice (`safe` is the default: nothing is kept for it). */
export async function setMemberSafety(
  stores: Pick<Stores, 'defaults'>,
  userId: string,
  choice: MemberSafety,
): Promise<void> {
  await stores.defaults.update(
    { kind: 'member', userId },
    { [FIELD]: choice === 'safe' ? null : choice },
  );
}
