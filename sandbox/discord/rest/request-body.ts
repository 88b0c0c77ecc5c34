import type { IncomingMessage } from 'node:http';
import { ApiError } from '../api-error.js';
import { parseJsonText } from './well-formed-json.js';

/** A file part of a multipart request (`files[n]`). */
export interface UploadedFile {
  field: string;
  index: number;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A request body: the JSON payload (or `payload_json`) and the uploaded files. */
export interface RequestBody {
  json: unknown;
  files: UploadedFile[];
  size: number;
}

/** Reads the whole request body (events, not an async iterator: one less allocation chain per request). */
export function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)),
    );
    request.once('error', reject);
    request.once('close', () => {
      if (!request.complete) reject(new Error('request aborted'));
    });
  });
}

/**
 * Parses JSON, multipart/form-data (with Node's own `Response#formData`) or a URL-encoded form
 * (OAuth2's token endpoint: its fields as a JSON object); bad JSON text is `50109`.
 */
export async function parseBody(
  raw: Buffer,
  contentType: string | undefined,
): Promise<RequestBody> {
  const empty = { json: undefined, files: [], size: raw.length };
  if (raw.length === 0) return empty;
  if (contentType?.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return { ...empty, json: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  }
  return { ...empty, json: parseJsonText(raw) };
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<RequestBody> {
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, 50035, 'Invalid Form Body');
  }
  let json: unknown;
  const files: UploadedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = parseJsonText(value);
      continue;
    }
    const index = Number(
      /^files\[(\d+)\]$/.exec(field)?.[1] ?? /^file(\d*)$/.exec(field)?.[1] ?? -1,
    );
    files.push({
      field,
      index: Number.isNaN(index) ? -1 : index,
      filename: value.name,
      contentType: value.type,
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files, size: raw.length };
}
