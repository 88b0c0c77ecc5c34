/** A route's handler: its answer to request `ctx` on emulator `emu` (`Extra`: what else it is given). */
export type RouteHandler<Emu, Ctx, Answer, Extra extends unknown[] = []> = (
  emu: Emu,
  ctx: Ctx,
  ...extra: Extra
) => Answer | Promise<Answer>;

/** One handler per route an emulator knows; `other` (an unknown path or method) has none. */
export type RouteHandlers<Route extends string, Handler> = Readonly<
  Record<Exclude<Route, 'other'>, Handler>
>;

/** What {@link routeTable} is given: the server's paths, its handlers and its refusals. */
export interface RouteTableSpec<Route extends string, Emu, Ctx, Answer> {
  /** The methods a path accepts and the route each is; undefined for a path the server lacks. */
  readonly methodsOf: (path: string) => Readonly<Partial<Record<string, Route>>> | undefined;
  readonly handlers: RouteHandlers<Route, RouteHandler<Emu, Ctx, Answer>>;
  /** The answer (or throw) to a known path with a wrong method (`knownPath`: a 405), else a 404. */
  readonly refuse: (knownPath: boolean) => Answer;
  /** The path `methodsOf` is asked about, from the request's. @default as sent */
  readonly pathOf?: (pathname: string) => string;
}

/** An emulator's routes: which one a request is for, and its handler run. */
export interface RouteTable<Route extends string, Emu, Ctx, Answer> {
  /** The route of a request (`other` for unknown paths and wrong methods). */
  readonly routeOf: (method: string, url: URL) => Route;
  /** Runs the handler of `route`, or refuses `other` as the server does. */
  readonly dispatch: (emu: Emu, route: Route, ctx: Ctx) => Answer | Promise<Answer>;
}

/** The route table of a server whose routes are told by path and method. */
export function routeTable<Route extends string, Emu, Ctx extends { readonly url: URL }, Answer>(
  spec: RouteTableSpec<Route, Emu, Ctx, Answer>,
): RouteTable<Route, Emu, Ctx, Answer> {
  const { methodsOf, handlers, refuse, pathOf = (pathname: string) => pathname } = spec;
  return {
    routeOf: (method, url) => methodsOf(pathOf(url.pathname))?.[method] ?? ('other' as Route),
    dispatch: (emu, route, ctx) =>
      route === 'other'
        ? refuse(methodsOf(pathOf(ctx.url.pathname)) !== undefined)
        : handlers[route as Exclude<Route, 'other'>](emu, ctx),
  };
}
