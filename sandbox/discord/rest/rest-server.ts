import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, type FormError } from '../api-error.js';
import { GuildSerializer } from '../serialize/serialize-guild.js';
import { MessageSerializer } from '../serialize/serialize-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { FaultInjector, FaultSpec } from './fault-injector.js';
import { MessageComposer } from './message-composer.js';
import type { RouteRateLimits } from './rate-limit-rules.js';
import type { RateLimiter } from './rate-limiter.js';
import { parseBody, type RequestBody, readRaw } from './request-body.js';
import type { RequestLog, RequestLogEntry } from './request-log.js';
import {
  matchRoute,
  type Route,
  type RouteContext,
  type RouteLimits,
  type RouteResult,
} from './route.js';

/** Checks a parsed body sent to `method path` (decoded, after `/api/v10`); throws an {@link ApiError}. */
export type BodyCheck = (method: string, path: string, body: unknown) => void;

/** How an answer of `status` to `method path` differs from what Discord sends; empty when it conforms. */
export type AnswerCheck = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => FormError[];

interface Answer extends RouteResult {
  headers: Record<string, string>;
  rateLimit?: RequestLogEntry['rateLimit'];
  fault?: boolean;
}

/** Serves `/api/v10/*`: faults, auth, rate limits, body parsing and checking, the route, logging. */
export class RestServer {
  readonly #guilds: GuildSerializer;
  readonly #messages: MessageSerializer;
  readonly #composer: MessageComposer;

  constructor(
    private readonly state: EmulatorState,
    private readonly routes: readonly Route[],
    private readonly limiter: RateLimiter,
    private readonly faults: FaultInjector,
    private readonly log: RequestLog,
    private readonly limits: RouteLimits,
    private readonly onRequest: (entry: RequestLogEntry) => void,
    private readonly routeLimits: RouteRateLimits = {},
    private readonly checkBody?: BodyCheck,
    private readonly checkAnswer?: AnswerCheck,
  ) {
    this.#guilds = new GuildSerializer(state);
    this.#messages = new MessageSerializer(state);
    this.#composer = new MessageComposer(state.attachments);
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const started = performance.now();
    const at = this.state.clock.now();
    const method = (request.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice('/api/v10'.length);
    const segments = path.split('/').filter(Boolean).map(safeDecode);
    const raw = await readRaw(request);
    const auth = request.headers.authorization;
    const botAuth = auth === `Bot ${this.state.token}`;
    const bearer = auth?.startsWith('Bearer ')
      ? this.state.oauth2.grantOf(auth.slice('Bearer '.length))
      : undefined;
    const basic = basicCredentials(auth);
    let parseError: unknown;
    const body: RequestBody = await parseBody(raw, request.headers['content-type']).catch((e) => {
      parseError = e;
      return { json: undefined, files: [], size: raw.length };
    });
    const match = matchRoute(this.routes, method, segments);
    const route = 'route' in match ? match.route : undefined;
    let answer: Answer;
    try {
      if (!('route' in match)) {
        throw match.methodMismatch ? ApiError.methodNotAllowed() : ApiError.notFound();
      }
      const { name } = match.route;
      const decoded = `/${segments.join('/')}`;
      // A held request whose client went away never reached Discord: nothing served, nothing logged.
      const gone = new Promise<void>((resolve) => response.once('close', () => resolve()));
      if (!(await this.faults.holds.pass(method, name, decoded, gone))) return;
      const fault = this.faults.take(method, name, decoded);
      if (fault) answer = this.#fault(fault);
      else {
        const context = { params: match.params, query: url.searchParams, body, bearer, basic };
        const checkBody = () => this.checkBody?.(method, `/${segments.join('/')}`, body.json);
        answer = await this.#serve(match.route, context, botAuth, parseError, checkBody);
      }
    } catch (error) {
      answer = this.#error(error);
    }
    const json = answer.body === undefined ? undefined : JSON.stringify(answer.body);
    const headers: Record<string, string> = { ...answer.headers };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    response.writeHead(answer.status, headers).end(json);
    const answerProblems = this.#answerProblems(method, `/${segments.join('/')}`, answer);
    const entry = this.log.add({
      method,
      path: `/${segments.join('/')}`,
      route: route?.name,
      query: Object.fromEntries(url.searchParams),
      status: answer.status,
      at,
      time: new Date(at).toISOString(),
      durationMs: performance.now() - started,
      botAuth,
      body: body.json,
      files: body.files.map((f) => ({
        field: f.field,
        filename: f.filename,
        contentType: f.contentType,
        size: f.bytes.length,
      })),
      ...(answer.status >= 400 ? { error: answer.body } : {}),
      ...(answer.rateLimit ? { rateLimit: answer.rateLimit } : {}),
      fault: answer.fault ?? false,
      ...(answerProblems ? { answerProblems } : {}),
    });
    this.onRequest(entry);
  }

  /** The answer's differences from the spec (printed when any), if answers are checked and it is a 2xx. */
  #answerProblems(method: string, path: string, answer: Answer): FormError[] | undefined {
    if (!this.checkAnswer || answer.status < 200 || answer.status > 299) return undefined;
    if (answer.body === undefined) return [];
    const problems = this.checkAnswer(method, path, answer.status, answer.body);
    if (problems.length) {
      const listed = problems.map((p) => `${p.path.join('.') || '(body)'} ${p.code}`).join(', ');
      console.error(
        `[discord-emulator] answer to ${method} ${path} differs from Discord's: ${listed}`,
      );
    }
    return problems;
  }

  async #serve(
    route: Route,
    request: Pick<RouteContext, 'params' | 'query' | 'body' | 'bearer' | 'basic'>,
    botAuth: boolean,
    parseError: unknown,
    checkBody: () => void,
  ): Promise<Answer> {
    const asMember = !botAuth && route.bearer === true && request.bearer !== undefined;
    if (route.botAuth && !botAuth && !asMember) throw ApiError.unauthorized();
    if (route.botAuth && !asMember) {
      const global = this.limiter.take('global', this.state.token);
      if (global.limited) return this.#limited(global.headers, global.retryAfterMs, 'global', true);
    }
    const limit = this.#take(route, request.params);
    if (limit.limited) return this.#limited(limit.headers, limit.retryAfterMs, 'user', false);
    try {
      if (parseError) throw parseError;
      if (request.body.json !== undefined) checkBody();
      const result = await route.handle({
        ...request,
        bearer: asMember ? request.bearer : undefined,
        state: this.state,
        guilds: this.#guilds,
        messages: this.#messages,
        composer: this.#composer,
        limits: this.limits,
      });
      return { ...result, headers: limit.headers };
    } catch (error) {
      return { ...this.#error(error), headers: limit.headers };
    }
  }

  #take(route: Route, params: Record<string, string>) {
    const open = { limited: false, headers: {}, retryAfterMs: 0 };
    const own = this.routeLimits[route.name];
    if (!route.rateLimit || own === false) return open;
    const { rule, major } = route.rateLimit;
    if (own) return this.limiter.count(own, `route ${route.name}`, params[major] ?? '');
    const hashRoute = rule === 'default' ? `${route.method} ${route.path}` : '';
    return this.limiter.take(rule, params[major] ?? '', hashRoute);
  }

  #limited(
    headers: Record<string, string>,
    retryAfterMs: number,
    scope: string,
    global: boolean,
  ): Answer {
    const body = {
      message: 'You are being rate limited.',
      retry_after: Number((retryAfterMs / 1000).toFixed(3)),
      global,
    };
    const bucket = headers['X-RateLimit-Bucket'];
    return {
      status: 429,
      body,
      headers,
      rateLimit: { scope, retryAfterMs, ...(bucket ? { bucket } : {}) },
    };
  }

  #fault(spec: FaultSpec): Answer {
    if (spec.status !== 429) {
      const body = spec.body ?? { message: `${spec.status}: Emulated server error`, code: 0 };
      return { status: spec.status, body, headers: {}, fault: true };
    }
    const retryAfterMs = (spec.retryAfter ?? 0.1) * 1000;
    const scope = spec.scope ?? 'user';
    const headers = {
      'X-RateLimit-Limit': '1',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': ((this.state.clock.now() + retryAfterMs) / 1000).toFixed(3),
      'X-RateLimit-Reset-After': (retryAfterMs / 1000).toFixed(3),
      ...this.limiter.limitedHeaders(retryAfterMs, scope),
    };
    const answer = this.#limited(headers, retryAfterMs, scope, scope === 'global');
    return { ...answer, ...(spec.body === undefined ? {} : { body: spec.body }), fault: true };
  }

  #error(error: unknown): Answer {
    if (error instanceof ApiError)
      return { status: error.status, body: error.toJSON(), headers: {} };
    console.error('[discord-emulator] route failed', error);
    return { status: 500, body: { message: '500: Internal Server Error', code: 0 }, headers: {} };
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An OAuth2 client's `Authorization: Basic base64(id:secret)` (RFC 6749 §2.3.1), if sent. */
function basicCredentials(auth: string | undefined): RouteContext['basic'] {
  if (!auth?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(auth.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)].map(safeDecode);
  return { id: id ?? '', secret: secret ?? '' };
}
