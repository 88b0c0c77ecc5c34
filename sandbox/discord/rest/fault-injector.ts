import { RequestHolds } from './request-holds.js';
import type { RouteName } from './route-names.js';

/** A failure to serve instead of the real answer for the next matching requests. */
export interface FaultSpec {
  /** HTTP status to answer, e.g. 429, 500, 502, 503. */
  status: number;
  /** Only requests with this method (case-insensitive). @default any */
  method?: string;
  /** Only this route (by name) or paths matching this expression (decoded, after `/api/v10`). @default any */
  route?: RouteName | RegExp;
  /** How many requests to fail. @default 1 */
  count?: number;
  /** For 429: seconds to ask the client to wait (`Retry-After`). @default 0.1 */
  retryAfter?: number;
  /** For 429: `X-RateLimit-Scope` (`global` also sends `X-RateLimit-Global`). @default 'user' */
  scope?: 'user' | 'global' | 'shared';
  /** Response body. @default Discord's body for the status */
  body?: unknown;
}

/** A queued fault; `served` counts the requests it failed so far. */
export interface FaultHandle {
  readonly spec: Readonly<FaultSpec>;
  readonly served: number;
  readonly remaining: number;
}

class Fault implements FaultHandle {
  served = 0;
  constructor(readonly spec: FaultSpec) {}
  get remaining(): number {
    return (this.spec.count ?? 1) - this.served;
  }
}

/**
 * Errors on demand: the next N requests matching a route and method fail with a given status, or
 * are held on their way in ({@link RequestHolds}).
 */
export class FaultInjector {
  #faults: Fault[] = [];
  readonly holds = new RequestHolds();

  add(spec: FaultSpec): FaultHandle {
    const fault = new Fault(spec);
    this.#faults.push(fault);
    return fault;
  }

  /** Takes the first pending fault matching the request, if any. */
  take(method: string, route: RouteName | undefined, path: string): FaultSpec | undefined {
    const fault = this.#faults.find((f) => {
      const { spec } = f;
      if (f.remaining <= 0) return false;
      if (spec.method && spec.method.toUpperCase() !== method) return false;
      if (spec.route instanceof RegExp) return spec.route.test(path);
      return spec.route === undefined || spec.route === route;
    });
    if (!fault) return undefined;
    fault.served++;
    this.#faults = this.#faults.filter((f) => f.remaining > 0);
    return fault.spec;
  }

  /** Forgets every pending fault and serves every held request. */
  clear(): void {
    this.#faults = [];
    this.holds.clear();
  }
}
