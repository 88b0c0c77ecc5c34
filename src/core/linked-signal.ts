/** A signal that follows others, and how to let go of them. */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  /** Removes every listener it added to its parents; call when done. */
  dispose(): void;
}

/** What a link does when a parent aborts: abort itself with the parent's reason. */
type Follower = (reason: unknown) => void;

/**
 * The live links of each parent, behind one listener on it (removed with the last): thousands of
 * links never meet Node's MaxListeners warning, and adding or removing one is O(1).
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
 * A signal aborted when any of `parents` aborts, with its reason. Unlike `AbortSignal.any`
 * (nodejs/node#55351), it leaves nothing on a long-lived parent once disposed.
 */
export function linkedSignal(parents: readonly (AbortSignal | undefined)[]): LinkedSignal {
  const controller = new AbortController();
  const follower: Follower = (reason) => controller.abort(reason);
  const unfollow: (() => void)[] = [];
  const dispose = () => {
    for (const stop of unfollow.splice(0)) stop();
  };
  for (const parent of parents) {
    if (!parent) continue;
    if (parent.aborted) {
      controller.abort(parent.reason);
      break;
    }
    unfollow.push(follow(parent, follower));
  }
  if (controller.signal.aborted) dispose();
  else controller.signal.addEventListener('abort', dispose, { once: true });
  return { signal: controller.signal, dispose };
}
