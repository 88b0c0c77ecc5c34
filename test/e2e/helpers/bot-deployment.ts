import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Left in the deployment folder once it is complete, or with the compiler's output if it failed. */
const BUILT = '.built';
const FAILED = '.build-failed';

/** The lowest priority: the build only takes CPU the running tests leave idle. */
const IDLE_PRIORITY = 19;

/** A deployment being laid out: its folder now, the build later. */
export interface DeploymentBuild {
  readonly root: string;
  /** Settles when the build has ended (never rejects: a failure is recorded in the folder). */
  readonly ended: Promise<void>;
}

/**
 * Starts laying out what a deployment holds in a temporary folder: package.json, node_modules (a
 * link) and `dist/` compiled from tsconfig.build.json, as `npm run build` compiles it, at the
 * lowest CPU priority so it runs beside the unit tests. `--noCheck` only skips type checking, which
 * `npm run typecheck` already does for the same files; the emitted JavaScript is the same.
 * {@link deploymentBuilt} waits for it.
 */
export async function startDeploymentBuild(): Promise<DeploymentBuild> {
  const root = await mkdtemp(join(tmpdir(), 'imagine-bot-built-'));
  const tsc = resolve('node_modules/typescript/bin/tsc');
  const args = ['-p', resolve('tsconfig.build.json'), '--noCheck', '--outDir', join(root, 'dist')];
  const compiled = new Promise<void>((done, fail) => {
    const child = execFile(process.execPath, [tsc, ...args], (error, stdout, stderr) =>
      error ? fail(new Error(`${error.message}\n${stdout}${stderr}`)) : done(),
    );
    if (child.pid !== undefined) setPriority(child.pid, IDLE_PRIORITY);
  });
  const ended = compiled
    .then(async () => {
      await copyFile(resolve('package.json'), join(root, 'package.json'));
      await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir');
      await writeFile(join(root, BUILT), '');
    })
    .catch((error: unknown) => writeFile(join(root, FAILED), String(error)));
  return { root, ended };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Waits until the deployment in `root` is complete (checked every 50 ms).
 * @throws Error with the compiler's output when the build failed.
 */
export async function deploymentBuilt(root: string): Promise<void> {
  for (;;) {
    if (await exists(join(root, BUILT))) return;
    if (await exists(join(root, FAILED)))
      throw new Error(`the bot's build failed: ${await readFile(join(root, FAILED), 'utf8')}`);
    await sleep(50);
  }
}
