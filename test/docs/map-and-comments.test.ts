import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The longest line ARCHITECTURE.md may have: a map's row is a line or two, not a page. */
const MAX_MAP_LINE = 400;

/** Where the project's code lives (bench/ names its targets by the issue that set them). */
const CODE_FOLDERS = ['src', 'commands', 'sandbox', 'ops', 'test'];
const ROOT_FILES = [
  'deploy-commands.ts',
  'migrate-store.ts',
  'backup.ts',
  'restore.ts',
  'vitest.config.ts',
  '.dependency-cruiser.cjs',
];
const THIS_FILE = join('test', 'docs', 'map-and-comments.test.ts');
const CODE = new Set(['.ts', '.mts', '.mjs', '.cjs', '.js', '.sh']);

/** A tracker's number ("issue", "Issue #", "issues" and digits), which belongs in a commit. */
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

async function codeFiles(): Promise<string[]> {
  const found = await Promise.all(
    CODE_FOLDERS.map(async (folder) =>
      (await readdir(folder, { recursive: true }))
        .filter((name) => CODE.has(extname(name)) && !name.includes('node_modules'))
        .map((name) => join(folder, name)),
    ),
  );
  // This file's own examples are the checker's, not history.
  return [...ROOT_FILES, ...found.flat()].filter((file) => !file.endsWith(THIS_FILE));
}

/**
 * The comment text of each line of a file (empty where it has none): `//` to the line's end, a
 * block comment's lines, `#` in a shell script. A heuristic for code as this project writes it.
 */
function commentsOf(text: string, shell: boolean): string[] {
  let inBlock = false;
  return text.split('\n').map((line) => {
    const trimmed = line.trim();
    if (shell) return trimmed.startsWith('#') ? trimmed : (/\s#\s.*$/.exec(line)?.[0] ?? '');
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      return line;
    }
    const opens = line.indexOf('/*');
    if (opens >= 0 && !line.includes('*/', opens + 2)) {
      inBlock = true;
      return line.slice(opens);
    }
    if (opens >= 0) return line.slice(opens, line.indexOf('*/', opens + 2));
    return /(?:^|\s)\/\/.*$/.exec(line)?.[0] ?? '';
  });
}

describe('the map stays a map, and the code keeps no history', () => {
  it(`ARCHITECTURE.md has no line over ${MAX_MAP_LINE} characters`, async () => {
    const lines = (await readFile('ARCHITECTURE.md', 'utf8')).split('\n');
    const long = lines.flatMap((line, index) => {
      const length = [...line].length;
      return length > MAX_MAP_LINE ? [`line ${index + 1}: ${length} characters`] : [];
    });
    expect(long).toEqual([]);
  });

  it('no comment in the code names an issue number (history belongs in commits)', async () => {
    const named: string[] = [];
    for (const file of await codeFiles()) {
      const text = await readFile(file, 'utf8');
      commentsOf(text, file.endsWith('.sh')).forEach((comment, index) => {
        const found = ISSUE_NUMBER.exec(comment);
        if (found) named.push(`${file}:${index + 1}: ${found[0]}`);
      });
    }
    expect(named).toEqual([]);
  });

  it('finds what it looks for', () => {
    const code = [
      'const a = 1; // see issue 64',
      '/** Issue #12: a one-line block */',
      '/**',
      ' * spans lines (issues 44)',
      ' */',
      "const url = 'https://example.org/issue/7'; const b = 'issue 5';",
    ].join('\n');
    const hits = commentsOf(code, false).filter((comment) => ISSUE_NUMBER.test(comment));
    expect(hits).toHaveLength(3);
    expect(commentsOf('# issue 9\necho "issue 10"', true).map((c) => ISSUE_NUMBER.test(c))).toEqual(
      [true, false],
    );
  });
});
