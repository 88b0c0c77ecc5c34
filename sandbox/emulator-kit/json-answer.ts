import type { WireAnswer } from './serve-answers.js';

/** An answer ready to write; `json`, when its body is JSON, is the value it holds (for spec checks). */
export interface JsonWireAnswer extends WireAnswer {
  readonly json?: unknown;
}

/**
 * A JSON answer: `json` serialized, `content-type: application/json` unless `headers` give
 * another (a server's charset).
 */
export function jsonWireAnswer(
  status: number,
  json: unknown,
  headers: Readonly<Record<string, string>> = {},
): JsonWireAnswer & { readonly json: unknown } {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(json)),
    json,
  };
}
