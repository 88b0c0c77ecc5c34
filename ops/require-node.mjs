// The Node.js check of what runs before the bot's own code can: npm ci's (and npm install's)
// preinstall, and ops/run-built.mjs. On a Node.js older than package.json's engines.node, one line
// says which was found, which is needed and how to get Node 24 in one step, and the process stops
// (npm only warns of an engine mismatch, and the bot would then fail on a module it lacks,
// node:sqlite). npm runs a project's own preinstall after it has installed the dependencies;
// package.json has no devEngines on purpose: Node 20's own npm (10.8) ignores it, and npm 11's
// refusal (EBADDEVENGINES), though first, is nine lines of its own, also in front of every npm run
// (docs/setup.md, Node.js 24 first). Plain JavaScript, as src/core/node-version.ts is for the entry
// points: this runs before anything is installed, on any Node.js.
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = /^>=\s*v?([\d.]+)$/.exec(String(manifest.engines?.node ?? '').trim())?.[1];
const rank = (version) =>
  version.split('.').reduce((sum, part, index) => sum + Number(part) * 1000 ** (2 - index), 0);

/**
 * Ends the process with one line when this Node.js is older than engines.node; `fix` is how to
 * go on with Node 24 (a command).
 */
export function requireNode(fix) {
  const found = process.versions.node;
  if (needed === undefined || rank(found) >= rank(needed)) return;
  console.error(
    `Node.js ${found} is too old: the bot needs Node.js ${needed} or newer. ${fix} ` +
      '(Linux x64, installed from the npm registry), or nvm install && nvm use (reads .nvmrc)',
  );
  process.exit(1);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  requireNode(
    'Get Node 24 for this shell in one step, then run npm ci again: ' +
      'node24="$(ops/with-node.sh 24 --bin)" && export PATH="$node24:$PATH"',
  );
}
