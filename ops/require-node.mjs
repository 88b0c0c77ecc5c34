// npm ci's (and npm install's) preinstall: on a Node.js older than package.json's engines.node,
// one line says which was found, which is needed and how to get it, and the install stops (npm
// only warns of an engine mismatch, and the bot would then fail on a module it lacks,
// node:sqlite). npm 10.9 and newer refuse before downloading (package.json's devEngines); this is
// for an older npm, which ignores devEngines. Plain JavaScript, as src/core/node-version.ts is for
// the entry points: this runs before anything is installed, on any Node.js.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = /^>=\s*v?([\d.]+)$/.exec(String(manifest.engines?.node ?? '').trim())?.[1];
const rank = (version) =>
  version.split('.').reduce((sum, part, index) => sum + Number(part) * 1000 ** (2 - index), 0);
const found = process.versions.node;
if (needed !== undefined && rank(found) < rank(needed)) {
  console.error(
    `Node.js ${found} is too old: the bot needs Node.js ${needed} or newer. Install with a newer ` +
      'one: ops/with-node.sh 24 npm ci (Linux x64, installed from the npm registry), or ' +
      'nvm install && nvm use (reads .nvmrc)',
  );
  process.exit(1);
}
