/**
 * Reads a response body into one buffer, destroying the stream and throwing `tooLarge()` as soon
 * as it grows past `maxBytes`. With `expectedBytes` (a declared `Content-Length` within the cap),
 * the chunks are copied into one buffer of that size as they come: no list of chunks, no second
 * copy at the end (a body longer than declared is then read past it as without).
 */
export async function readCappedBody(
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  maxBytes: number,
  tooLarge: () => Error,
  expectedBytes?: number,
): Promise<Buffer> {
  const expected =
    expectedBytes !== undefined && Number.isInteger(expectedBytes) && expectedBytes <= maxBytes
      ? expectedBytes
      : undefined;
  let whole = expected === undefined ? undefined : Buffer.allocUnsafeSlow(expected);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size + chunk.byteLength > maxBytes) {
      const error = tooLarge();
      body.destroy(error);
      throw error;
    }
    if (whole && size + chunk.byteLength > whole.length) {
      chunks.push(whole.subarray(0, size));
      whole = undefined;
    }
    if (whole) whole.set(chunk, size);
    else chunks.push(chunk);
    size += chunk.byteLength;
  }
  return whole ? whole.subarray(0, size) : Buffer.concat(chunks, size);
}
