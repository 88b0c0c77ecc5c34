import { type OpenApiDocument, type OpenApiOperation, pointerOf } from './openapi-document.js';

/** A request matched to the spec: its path template and where its JSON body schema is. */
export interface SpecOperation {
  /** The spec's path key, e.g. `/webhooks/{webhook_id}/{webhook_token}/messages/@original`. */
  template: string;
  /** Lower-case HTTP method, as the spec writes it. */
  method: string;
  /** JSON Pointer of the request body schema, or undefined when the operation takes no body. */
  bodySchema: string | undefined;
  /** JSON Pointers of the JSON answer schemas by status (`"200"`); a 204 has none. */
  responseSchemas: Record<string, string>;
}

interface Template {
  template: string;
  pattern: RegExp;
  params: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `/channels/{channel_id}/messages` → `^/channels/[^/]+/messages$`. */
export function templatePattern(template: string): RegExp {
  const parts = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}$`);
}

/** Where each answer of `operation` written inline (2xx) has its JSON schema, by status. */
function responseSchemas(
  operation: OpenApiOperation,
  template: string,
  method: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (response.content?.['application/json']?.schema === undefined) continue;
    found[status] = pointerOf(
      'paths',
      template,
      method,
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    );
  }
  return found;
}

/** The request body content types tried, in order (`payload_json` holds the JSON form). */
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Matches request paths to the spec's own `paths` keys. Templates with fewer parameters win, so
 * `…/messages/@original` is chosen over `…/messages/{message_id}` for `@original`.
 */
export class SpecPaths {
  readonly #bySegments = new Map<number, Template[]>();

  constructor(private readonly document: OpenApiDocument) {
    for (const template of Object.keys(document.paths)) {
      const segments = template.split('/').length;
      const list = this.#bySegments.get(segments) ?? [];
      const params = template.match(/\{[^}]+\}/g)?.length ?? 0;
      list.push({ template, pattern: templatePattern(template), params });
      list.sort((a, b) => a.params - b.params);
      this.#bySegments.set(segments, list);
    }
  }

  /** The spec operation of a method and a decoded path (`/channels/1/messages`), if any. */
  find(method: string, path: string): SpecOperation | undefined {
    const candidates = this.#bySegments.get(path.split('/').length) ?? [];
    const lower = method.toLowerCase();
    for (const { template, pattern } of candidates) {
      if (!pattern.test(path)) continue;
      const operation = this.document.paths[template]?.[lower] as OpenApiOperation | undefined;
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      const type = BODY_TYPES.find((t) => content[t]?.schema !== undefined);
      const bodySchema = type
        ? pointerOf('paths', template, lower, 'requestBody', 'content', type, 'schema')
        : undefined;
      return {
        template,
        method: lower,
        bodySchema,
        responseSchemas: responseSchemas(operation, template, lower),
      };
    }
    return undefined;
  }
}
