import type { Dispatcher } from 'undici';
import {
  BackendSetupError,
  ServiceUnavailableError,
  SubmissionUncertainError,
  UnexpectedResponseError,
} from '../../image-backend/backend-errors.js';
import {
  type JsonAnswers,
  type JsonCall,
  jsonRequest,
  parseJson,
} from '../../image-backend/json-request.js';
import { promptRefused } from './comfy-refusal.js';
import { promptRefusalSchema } from './comfy-schemas.js';

/** How the bot reaches a ComfyUI server, and the token a proxy in front asks for. */
export interface ComfyHttpSettings {
  /** The server's base URL, without a trailing slash. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly dispatcher: Dispatcher;
  /** Headers a proxy in front asks for (the token); none for a bare server. */
  readonly authHeaders: Readonly<Record<string, string>>;
  /** Told as each call ends (`JsonEndpoint.ended`). @default none */
  readonly ended?: (failure?: unknown) => void;
}

/** One call of the ComfyUI API (`submission`: a `POST /prompt`). */
export type ComfyCall<T> = JsonCall<T>;

/**
 * ComfyUI's answers, JSON up to 4 MiB (a history entry holds the whole workflow). A 400 from
 * `POST /prompt` (ComfyUI refused the operator's workflow) and a proxy's 401 or 403 to it are
 * the operator's to fix (`BackendSetupError`, ComfyUI's words kept for the log), as is a 413 (an
 * upload over the server's `--max-upload-size`). Its 500 to `POST /prompt` is a refusal before
 * anything was queued (`ServiceUnavailableError.notProcessed`): a pool sends the job elsewhere.
 */
const COMFY_ANSWERS: JsonAnswers = {
  maxBytes: 4_194_304,
  failure: ({ call, status, text, detail }) => {
    if (status === 400 && call.submission) {
      const refusal = promptRefusalSchema.safeParse(parseJson(text));
      if (refusal.success) {
        const nodes = Object.entries(refusal.data.node_errors ?? {}).map(
          ([id, node]) =>
            `#${id} ${node.class_type ?? ''}: ${node.errors
              .map((error) =>
                error.details ? `${error.message}: ${error.details}` : error.message,
              )
              .join(', ')}`,
        );
        const said = [refusal.data.error.message, ...nodes].join('; ').slice(0, 300);
        return promptRefused(refusal.data.node_errors ?? {}, `${detail}: ${said}`);
      }
    }
    if (status === 413) return new BackendSetupError({ detail });
    if (status === 401 || status === 403) {
      return call.submission
        ? new BackendSetupError({ detail })
        : new ServiceUnavailableError({ detail, status });
    }
    // ComfyUI's own 500 is aiohttp's answer to a handler that raised, before the prompt was
    // queued (the handler's last step): refused, where a proxy's 502 or 504 may have reached it.
    if (status === 500 && call.submission) {
      return new ServiceUnavailableError({ detail, status, refused: true });
    }
    if (status >= 500) {
      return call.submission && status !== 503
        ? new SubmissionUncertainError({ detail, status })
        : new ServiceUnavailableError({ detail, status });
    }
    return new UnexpectedResponseError({ detail });
  },
};

/** One call of ComfyUI's API through the bot's JSON request (`image-backend/json-request.ts`). */
export const comfyRequest = <T>(
  settings: ComfyHttpSettings,
  call: ComfyCall<T>,
  signal?: AbortSignal,
): Promise<T> =>
  jsonRequest({ ...settings, headers: settings.authHeaders }, call, COMFY_ANSWERS, signal);
