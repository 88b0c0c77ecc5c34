import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU time a process has used so far, from `/proc/<pid>/stat`. */
export interface ProcessCpu {
  /** User plus system time, in clock ticks (`utime` + `stime`). */
  readonly ticks: number;
  readonly userTicks: number;
  readonly systemTicks: number;
}

/** Resident memory of a process, from `/proc/<pid>/status`, in bytes. */
export interface ProcessMemory {
  /** `VmRSS`: resident now. */
  readonly rssBytes: number;
  /** `VmHWM`: the highest resident size since the process started. */
  readonly peakRssBytes: number;
}

/** The scheduler's account of a process's main thread, from `/proc/<pid>/schedstat`. */
export interface ThreadSchedule {
  /** Time spent on a CPU, in ms. */
  readonly cpuMs: number;
  /** Time spent runnable but waiting for a CPU (run-queue delay), in ms. */
  readonly waitMs: number;
}

/**
 * Reads `/proc/<pid>/schedstat`: nanoseconds on a CPU, nanoseconds waiting on a run queue, and
 * time slices, of the process's main thread (the one running JavaScript).
 * @throws Error when the text is not a schedstat line.
 */
export function parseSchedstat(text: string): ThreadSchedule {
  const [cpuNs, waitNs] = text.trim().split(/\s+/).map(Number);
  if (!Number.isFinite(cpuNs) || !Number.isFinite(waitNs)) {
    throw new Error(`not a /proc/<pid>/schedstat line: ${text.slice(0, 80)}`);
  }
  return { cpuMs: (cpuNs as number) / 1e6, waitMs: (waitNs as number) / 1e6 };
}

/** The main thread's time on a CPU and waiting for one (Linux); `'self'` for this process. */
export function readThreadSchedule(pid: number | 'self'): ThreadSchedule {
  return parseSchedstat(readFileSync(`/proc/${pid}/schedstat`, 'utf8'));
}

/**
 * Reads `utime` and `stime` (fields 14 and 15, in clock ticks) from the text of
 * `/proc/<pid>/stat`. Fields are counted after the command name's closing parenthesis, since the
 * name itself may hold spaces and parentheses.
 * @throws Error when the text is not a stat line.
 */
export function parseProcStat(text: string): ProcessCpu {
  const afterName = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (state): field n is afterName[n - 3].
  const userTicks = Number(afterName[11]);
  const systemTicks = Number(afterName[12]);
  if (!Number.isInteger(userTicks) || !Number.isInteger(systemTicks)) {
    throw new Error(`not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  }
  return { ticks: userTicks + systemTicks, userTicks, systemTicks };
}

/**
 * Reads `VmRSS` and `VmHWM` (in kB) from the text of `/proc/<pid>/status`.
 * @throws Error when either line is missing.
 */
export function parseProcStatus(text: string): ProcessMemory {
  const kb = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
    if (!match) throw new Error(`/proc/<pid>/status has no ${name} line`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kb('VmRSS'), peakRssBytes: kb('VmHWM') };
}

/** The CPU time `pid` has used so far (Linux). */
export function readProcessCpu(pid: number): ProcessCpu {
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** The resident memory of `pid` now and at its peak (Linux). */
export function readProcessMemory(pid: number | 'self'): ProcessMemory {
  return parseProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

/** Pressure stall totals of the machine (`/proc/pressure`), in ms: time some task waited. */
export interface MachinePressure {
  /** For a CPU. */
  readonly cpuMs: number;
  /** For I/O. */
  readonly ioMs: number;
}

/**
 * Reads the `some … total=<µs>` line of a `/proc/pressure/*` file, in ms.
 * @throws Error when there is none.
 */
export function parsePressureTotal(text: string): number {
  const match = /^some .*total=(\d+)$/m.exec(text);
  if (!match) throw new Error('no "some … total=" line in a /proc/pressure file');
  return Number(match[1]) / 1_000;
}

/** The machine's CPU and I/O pressure totals; undefined where the kernel has no PSI. */
export function readMachinePressure(): MachinePressure | undefined {
  try {
    return {
      cpuMs: parsePressureTotal(readFileSync('/proc/pressure/cpu', 'utf8')),
      ioMs: parsePressureTotal(readFileSync('/proc/pressure/io', 'utf8')),
    };
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`; 100 when that fails). */
export function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/**
 * Reads `cutime` and `cstime` (fields 16 and 17, in clock ticks) from the text of
 * `/proc/<pid>/stat`: the CPU of the process's children that have exited and been waited for.
 * @throws Error when the text is not a stat line.
 */
export function parseChildrenTicks(text: string): number {
  const afterName = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(afterName[13]) + Number(afterName[14]);
  if (!Number.isInteger(ticks))
    throw new Error(`not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  return ticks;
}

/** The ids of this process's running children (Linux 3.5+; none where it cannot be read). */
export function readChildPids(): number[] {
  try {
    const text = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8');
    return text.split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The CPU ticks this process's children have used so far: those exited and waited for
 * (`cutime` + `cstime`) and those still running, by pid (a child may exit between two reads:
 * then it is in neither, which the next reading corrects).
 */
export function readChildrenCpu(): {
  readonly exited: number;
  readonly running: Map<number, number>;
} {
  const running = new Map<number, number>();
  for (const pid of readChildPids()) {
    try {
      running.set(pid, readProcessCpu(pid).ticks);
    } catch {
      // It exited between the two reads.
    }
  }
  return { exited: parseChildrenTicks(readFileSync('/proc/self/stat', 'utf8')), running };
}

/**
 * Reads the pages a process shares with others (`Shared_Clean` + `Shared_Dirty`, in kB) from the
 * text of `/proc/<pid>/smaps_rollup`, in bytes.
 * @throws Error when either line is missing.
 */
export function parseSharedBytes(text: string): number {
  let bytes = 0;
  for (const name of ['Shared_Clean', 'Shared_Dirty']) {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(text);
    if (!match) throw new Error(`/proc/<pid>/smaps_rollup has no ${name} line`);
    bytes += Number(match[1]) * 1024;
  }
  return bytes;
}

/**
 * How long a child's shared pages are taken as read (reading them costs about 0.6 ms of system
 * CPU, counted in the bot's), as long as its RSS has not grown past the highest it had at a read
 * by {@link SHARED_READ_GROWTH_BYTES}: a child that is starting (loading its libraries, its
 * shared pages growing with its RSS) is read at each call, one that only goes up and down with
 * each image once a second.
 */
const SHARED_READ_EVERY_MS = 1_000;
const SHARED_READ_GROWTH_BYTES = 8 << 20;
const sharedRead = new Map<number, { bytes: number; rssBytes: number; at: number }>();

/** The pages `pid`, whose RSS is `rssBytes`, shares with other processes (0 when unreadable). */
function sharedBytes(pid: number, rssBytes: number): number {
  const now = performance.now();
  const read = sharedRead.get(pid);
  const fresh =
    read &&
    now - read.at < SHARED_READ_EVERY_MS &&
    rssBytes < read.rssBytes + SHARED_READ_GROWTH_BYTES;
  if (fresh) return read.bytes;
  let bytes = 0;
  try {
    bytes = parseSharedBytes(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  } catch {
    // It exited, or the kernel has no smaps_rollup (before 4.14): its RSS counts whole.
  }
  sharedRead.set(pid, { bytes, rssBytes: Math.max(rssBytes, read?.rssBytes ?? 0), at: now });
  return bytes;
}

/**
 * This process's RSS now with what its running children hold of their own added, in bytes: a
 * child's RSS less the pages it shares with other processes (the `node` binary's code and the
 * system's libraries, which this process maps too and its RSS counts already), so that no page is
 * counted twice. A child's RSS is read at each call, its shared pages once a second once it has
 * started (they hardly change then).
 */
export function rssWithChildren(): number {
  let rss = process.memoryUsage.rss();
  const children = readChildPids();
  for (const pid of children) {
    try {
      const { rssBytes } = readProcessMemory(pid);
      rss += Math.max(0, rssBytes - sharedBytes(pid, rssBytes));
    } catch {
      // It exited between the two reads.
    }
  }
  for (const pid of sharedRead.keys()) if (!children.includes(pid)) sharedRead.delete(pid);
  return rss;
}
