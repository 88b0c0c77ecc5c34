/** A signal that follows others, and how to let go of them. */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  /** Whether it aborted because `timeoutMs` passed (not because a parent aborted). */
  timedOut(): boolean;
  /** Removes every listener it added to its parents and stops its timer; call when done. */
  dispose(): void;
}

/** What a link does when a parent aborts: abort itself with the parent's reason. */
type Follower = (reason: unknown) => void;

/**
 * The live links of each parent, behind one listener on it: a long-lived parent (a client's
 * closing signal, a manager's stop) followed by many links at once (one per request or wait in
 * flight) carries one listener, not one per link, so it never meets Node's MaxListeners warning
 * (10 per signal) and adding or removing a link is O(1) instead of a walk over its listeners.
 * The listener goes with the last link.
 */
const followersOf = new WeakMap<AbortSignal, { followers: Set<Follower>; onAbort: () => void }>();

function follow(parent: AbortSignal, follower: Follower): () => void {
  let hub = followersOf.get(parent);
  if (!hub) {
    const followers = new Set<Follower>();
    const onAbort = () => {
      followersOf.delete(parent);
      for (const each of followers) each(parent.reason);
    };
    hub = { followers, onAbort };
    followersOf.set(parent, hub);
    parent.addEventListener('abort', onAbort, { once: true });
  }
  const { followers, onAbort } = hub;
  followers.add(follower);
  return () => {
    if (!followers.delete(follower) || followers.size > 0) return;
    if (followersOf.get(parent)?.followers === followers) followersOf.delete(parent);
    parent.removeEventListener('abort', onAbort);
  };
}

/**
 * A signal aborted when any of `parents` aborts (with that parent's reason) or, when given, after
 * `timeoutMs` (with a `TimeoutError`). Unlike `AbortSignal.any`, it leaves nothing on a long-lived
 * parent once disposed: on Node 20 every `AbortSignal.any` over a signal that lives as long as the
 * process stays reachable from it (nodejs/node#55351), so a poll loop grows by every request.
 * However many links follow one parent, it carries one listener (see `followersOf`).
 */
export function linkedSignal(
  parents: readonly (AbortSignal | undefined)[],
  timeoutMs?: number,
): LinkedSignal {
  const controller = new AbortController();
  const live = parents.filter((parent): parent is AbortSignal => parent !== undefined);
  const follower: Follower = (reason) => controller.abort(reason);
  const unfollow: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const dispose = () => {
    clearTimeout(timer);
    for (const stop of unfollow.splice(0)) stop();
  };
  for (const parent of live) {
    if (parent.aborted) {
      controller.abort(parent.reason);
      break;
    }
    unfollow.push(follow(parent, follower));
  }
  if (timeoutMs !== undefined && !controller.signal.aborted) {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }, timeoutMs);
    timer.unref();
  }
  if (controller.signal.aborted) dispose();
  else controller.signal.addEventListener('abort', dispose, { once: true });
  return { signal: controller.signal, timedOut: () => timedOut, dispose };
}
