/** How long closing may take before the process exits anyway. */
const CLOSE_DEADLINE_MS = 5_000;
/** How often the parent's pid is read. */
const PARENT_CHECK_MS = 1_000;

/** Options of {@link closeOnExit}. */
export interface CloseOnExitOptions {
  /** Closes the emulator; the process exits 0 once it resolves (1 if it rejects or takes 5 s). */
  readonly close: () => Promise<void>;
  /** Where "closing" is said. */
  readonly log: (line: string) => void;
}

/**
 * Ends the emulator's process when it is told to (SIGINT, SIGTERM) or when the process that
 * started it is gone: `npm run mock-discord`, `mock-api`, `mock-horde`, `mock-openai-images` or `mock-comfyui` stopped, or its terminal closed, must not leave an
 * emulator holding its port. The parent is noticed gone when this process's parent pid changes
 * (it was handed to init or a subreaper), read every second by a timer that keeps nothing alive.
 * The emulators import nothing of the bot, so this is their own copy of the bot's parent watch, shared by all of them.
 * A second signal while closing exits at once.
 */
export function closeOnExit({ close, log }: CloseOnExitOptions): void {
  const parent = process.ppid;
  let closing = false;
  const stop = (why: string, say: boolean) => {
    if (closing) process.exit(1);
    closing = true;
    clearInterval(watch);
    if (say) log(`${why}, closing…`);
    setTimeout(() => process.exit(1), CLOSE_DEADLINE_MS).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    // Its stdout may be a pipe nobody reads any more: a failed write must not crash the closing.
    process.stdout.on('error', () => {});
    stop(`parent process ${parent} exited`, false);
  }, PARENT_CHECK_MS);
  watch.unref();
  process.on('SIGINT', () => stop('SIGINT received', true));
  process.on('SIGTERM', () => stop('SIGTERM received', true));
}
