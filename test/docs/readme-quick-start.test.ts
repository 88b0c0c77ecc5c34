import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** The commands a newcomer runs first: the demo and the tests, each on a fresh clone. */
const QUICK_START = ['npm ci && npm run demo', 'npm ci && npm test'];

describe('README.md', () => {
  it('holds both quick-start commands in its first 40 lines', async () => {
    const firstScreen = (await readFile('README.md', 'utf8')).split('\n').slice(0, 40).join('\n');
    expect(QUICK_START.filter((command) => !firstScreen.includes(command))).toEqual([]);
  });

  it('shows a picture of a result in its first 40 lines, from a file in the repository', async () => {
    const firstScreen = (await readFile('README.md', 'utf8')).split('\n').slice(0, 40).join('\n');
    const image = /<img src="([^"]+)"|!\[[^\]]*\]\(([^)\s]+)\)/.exec(firstScreen);
    const source = image?.[1] ?? image?.[2];
    expect(source).toMatch(/^docs\/images\/.+\.png$/);
    await expect(readFile(source ?? '')).resolves.toBeInstanceOf(Buffer);
  });
});
