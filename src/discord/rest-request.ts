import { randomUUID } from 'node:crypto';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';

/** The request function of discord.js's REST managers (`rest.makeRequest`). */
export type RestRequest = RESTOptions['makeRequest'];

/** A field's name or a file's name in a part's header, escaped as the HTML standard's encoder does. */
const quoted = (name: string) =>
  `"${name.replaceAll('\n', '%0A').replaceAll('\r', '%0D').replaceAll('"', '%22')}"`;

/**
 * `form` as one multipart body (`multipart/form-data` with `boundary`), as `Blob` parts: the
 * files' Blobs are joined, not read, so the bytes are copied once, when the whole is read.
 */
function multipartOf(form: FormData, boundary: string): Blob {
  const parts: (string | Blob)[] = [];
  for (const [name, value] of form) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}`;
    if (typeof value === 'string') {
      parts.push(`${head}\r\n\r\n${value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n')}\r\n`);
    } else {
      const type = value.type || 'application/octet-stream';
      parts.push(`${head}; filename=${quoted(value.name)}\r\nContent-Type: ${type}\r\n\r\n`);
      parts.push(value, '\r\n');
    }
  }
  parts.push(`--${boundary}--\r\n`);
  return new Blob(parts);
}

/**
 * discord.js's own request function (undici), with a multipart body (an upload: a final image,
 * `payload_json` beside it) made whole before it is sent. Handed a `FormData`, undici streams it
 * part by part: each part a write of its own, and each file read from its Blob in small chunks,
 * which pile up until a full collection (about 35 MB over 200 uploads). Made whole,
 * the upload is one buffer, freed as one, and goes out in one write, as a JSON body does.
 */
export const sendRestRequest: RestRequest = async (url, init) => {
  const { body } = init;
  if (!(body instanceof FormData)) return DefaultRestOptions.makeRequest(url, init);
  const boundary = `----imagine-bot-${randomUUID()}`;
  const bytes = new Uint8Array(await multipartOf(body, boundary).arrayBuffer());
  const headers = {
    ...(init.headers as Record<string, string>),
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
  };
  return DefaultRestOptions.makeRequest(url, { ...init, body: bytes, headers });
};
