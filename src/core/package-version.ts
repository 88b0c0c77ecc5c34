import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fields of the project's `package.json` the bot reads. */
export interface PackageManifest {
  readonly version?: unknown;
  readonly engines?: { readonly node?: unknown };
}

let manifest: PackageManifest | undefined;

/**
 * The nearest `package.json` above this file with a `version`, read once; `{}` when none. Uses
 * only built-ins every Node.js has: the version check reads it.
 */
export const packageManifest = (): PackageManifest => (manifest ??= readManifest());

/** The bot's version: the project's `package.json` `version`; `unknown` when none has one. */
export function packageVersion(): string {
  const { version } = packageManifest();
  return typeof version === 'string' ? version : 'unknown';
}

function readManifest(): PackageManifest {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    try {
      const read = JSON.parse(
        readFileSync(join(folder, 'package.json'), 'utf8'),
      ) as PackageManifest;
      if (typeof read.version === 'string') return read;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (dirname(folder) === folder) return {};
  }
}
