import { setTimeout as sleep } from 'node:timers/promises';
import { readProcessMemory } from './proc-stats.js';

/** A running watch on another process's resident size. */
export interface RssWatch {
  /** The highest RSS seen since the start or the last `reset()`, in bytes. */
  readonly peakBytes: number;
  /** Starts a new peak from now. */
  reset(): void;
  /** Ends the loop (also ends by itself when the process is gone). */
  stop(): Promise<void>;
}

/** Reads `/proc/<pid>/status` every `intervalMs` in an abortable loop and keeps the peak. */
export function watchRss(pid: number, intervalMs = 200): RssWatch {
  const controller = new AbortController();
  let peak = 0;
  const read = () => {
    try {
      peak = Math.max(peak, readProcessMemory(pid).rssBytes);
      return true;
    } catch {
      return false; // the process has exited
    }
  };
  const loop = (async () => {
    while (!controller.signal.aborted && read()) {
      await sleep(intervalMs, undefined, { signal: controller.signal }).catch(() => undefined);
    }
  })();
  return {
    get peakBytes() {
      return peak;
    },
    reset() {
      peak = 0;
      read();
    },
    async stop() {
      controller.abort();
      await loop;
    },
  };
}
