/** Below this an `ArrayBuffer` may be a slab of Node's pool that other buffers share (8 KiB). */
const OWN_BUFFER_BYTES = 65_536;

/**
 * Gives `bytes`' memory back now rather than at V8's next full collection, which may be seconds
 * and tens of megabytes of other garbage away: their `ArrayBuffer` detached (`transfer(0)`), every
 * view of it empty from then on. Only for bytes that nothing reads any more, nor will: not while
 * libvips, a socket or a store is still at work on them. Bytes that are not the whole of an
 * `ArrayBuffer` of their own (64 KiB or more: never a slice of Node's pool, nor of a buffer another
 * reply shares), or that cannot be detached, are left to the collector.
 */
export function freeBytes(bytes: Uint8Array): void {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < OWN_BUFFER_BYTES) return;
  if (bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength) return;
  try {
    (buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
  } catch {
    // A buffer that cannot be detached (a WebAssembly memory's, say): the collector's.
  }
}
