import { packageManifest } from './package-version.js';

/** A version `major.minor.patch` as one comparable number (minor and patch below 1000). */
const rank = (text: string): number | undefined => {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  return match
    ? Number(match[1]) * 1e6 + Number(match[2] ?? 0) * 1e3 + Number(match[3] ?? 0)
    : undefined;
};

/**
 * The oldest Node.js the bot runs on: `package.json` `engines.node` (`>=22.13`), the version
 * after `>=`. Undefined when the manifest names none.
 */
export function neededNode(): string | undefined {
  const range = packageManifest().engines?.node;
  return typeof range === 'string' ? /^>=\s*v?([\d.]+)$/.exec(range.trim())?.[1] : undefined;
}

/**
 * What is wrong with running on Node.js `found`: one line naming it, the version needed and how to
 * get it for the npm `script`; undefined when recent enough. Uses nothing an old Node.js lacks.
 */
export function nodeVersionProblem(
  found: string = process.versions.node,
  needed: string | undefined = neededNode(),
  script: string | undefined = process.env.npm_lifecycle_event,
): string | undefined {
  const have = rank(found);
  const want = needed === undefined ? undefined : rank(needed);
  if (have === undefined || want === undefined || have >= want) return undefined;
  const command = script === undefined || script === 'start' ? 'npm start' : `npm run ${script}`;
  return (
    `Node.js ${found} is too old: the bot needs Node.js ${needed} or newer. Run it with a newer ` +
    `one: ops/with-node.sh 24 ${command} (Linux x64, installed from the npm registry), ` +
    'or nvm install && nvm use (reads .nvmrc)'
  );
}
