import { readFileSync, writeFileSync } from 'node:fs';
import {
  parseChildrenTicks,
  parseSharedBytes,
  readProcessCpu,
  readProcessMemory,
} from './proc-stats.js';

/** The ids of `pid`'s running children (none where the kernel does not say). */
export function childPidsOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The CPU ticks `pid` and its children have used so far: its own, its children's that exited and
 * were waited for (`cutime` + `cstime`), and those of its running children (the bot's image check
 * runs in one), so that work moved to a child is counted as the bot's.
 */
export function treeCpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  let ticks = readProcessCpu(pid).ticks + parseChildrenTicks(stat);
  for (const child of childPidsOf(pid)) {
    try {
      ticks += readProcessCpu(child).ticks;
    } catch {
      // It exited between the two reads: then its ticks are in cutime at the next reading.
    }
  }
  return ticks;
}

/** A child's pages shared with other processes (the node binary, libraries), 0 when unreadable. */
function sharedBytesOf(pid: number): number {
  try {
    return parseSharedBytes(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  } catch {
    return 0;
  }
}

/**
 * Starts a new peak for `pid` and its running children: the kernel's `VmHWM` set back to the
 * RSS now (`echo 5 > /proc/<pid>/clear_refs`, Linux 4.0+; our own children only).
 */
export function resetPeaks(pid: number): void {
  for (const each of [pid, ...childPidsOf(pid)]) {
    try {
      writeFileSync(`/proc/${each}/clear_refs`, '5');
    } catch {
      // It exited, or the kernel refuses: its peak is then the process's whole life.
    }
  }
}

/** Resident memory of a process and its children, in bytes. */
export interface TreeMemory {
  /** `VmRSS` of `pid`, plus each running child's less the pages it shares. */
  readonly rssBytes: number;
  /**
   * `VmHWM` of `pid` since {@link resetPeaks}, plus each running child's likewise less its shared
   * pages: an upper bound of the tree's peak (the two peaks may come at different moments).
   */
  readonly peakBytes: number;
  /** `VmHWM` of `pid` alone since {@link resetPeaks}. */
  readonly ownPeakBytes: number;
}

/** The memory of `pid` with its running children's own pages added (not their shared ones). */
export function treeMemory(pid: number): TreeMemory {
  const own = readProcessMemory(pid);
  let rssBytes = own.rssBytes;
  let peakBytes = own.peakRssBytes;
  for (const child of childPidsOf(pid)) {
    try {
      const memory = readProcessMemory(child);
      const shared = sharedBytesOf(child);
      rssBytes += Math.max(0, memory.rssBytes - shared);
      peakBytes += Math.max(0, memory.peakRssBytes - shared);
    } catch {
      // It exited between the two reads.
    }
  }
  return { rssBytes, peakBytes, ownPeakBytes: own.peakRssBytes };
}
