import type { IncomingMessage, ServerResponse } from 'node:http';

/** A complete HTTP answer: status, headers and body bytes. */
export interface WireAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** Options of {@link answerListener}. */
export interface AnswerListenerOptions<Answer extends WireAnswer> {
  /** Answers a request, or `'drop'` to destroy its connection unanswered. */
  readonly answer: (req: IncomingMessage) => Promise<Answer | 'drop'>;
  /** The answer when `answer` throws (a 500 in the server's words). */
  readonly failed: (error: unknown) => Answer;
  /** Where each request's line (method, URL, status, time taken) is logged. */
  readonly log?: (line: string) => void;
  /** The URL as logged, secrets masked. @default the URL as sent */
  readonly shownUrl?: (url: string) => string;
  /** Told when the client was gone before its answer was ready (the answer is not written). */
  readonly lost?: () => void;
}

/**
 * The `node:http` request listener of an emulator: each request answered as `answer` decides
 * (with `content-length`, no body for `HEAD`) or its connection dropped, and logged.
 */
export function answerListener<Answer extends WireAnswer>(
  options: AnswerListenerOptions<Answer>,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { answer, failed, log, shownUrl = (url: string) => url, lost } = options;
  return (req, res) => {
    const started = performance.now();
    void answer(req)
      .catch(failed)
      .then((outcome) => {
        if (outcome === 'drop') req.socket.destroy();
        else if (res.destroyed || req.socket.destroyed) lost?.();
        else {
          res.writeHead(outcome.status, {
            ...outcome.headers,
            'content-length': String(outcome.body.length),
          });
          res.end(req.method === 'HEAD' ? undefined : outcome.body);
        }
        const status = outcome === 'drop' ? 'dropped' : outcome.status;
        const ms = Math.round(performance.now() - started);
        log?.(`${req.method} ${shownUrl(req.url ?? '/')} -> ${status} (${ms} ms)`);
      });
  };
}
