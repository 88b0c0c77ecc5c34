import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let version: string | undefined;

/**
 * The bot's version: the `version` of the nearest `package.json` above this file (`src/core/`
 * under tsx and `dist/src/core/` once built both find the project's own), read once.
 * `unknown` when none has one.
 */
export function packageVersion(): string {
  version ??= readVersion();
  return version;
}

function readVersion(): string {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    try {
      const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
        version?: unknown;
      };
      if (typeof version === 'string') return version;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (dirname(folder) === folder) return 'unknown';
  }
}
