import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
/** Whether this Node prints an ExperimentalWarning when node:sqlite loads. */
const WARNS = Number(process.versions.node.split('.')[0]) < 24;

/** Runs `code` (ESM, the project's sources through tsx) in a new Node process like this one. */
const node = (code: string) =>
  run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: new URL('../..', import.meta.url),
  });

describe('loadNodeSqlite', () => {
  it('loads node:sqlite without its ExperimentalWarning, and lets every other warning through', async () => {
    const { stdout, stderr } = await node(`
      import { loadNodeSqlite } from './src/store/node-sqlite.js';
      const loading = loadNodeSqlite();
      process.emitWarning('another experiment', 'ExperimentalWarning');
      const { DatabaseSync } = await loading;
      console.log(new DatabaseSync(':memory:').prepare('SELECT 1 AS one').get().one);
      console.log(loadNodeSqlite() === loadNodeSqlite());
    `);
    expect(stdout).toBe('1\ntrue\n');
    expect(stderr).toContain('ExperimentalWarning: another experiment');
    expect(stderr).not.toContain('SQLite');
  });

  it('is needed before Node 24: Node 22 announces node:sqlite on stderr, Node 24 does not', async () => {
    const { stderr } = await node(`await import('node:sqlite');`);
    expect(stderr.includes('ExperimentalWarning: SQLite is an experimental feature')).toBe(WARNS);
  });
});
