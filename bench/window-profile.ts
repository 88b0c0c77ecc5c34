import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** A CPU profile being taken; `stop()` writes it and resolves with its path. */
export interface WindowProfile {
  stop(): Promise<string>;
}

/**
 * When `BENCH_PROFILE_DIR` is set, starts a CPU profile of this process (V8's sampler every
 * `intervalUs`, as `node --cpu-prof` does) that `stop()` writes to `<dir>/<name>-<pid>.cpuprofile`:
 * the measured window alone, without start-up and module loading. The folder is made first, so a
 * run is not lost to a folder that does not exist yet. Undefined otherwise.
 */
export async function startWindowProfile(
  name: string,
  intervalUs = 1_000,
): Promise<WindowProfile | undefined> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return undefined;
  await mkdir(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const file = join(dir, `${name}-${process.pid}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}
