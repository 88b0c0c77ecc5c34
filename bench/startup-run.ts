import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/** One way of starting the bot: `node` and its arguments. */
export interface StartVariant {
  /** Short name in the report. */
  readonly name: string;
  /** The command as a person would type it, from the project folder. */
  readonly shown: string;
  /** Arguments of `node` (absolute paths: the bot runs in a temporary folder). */
  readonly args: readonly string[];
}

/** What one start measured. */
export interface StartSample {
  /** From `spawn()` to the bot's `ready` log line on stdout. */
  readonly readyMs: number;
  /** Resident memory of every process of the start (the spawned one and its descendants), at ready. */
  readonly rssKb: number;
  /** How many processes that start runs. */
  readonly processes: number;
}

const READY = '"msg":"ready"';

/** The spawned process and every descendant still running (`pgrep -P`, depth first). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    const out = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    children = out.split('\n').filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when there is no child
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Sum of resident memory of `pids`, in KiB (`ps -o rss=`). */
function residentKb(pids: readonly number[]): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .reduce((sum, line) => sum + Number(line.trim()), 0);
}

/**
 * Starts the bot once as `variant` in a fresh folder with its own SQLite file, waits for `ready`,
 * reads the memory of its processes, then stops it with SIGTERM and waits until it has exited.
 * @throws Error when the bot exits before `ready` or is not ready within `timeoutMs`.
 */
export async function measureStart(
  variant: StartVariant,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<StartSample> {
  const dir = await mkdtemp(join(tmpdir(), 'imagine-bench-startup-'));
  try {
    const started = performance.now();
    const child = spawn(process.execPath, variant.args, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', ...env, DATABASE_URL: `sqlite://${dir}/bot.sqlite` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const closed = new Promise((done) => child.on('close', done));
    const readyMs = await new Promise<number>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`${variant.name}: not ready`)), timeoutMs);
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (!stdout.includes(READY)) return;
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
      child.on('exit', (code) => reject(new Error(`${variant.name} exited ${code}: ${stderr}`)));
    });
    const pids = processTree(child.pid ?? 0);
    const rssKb = residentKb(pids);
    child.kill('SIGTERM');
    await closed;
    return { readyMs, rssKb, processes: pids.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
