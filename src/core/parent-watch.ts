import { withDefaults } from './with-defaults.js';

/** Options of {@link watchParent}. */
export interface WatchParentOptions {
  /** Called once, with the parent's pid, when the process that started this one has exited. */
  readonly onOrphaned: (parentPid: number) => void;
  /** How often the parent pid is read. @default 1000 */
  readonly intervalMs?: number;
  /** Reads the parent's pid; tests replace it. @default () => process.ppid */
  readonly parentPid?: () => number;
}

const WATCH_DEFAULTS = {
  intervalMs: 1_000,
  parentPid: (): number => process.ppid,
} as const;

/**
 * Notices that the process that started this one has exited, e.g. `npm start` killed with SIGKILL
 * by a supervisor that then starts another bot. When a parent exits, its children are handed to
 * init (or to a subreaper), so the parent pid changes; this reads it every `intervalMs` (one
 * `getppid()` call) and calls `onOrphaned` once when it differs from the pid at the start. Started
 * by systemd, or as a container's first process, the parent pid is 1 or 0 and never changes.
 * The timer never keeps the process alive.
 * @returns stops watching.
 */
export function watchParent(options: WatchParentOptions): () => void {
  const { onOrphaned, intervalMs, parentPid } = withDefaults(WATCH_DEFAULTS, options);
  const original = parentPid();
  const timer = setInterval(() => {
    if (parentPid() === original) return;
    clearInterval(timer);
    onOrphaned(original);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
