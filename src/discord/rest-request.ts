import { DefaultRestOptions, type RESTOptions } from 'discord.js';

/** The request function of discord.js's REST managers (`rest.makeRequest`). */
export type RestRequest = RESTOptions['makeRequest'];

/**
 * discord.js's own request function (undici), with a multipart body (an upload: a final image,
 * `payload_json` beside it) encoded whole before it is sent. Handed a `FormData`, undici streams
 * it part by part and writes each part to the socket on its own — a system call per boundary,
 * part and line break, six or more per upload; encoded first by the platform's own encoder
 * (`Response`), the request goes out in one write, as a JSON body does.
 */
export const sendRestRequest: RestRequest = async (url, init) => {
  const { body } = init;
  if (!(body instanceof FormData)) return DefaultRestOptions.makeRequest(url, init);
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const headers = { ...(init.headers as Record<string, string>), 'Content-Type': type };
  return DefaultRestOptions.makeRequest(url, { ...init, body: bytes, headers });
};
