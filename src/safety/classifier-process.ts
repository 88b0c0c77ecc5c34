import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { ClassifyReply, ClassifyRequest } from './classify-protocol.js';

/** What {@link forkClassifier} tells of its process. */
export interface ClassifierProcessEvents {
  reply(reply: ClassifyReply): void;
  /** It ended without being stopped (crashed, killed, or it could not start). */
  ended(problem: string): void;
  /** A line it wrote to stdout or stderr (a library's notice or a crash's trace). */
  output(line: string): void;
}

/** The classifier's process (`classify-worker.ts`). */
export interface ClassifierProcess {
  /** Its process id (undefined when it could not be started). */
  readonly pid: number | undefined;
  send(request: ClassifyRequest): void;
  /**
   * Ends it and resolves once it has exited: asked to (its IPC channel closed), or killed at
   * once with `now` (a stuck one) or after `graceMs`.
   */
  stop(options?: { readonly now?: boolean; readonly graceMs?: number }): Promise<void>;
}

/**
 * A process's file beside this one (`name` without extension): compiled (`dist/`), or the source
 * run by Node.js itself with its type stripping (the flags name it for Node.js 22, which needs
 * them).
 */
function processFile(name: string): { readonly file: URL; readonly execArgv: string[] } {
  const compiled = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(compiled)) return { file: compiled, execArgv: NODE_FLAGS };
  return {
    file: new URL(`./${name}.ts`, import.meta.url),
    execArgv: [
      ...NODE_FLAGS,
      '--experimental-strip-types',
      '--disable-warning=ExperimentalWarning',
    ],
  };
}

/**
 * Its `node` flags: a small young generation (each image allocates about 1 MB of short-lived
 * arrays; Node's default lets it grow to 48 MB), no background threads for the collector and
 * compiler, which would only compete with the model for the CPU, and the collector callable, so
 * that each image's garbage is freed once it is answered (`classify-worker.ts`).
 */
const NODE_FLAGS = ['--max-semi-space-size=1', '--single-threaded', '--expose-gc'];

/**
 * glibc's threshold above which a block is mapped on its own, and so given back to the system when
 * freed, held at its default 128 KiB. Left to slide, glibc raises it to the largest block freed:
 * once ONNX Runtime has freed what loading the model took (several MB at a time), every later
 * large block stays in the heap, and the process holds about 25 MB it no longer uses. Other
 * C libraries ignore the variable.
 */
const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';

/**
 * `@napi-rs/canvas`'s allocator (mimalloc, linked into its library) left to commit only what it
 * uses: by default it commits its arena at once, which grows the process by about 6 MB on import
 * and by 5 to 12 MB more over the first images decoded (measured in `bench/README.md`). Any value
 * already set wins.
 */
const MIMALLOC_ARENA_EAGER_COMMIT = '0';

/**
 * ONNX Runtime's telemetry off: its Linux build records events about each session in a SQLite
 * file under the user's home (`~/.cache/Microsoft/DeveloperTools/.onnxruntime/`, about 12 KB a
 * session) to upload them to Microsoft, with a thread of its own (4 MB of the process's RSS).
 * Nothing of a server's images or members goes there, but the bot sends nothing anywhere its
 * operator did not configure. Any value already set wins.
 */
const ORT_DISABLE_TELEMETRY = '1';

/**
 * The classifier's environment: `env` with {@link MALLOC_TUNABLE} added to any tunables set,
 * mimalloc's {@link MIMALLOC_ARENA_EAGER_COMMIT} and {@link ORT_DISABLE_TELEMETRY} unless set, and
 * `@napi-rs/canvas`'s loading of the system's fonts at import turned off (it decodes images and
 * draws no text: about 6 MB of font files it would map).
 */
export function classifierEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const set = env.GLIBC_TUNABLES;
  return {
    MIMALLOC_ARENA_EAGER_COMMIT,
    ORT_DISABLE_TELEMETRY,
    ...env,
    GLIBC_TUNABLES: set ? `${set}:${MALLOC_TUNABLE}` : MALLOC_TUNABLE,
    DISABLE_SYSTEM_FONTS_LOAD: '1',
  };
}

/**
 * Writes the model file at `path` in a process of its own (`write-model-file.ts`), so that what
 * folding takes (nsfwjs's modules, the decoded weights: about 100 MB) is the system's again at
 * once; resolves with the path written (another one where `path`'s folder is read-only).
 */
export function writeModelFile(path: string): Promise<string> {
  const { file, execArgv } = processFile('write-model-file');
  const child = fork(file, [path], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let written: string | undefined;
  let problem = '';
  child.on('message', (message: { path?: string }) => {
    written = message.path;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    problem = `${problem}${chunk}`.slice(-2_000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (written && code === 0) resolve(written);
      else
        reject(new Error(`the model file was not written (${signal ?? code}): ${problem.trim()}`));
    });
  });
}

/**
 * Forks the classifier as a process of its own, running the model file at `modelPath`: its memory (ONNX Runtime and the model's
 * weights, the image decoder) is the system's again when it exits, which a worker thread's is not
 * (glibc keeps what a thread's arenas held). It does not hold this process open: its channel and
 * pipes are unreferenced, as a worker thread would be. Its environment is `env`'s as
 * {@link classifierEnv} makes it.
 */
export function forkClassifier(
  modelPath: string,
  events: ClassifierProcessEvents,
  env: NodeJS.ProcessEnv = process.env,
): ClassifierProcess {
  const { file, execArgv } = processFile('classify-worker');
  const child: ChildProcess = fork(file, [modelPath], {
    execArgv,
    env: classifierEnv(env),
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) events.ended(`its process exited (${signal ?? code})`);
      resolve();
    });
  });
  child.on('error', (error) => {
    if (!stopping) events.ended(error.message);
  });
  child.on('message', (reply: ClassifyReply) => events.reply(reply));
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => events.output(line));
    (stream as { unref?: () => void }).unref?.();
  }
  child.unref();
  child.channel?.unref();
  return {
    pid: child.pid,
    send(request) {
      if (!child.connected) throw new Error('the classifier process is not running');
      child.send(request);
    },
    async stop({ now = false, graceMs = 5_000 } = {}) {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (now) child.kill('SIGKILL');
      else if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      timer.unref();
      await exited;
      clearTimeout(timer);
    },
  };
}
