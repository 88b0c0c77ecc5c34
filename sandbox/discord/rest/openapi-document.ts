import { readFileSync } from 'node:fs';

/** One OpenAPI operation, as far as the emulator reads it. */
export interface OpenApiOperation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  /** Answers by status (`"200"`, `"4XX"`); shared ones are a `$ref` into `components/responses`. */
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** The parts of Discord's OpenAPI 3.1 description the emulator reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Discord's own OpenAPI description (`specs/openapi.json` of discord/discord-api-spec), kept
 * byte for byte beside the emulator; `sandbox/discord/README.md` names the pinned commit.
 */
export const OPENAPI_FILE = new URL('../spec/openapi.json', import.meta.url);

let loaded: OpenApiDocument | undefined;

/** The spec, read from disk on first use (never downloaded) and shared by every emulator. */
export function openApiDocument(): OpenApiDocument {
  loaded ??= JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  return loaded;
}

/** A JSON Pointer (RFC 6901) from unescaped segments: `pointerOf('paths', '/a/{b}')` → `/paths/~1a~1{b}`. */
export function pointerOf(...segments: string[]): string {
  return segments.map((s) => `/${s.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The node a JSON Pointer names in `root`, or undefined. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The pointer of a local `$ref` (`#/components/schemas/X` → `/components/schemas/X`). */
export function refPointer(ref: string): string {
  if (!ref.startsWith('#')) throw new Error(`only local $refs are supported: ${ref}`);
  return decodeURIComponent(ref.slice(1));
}
