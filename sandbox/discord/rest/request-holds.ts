import type { RouteName } from './route-names.js';

/** Which requests to hold on their way in: as {@link FaultSpec}'s route and method. */
export interface HoldSpec {
  /** Only requests with this method (case-insensitive). @default any */
  method?: string;
  /** Only this route (by name) or paths matching this expression (decoded, after `/api/v10`). @default any */
  route?: RouteName | RegExp;
  /** How many requests to hold. @default 1 */
  count?: number;
}

/** Requests held by one {@link HoldSpec}. */
export interface HoldHandle {
  readonly spec: Readonly<HoldSpec>;
  /** Resolves once a request is held (the first one, for `count` above 1). */
  readonly held: Promise<void>;
  /** Requests held so far (served, dropped or still waiting). */
  readonly holding: number;
  /** Requests whose client's connection closed while held: never served, never logged. */
  readonly dropped: number;
  /** Serves every request held now and lets the next ones through. */
  release(): void;
}

class Hold implements HoldHandle {
  holding = 0;
  dropped = 0;
  readonly held: Promise<void>;
  readonly #released: Promise<void>;
  #tellHeld = () => {};
  #open = () => {};
  #opened = false;

  constructor(readonly spec: HoldSpec) {
    this.held = new Promise((resolve) => {
      this.#tellHeld = resolve;
    });
    this.#released = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  get remaining(): number {
    return this.#opened ? 0 : (this.spec.count ?? 1) - this.holding;
  }

  matches(method: string, route: RouteName | undefined, path: string): boolean {
    const { spec } = this;
    if (this.remaining <= 0) return false;
    if (spec.method && spec.method.toUpperCase() !== method) return false;
    if (spec.route instanceof RegExp) return spec.route.test(path);
    return spec.route === undefined || spec.route === route;
  }

  async wait(gone: Promise<void>): Promise<boolean> {
    this.holding += 1;
    this.#tellHeld();
    const served = await Promise.race([this.#released.then(() => true), gone.then(() => false)]);
    if (!served) this.dropped += 1;
    return served;
  }

  release(): void {
    this.#opened = true;
    this.#open();
  }
}

/**
 * Requests held on their way to Discord, as a slow network holds them: a test places a kill or a
 * pause of the bot between sending a request and Discord acting on it. A held request counts as
 * not arrived yet: it is served (and logged) once released, and dropped unserved when its client's
 * connection closes first (the process was killed while the request was on the way).
 */
export class RequestHolds {
  #holds: Hold[] = [];

  add(spec: HoldSpec): HoldHandle {
    const hold = new Hold(spec);
    this.#holds.push(hold);
    return hold;
  }

  /**
   * Waits while a hold takes the request; resolves whether to serve it: false once `gone` (its
   * client's connection closed) settled first.
   */
  async pass(
    method: string,
    route: RouteName | undefined,
    path: string,
    gone: Promise<void>,
  ): Promise<boolean> {
    const hold = this.#holds.find((h) => h.matches(method, route, path));
    if (!hold) return true;
    const served = hold.wait(gone);
    this.#holds = this.#holds.filter((h) => h.remaining > 0);
    return served;
  }

  /** Serves every held request and forgets every hold. */
  clear(): void {
    for (const hold of this.#holds) hold.release();
    this.#holds = [];
  }
}
