import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');

/**
 * The documentation a reader follows links through: the README, the map, the measured figures and
 * every file of docs/.
 */
async function documentationFiles(): Promise<string[]> {
  const docs = await readdir('docs', { recursive: true });
  return [
    'README.md',
    'ARCHITECTURE.md',
    'bench/README.md',
    ...docs.filter((name) => name.endsWith('.md')).map((name) => join('docs', name)),
  ];
}

/**
 * The anchors of a Markdown text's headings as GitHub makes them: lower case, punctuation dropped,
 * spaces as hyphens, a repeated one numbered (`-1`, `-2`).
 */
function headingAnchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of text
    .replace(/```[\s\S]*?```/g, '')
    .matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Fenced code blocks and inline code hold examples, not links. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** Every link target of a Markdown text: `[text](target)`, `[name]: target` and `<img src>`. */
function linkTargets(text: string): string[] {
  const prose = withoutCode(text);
  const patterns = [
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g,
  ];
  return patterns.flatMap((pattern) => [...prose.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/**
 * What is wrong with a link of `file` to `target`, or undefined when it is a good one: a file
 * outside the repository or missing, or an anchor no heading of a Markdown file makes.
 */
function linkProblem(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
  if (path.startsWith('/')) return `${file}: ${target} is an absolute path`;
  const where = path === '' ? resolve(file) : resolve(dirname(file), path);
  if (relative(ROOT, where).startsWith('..')) return `${file}: ${target} leaves the repository`;
  if (!existsSync(where)) return `${file}: ${target} does not exist`;
  const anchor = /#(.+)$/.exec(target)?.[1];
  if (anchor === undefined || !where.endsWith('.md')) return undefined;
  const anchors = headingAnchors(readFileSync(where, 'utf8'));
  if (!anchors.has(decodeURIComponent(anchor))) return `${file}: ${target} has no such heading`;
  return undefined;
}

/**
 * Paths a text names outside the repository, links or not (`/work/…`, `/home/…`, `../shared/…`,
 * the shared notes' `shared/docs/…` in inline code): a reader of a clone cannot open them.
 */
const outsidePaths = (text: string): string[] =>
  [
    ...text.matchAll(
      /(?:^|[\s`(])((?:\/work|\/home)\/[^\s`)]*|(?:\.\.\/)*shared\/(?:docs|spec)\/[^\s`)]*|(?:\.\.\/)+shared\/[^\s`)]*)/g,
    ),
  ].map((match) => match[1] ?? '');

describe('relative links in README.md and docs/', () => {
  it("name no path outside the repository, in docs/ and the emulators' READMEs", async () => {
    const sandbox = await readdir('sandbox', { recursive: true });
    const files = [
      ...(await documentationFiles()),
      ...sandbox.filter((name) => name.endsWith('README.md')).map((name) => join('sandbox', name)),
    ];
    expect(files).toContain('sandbox/horde/README.md');
    const found = [];
    for (const file of files) {
      for (const path of outsidePaths(await readFile(file, 'utf8'))) found.push(`${file}: ${path}`);
    }
    expect(found).toEqual([]);
    expect(
      outsidePaths('facts: `/work/shared/docs/x.md` §1, ../shared/notes.md and `shared/docs/y.md`'),
    ).toEqual(['/work/shared/docs/x.md', '../shared/notes.md', 'shared/docs/y.md']);
  });

  it('point to files that exist in the repository', async () => {
    const files = await documentationFiles();
    expect(files).toContain('docs/image-service.md');
    const problems: string[] = [];
    for (const file of files) {
      for (const target of linkTargets(await readFile(file, 'utf8'))) {
        const problem = linkProblem(file, target);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are found in every form and reported when dead or outside the repository', () => {
    const text = [
      'See [setup](setup.md#step-by-step), [gone](gone.md) and [web](https://example.com).',
      '<img src="images/missing.png" alt="">',
      '[ref]: ../../outside.md',
      '`[code](not-a-link.md)`',
    ].join('\n');
    const targets = linkTargets(text);
    expect(targets).toEqual([
      'setup.md#step-by-step',
      'gone.md',
      'https://example.com',
      '../../outside.md',
      'images/missing.png',
    ]);
    expect(targets.map((target) => linkProblem('docs/x.md', target))).toEqual([
      undefined,
      'docs/x.md: gone.md does not exist',
      undefined,
      'docs/x.md: ../../outside.md leaves the repository',
      'docs/x.md: images/missing.png does not exist',
    ]);
    expect(linkProblem('docs/setup.md', '#nowhere')).toBe(
      'docs/setup.md: #nowhere has no such heading',
    );
    expect(linkProblem('docs/x.md', 'setup.md#nowhere-either')).toBe(
      'docs/x.md: setup.md#nowhere-either has no such heading',
    );
    expect(linkProblem('docs/setup.md', '#with-docker-compose')).toBeUndefined();
  });
});
