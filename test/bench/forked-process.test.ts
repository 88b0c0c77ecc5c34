import { describe, expect, it } from 'vitest';
import { productionStart } from '../../bench/compiled-bot.js';
import { childLaunch } from '../../bench/forked-process.js';

const ENTRY = new URL('../../bench/bot-process.ts', import.meta.url);

describe('childLaunch', () => {
  it('runs a production child compiled, with npm start’s node flags and environment defaults', () => {
    const start = productionStart();
    const launch = childLaunch(ENTRY, { production: true });

    expect(launch.path).toMatch(/\/dist\/bench\/bot-process\.js$/);
    expect(launch.execArgv).not.toContain('tsx');
    expect(launch.execArgv.slice(0, start.nodeArgs.length)).toEqual(start.nodeArgs);
    expect(start.nodeArgs.length).toBeGreaterThan(0);
    expect(Object.keys(start.env).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(start.env)) {
      expect(launch.env[name]).toBe(process.env[name] || value);
    }
  });

  it('runs any other child’s TypeScript through tsx, without production flags', () => {
    const launch = childLaunch(ENTRY);

    expect(launch.path).toMatch(/\/bench\/bot-process\.ts$/);
    expect(launch.execArgv.slice(0, 2)).toEqual(['--import', 'tsx']);
    for (const flag of productionStart().nodeArgs) expect(launch.execArgv).not.toContain(flag);
  });
});
