// Shared by the emulators, as sandbox/cli-process.ts is: one seeded generator, no emulator importing another.
import { createHash } from 'node:crypto';

/** A small seeded pseudo-random generator (mulberry32); the same seed gives the same sequence. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i++) out += this.int(0, 255).toString(16).padStart(2, '0');
    return out;
  }

  /** A version-4 UUID drawn from this generator. */
  uuid(): string {
    const h = this.hex(16).split('');
    h[12] = '4';
    h[16] = '89ab'[this.int(0, 3)] as string;
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** A stable unsigned 32-bit hash of `text`. */
export function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}
