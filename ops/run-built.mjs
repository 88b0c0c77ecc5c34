// `npm run deploy-commands`: runs the build's dist/deploy-commands.js (what `npm start` runs is
// built the same way), building dist/ first with `npm run build` only when that file is missing
// or older than a source it is compiled from. Through tsx, the same command compiled every file
// again on each run (21–38 s against 3–7 s on a loaded 2-core machine). Plain JavaScript: it runs
// before anything is built.
//   node ops/run-built.mjs <entry> [its arguments…]      (entry: deploy-commands)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireNode } from './require-node.mjs';

/** What `npm run build` compiles (tsconfig.build.json's include) and what changes its output. */
const SOURCES = ['src', 'commands', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

/** The newest modification time (ms) of `path`, a file or a folder walked whole; 0 when absent. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/**
 * Why `dist/<entry>.js` must be built first in `root`: `missing`, `stale` (a source is newer), or
 * undefined when it is up to date.
 */
export function buildNeeded(root, entry) {
  const built = join(root, 'dist', `${entry}.js`);
  if (!existsSync(built)) return 'missing';
  const sources = [...SOURCES, `${entry}.ts`].map((path) => newest(join(root, path)));
  return Math.max(...sources) > statSync(built).mtimeMs ? 'stale' : undefined;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [entry = ''] = process.argv.splice(2, 1);
  requireNode(`Run it with a newer one: ops/with-node.sh 24 npm run ${entry}`);
  const why = buildNeeded('.', entry);
  if (why) {
    const said = why === 'missing' ? 'is missing' : 'is older than its sources';
    console.error(`dist/${entry}.js ${said}: building it first (npm run build)…`);
    const npm = process.env.npm_execpath;
    const build = npm
      ? spawnSync(process.execPath, [npm, 'run', '--silent', 'build'], { stdio: 'inherit' })
      : spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await import(pathToFileURL(resolve('dist', `${entry}.js`)).href);
}
