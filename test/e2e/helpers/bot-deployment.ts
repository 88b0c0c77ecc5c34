import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * Lays out what a deployment holds in a temporary folder: package.json, node_modules (a link) and
 * `dist/` compiled from tsconfig.build.json, as `npm run build` compiles it. `--noCheck` only skips
 * type checking, which `npm run typecheck` already does for the same files; the emitted JavaScript
 * is the same. Returns the folder.
 */
export async function buildDeployment(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'imagine-bot-built-'));
  const tsc = resolve('node_modules/typescript/bin/tsc');
  const args = ['-p', resolve('tsconfig.build.json'), '--noCheck', '--outDir', join(root, 'dist')];
  await promisify(execFile)(process.execPath, [tsc, ...args]);
  await copyFile(resolve('package.json'), join(root, 'package.json'));
  await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
