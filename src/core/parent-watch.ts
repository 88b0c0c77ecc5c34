/** Options of {@link watchParent}. */
export interface WatchParentOptions {
  /** Called once, with the parent's pid, when the process that started this one has exited. */
  readonly onOrphaned: (parentPid: number) => void;
  /** How often the parent pid is read. @default 1000 */
  readonly intervalMs?: number;
  /** Reads the parent's pid; tests replace it. @default () => process.ppid */
  readonly parentPid?: () => number;
}

/**
 * Calls `onOrphaned` once when the process that started this one has exited (e.g. `npm start`
 * killed by a supervisor): the parent pid, read every `intervalMs`, changes as init adopts this
 * one. The timer never keeps the process alive.
 * @returns stops watching.
 */
export function watchParent({
  onOrphaned,
  intervalMs = 1_000,
  parentPid = () => process.ppid,
}: WatchParentOptions): () => void {
  const original = parentPid();
  const timer = setInterval(() => {
    if (parentPid() === original) return;
    clearInterval(timer);
    onOrphaned(original);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
