/** Below this an `ArrayBuffer` may be a slab of Node's pool that other buffers share (8 KiB). */
const OWN_BUFFER_BYTES = 65_536;

/**
 * Gives `bytes`' memory back now rather than at V8's next full collection, which may be seconds
 * and tens of megabytes of other garbage away: their `ArrayBuffer` detached (`transfer(0)`), every
 * view of it empty from then on. Only for bytes in a buffer of their own (64 KiB or more, so never
 * a slice of Node's pool) that nothing reads any more, nor will: not while libvips, a socket or a
 * store is still at work on them. One that cannot be detached is left to the collector.
 */
export function freeBytes(bytes: Uint8Array): void {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < OWN_BUFFER_BYTES) return;
  try {
    (buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
  } catch {
    // A buffer that cannot be detached (a WebAssembly memory's, say): the collector's.
  }
}
