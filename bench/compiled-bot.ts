import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The production entry point, as `npm start` runs it. */
export const BUILT_ENTRY = resolve(REPO_ROOT, 'dist/src/index.js');
/** The bot's `SHUTDOWN_DEADLINE_MS` (src/index.ts): a stop must end within it. */
export const BOT_STOP_DEADLINE_MS = 5_000;

const READY = '"msg":"ready"';
const REPORT_SIGNAL = 'SIGUSR2';

/** Options of {@link startCompiledBot}. */
export interface CompiledBotOptions {
  /** Every variable the bot gets (nothing is inherited but `PATH`). */
  readonly env: Record<string, string>;
  /** The bot's working folder (no `.env` there). */
  readonly cwd: string;
  /** `node` arguments before the entry point. @default [] */
  readonly nodeArgs?: readonly string[];
  /** The script node runs (a test: `src/index.ts` with `--import tsx`). @default {@link BUILT_ENTRY} */
  readonly entry?: string;
  /** Appends every line the bot prints to this file. @default undefined */
  readonly logFile?: string;
  /** @default 60000 */
  readonly readyTimeoutMs?: number;
}

/** How a stop went. */
export interface BotExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** From SIGTERM to exit, in ms. */
  readonly ms: number;
}

/** The bot's V8 heap, from a Node.js diagnostic report. */
export interface HeapFigures {
  readonly usedBytes: number;
  readonly totalBytes: number;
  readonly externalBytes: number;
}

/** A running compiled bot. */
export interface CompiledBot {
  readonly pid: number;
  /** Lines printed so far, and the warn and error lines (or unparsed stderr) among them. */
  readonly logs: { readonly lines: number; readonly problems: readonly string[] };
  /** Asks Node for a diagnostic report (`--report-on-signal`) and reads the heap from it. */
  heap(timeoutMs?: number): Promise<HeapFigures>;
  /** SIGTERM, then waits for the exit; SIGKILL after `graceMs`. Safe to call twice. */
  stop(graceMs?: number): Promise<BotExit>;
}

/** What `npm start` runs besides `node dist/src/index.js`: its `node` flags and environment defaults. */
export interface ProductionStart {
  readonly nodeArgs: readonly string[];
  /** Variables the script sets when unset (`NAME=${NAME:-value}`), with their defaults. */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * Reads package.json's `start` script (`exec env NAME=${NAME:-value} … node <flags> dist/src/index.js`)
 * into the flags and defaults it adds, so the bench starts the bot exactly as `npm start` does.
 * @throws Error when the script has another shape.
 */
export function productionStart(
  script: string = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')).scripts
    .start,
): ProductionStart {
  const match = /^exec (?:env ((?:\S+=\S+ )+))?node ((?:--\S+ )*)dist\/src\/index\.js$/.exec(
    script,
  );
  if (!match) throw new Error(`unexpected start script: ${script}`);
  const env: Record<string, string> = {};
  for (const assignment of (match[1] ?? '').trim().split(' ').filter(Boolean)) {
    const [name = '', value = ''] = assignment.split('=', 2);
    env[name] = /^\$\{\w+:-(.*)\}$/.exec(value)?.[1] ?? value;
  }
  return { nodeArgs: (match[2] ?? '').trim().split(' ').filter(Boolean), env };
}

/**
 * Runs `npm run build:bench` in the repository (output to stderr): the bot as `npm run build`
 * writes it, plus the bench's own bot processes (`bot-process`, the naive bot's), all in `dist/`.
 * It is `tsc -b`: when no source changed since the last build (`dist/tsconfig.bench.tsbuildinfo`)
 * it checks the dates and compiles nothing (a second, against 34 CPU-seconds for a full build).
 * @throws Error when it fails.
 */
export async function buildBot(): Promise<void> {
  const child = spawn('npm', ['run', 'build:bench', '--silent'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 2, 2], // stdout to stderr too: --json keeps stdout for the report
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0 || !existsSync(BUILT_ENTRY))
    throw new Error(`npm run build:bench failed (exit ${code})`);
}

/**
 * Starts `node dist/src/index.js` as production does (`npm start`'s flags and environment
 * defaults, {@link productionStart}), plus `--report-on-signal` (inert until SIGUSR2) for the heap
 * figures, and resolves once it logs `ready`.
 * @throws Error when it exits or is not ready within the timeout.
 */
export async function startCompiledBot(options: CompiledBotOptions): Promise<CompiledBot> {
  const reportDir = await mkdtemp(join(tmpdir(), 'imagine-bench-report-'));
  const production = productionStart();
  const child = spawn(
    process.execPath,
    [
      '--report-on-signal',
      `--report-signal=${REPORT_SIGNAL}`,
      `--report-directory=${reportDir}`,
      ...production.nodeArgs,
      ...(options.nodeArgs ?? []),
      options.entry ?? BUILT_ENTRY,
    ],
    {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...production.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const logs = { lines: 0, problems: [] as string[] };
  let ready: (() => void) | undefined;
  const follow = (stream: NodeJS.ReadableStream, isStderr: boolean) => {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() === '') return;
      logs.lines += 1;
      if (options.logFile) void appendFile(options.logFile, `${line}\n`);
      if (line.includes(READY)) ready?.();
      const problem = /"level":"(warn|error)"/.test(line) || (isStderr && !line.startsWith('{'));
      if (problem && !line.includes('Node.js report') && logs.problems.length < 50) {
        logs.problems.push(line.slice(0, 300));
      }
    });
  };
  follow(child.stdout, false);
  follow(child.stderr, true);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the bot was not ready in time')),
        options.readyTimeoutMs ?? 60_000,
      );
      ready = () => {
        clearTimeout(timer);
        resolve();
      };
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the bot exited before ready: ${logs.problems.join('\n')}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await rm(reportDir, { recursive: true, force: true });
    throw error;
  }
  let stopping: Promise<BotExit> | undefined;
  return {
    pid: child.pid ?? 0,
    logs,
    heap: (timeoutMs = 15_000) => readHeap(child, reportDir, timeoutMs),
    stop(graceMs = BOT_STOP_DEADLINE_MS * 2) {
      stopping ??= stopBot(child, exited, graceMs).finally(() =>
        rm(reportDir, { recursive: true, force: true }),
      );
      return stopping;
    },
  };
}

async function stopBot(child: ChildProcess, exited: Promise<void>, graceMs: number) {
  const started = performance.now();
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  return { code: child.exitCode, signal: child.signalCode, ms: performance.now() - started };
}

/** Signals the bot for a report, waits until the file parses, reads its heap and deletes it. */
async function readHeap(child: ChildProcess, dir: string, timeoutMs: number): Promise<HeapFigures> {
  child.kill(REPORT_SIGNAL);
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await sleep(100);
    const [name] = (await readdir(dir)).filter((file) => file.endsWith('.json'));
    if (!name) continue;
    const text = await readFile(join(dir, name), 'utf8');
    let report: { javascriptHeap?: Record<string, number> };
    try {
      report = JSON.parse(text);
    } catch {
      continue; // still being written
    }
    // The report lists the environment, secret included: it goes at once.
    await rm(join(dir, name), { force: true });
    const heap = report.javascriptHeap ?? {};
    return {
      usedBytes: heap.usedMemory ?? 0,
      totalBytes: heap.totalMemory ?? 0,
      externalBytes: heap.externalMemory ?? 0,
    };
  }
  throw new Error('no diagnostic report from the bot');
}
