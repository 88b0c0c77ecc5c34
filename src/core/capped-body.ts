/**
 * Reads a response body into one buffer, destroying the stream and throwing `tooLarge()` as soon
 * as it grows past `maxBytes`.
 */
export async function readCappedBody(
  body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown },
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      const error = tooLarge();
      body.destroy(error);
      throw error;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
