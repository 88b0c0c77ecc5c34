// The Node.js check of what runs before the bot's own code can: npm ci's (and npm install's)
// preinstall, and ops/run-built.mjs. On a Node.js older than package.json's engines.node it says
// which was found, which is needed and how to get Node 24 in one step, and the process stops
// (npm only warns of an engine mismatch, and the bot would then fail on a module it lacks,
// node:sqlite). ops/run-built.mjs says it in one line. npm runs a project's own preinstall after it
// has installed the dependencies and then prints five error lines of its own, so the preinstall
// frames its note, the command on a line of its own, where it stands out above them; .npmrc's
// loglevel keeps npm's 25 lines of EBADENGINE warnings off the screen before it. package.json has no
// devEngines on purpose: Node 20's own npm (10.8) ignores it, and npm 11's refusal
// (EBADDEVENGINES), though first, is nine lines of its own, also in front of every npm run
// (docs/setup.md, Node.js 24 first). Plain JavaScript, as src/core/node-version.ts is for the entry
// points: this runs before anything is installed, on any Node.js.
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = /^>=\s*v?([\d.]+)$/.exec(String(manifest.engines?.node ?? '').trim())?.[1];
const rank = (version) =>
  version.split('.').reduce((sum, part, index) => sum + Number(part) * 1000 ** (2 - index), 0);

/** This Node.js's version when it is older than engines.node; undefined when it will do. */
function tooOld() {
  const found = process.versions.node;
  return needed !== undefined && rank(found) < rank(needed) ? found : undefined;
}

/**
 * Ends the process with one line when this Node.js is older than engines.node; `fix` is how to
 * go on with Node 24 (a command).
 */
export function requireNode(fix) {
  const found = tooOld();
  if (found === undefined) return;
  console.error(
    `Node.js ${found} is too old: the bot needs Node.js ${needed} or newer. ${fix} ` +
      '(Linux x64, installed from the npm registry), or nvm install && nvm use (reads .nvmrc)',
  );
  process.exit(1);
}

/** The command that puts Node 24 first on this shell's PATH. */
export const GET_NODE_24 = 'node24="$(ops/with-node.sh 24 --bin)" && export PATH="$node24:$PATH"';

/**
 * What `npm ci` on an older Node.js ends with, framed so it stands out above the lines npm prints
 * after it: what was found and is needed, then the command alone on its line, then nvm's way.
 */
export function preinstallNote(found) {
  const rule = '─'.repeat(74);
  return [
    '',
    `┌${rule}`,
    `│ Node.js ${found} is too old: the bot needs Node.js ${needed} or newer.`,
    '│ Get Node 24 for this shell in one step (Linux x64, installed from the npm',
    '│ registry), then run npm ci again:',
    '│',
    `│   ${GET_NODE_24}`,
    '│',
    '│ or: nvm install && nvm use (reads .nvmrc). More in docs/setup.md,',
    '│ "Node.js 24 first".',
    `└${rule}`,
    '',
  ].join('\n');
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = tooOld();
  if (found !== undefined) {
    console.error(preinstallNote(found));
    process.exit(1);
  }
}
