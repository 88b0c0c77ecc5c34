import { describe, expect, it } from 'vitest';
import { envOfConfig } from '../../bench/bot-env.js';
import {
  parsePressureTotal,
  parseProcStat,
  parseProcStatus,
  parseSchedstat,
  parseSharedBytes,
  readProcessCpu,
  readProcessMemory,
  readThreadSchedule,
} from '../../bench/proc-stats.js';
import { parseBotConfig as parseConfig } from '../../src/app/backends.js';

describe('parseProcStat', () => {
  it('reads utime and stime after the command name, whatever the name holds', () => {
    const line =
      '4242 (node (a) b) S 1 4242 4242 0 -1 4194560 9000 0 12 0 1234 567 0 0 20 0 11 0 100 1000000 30000 18446744073709551615';
    expect(parseProcStat(line)).toEqual({ ticks: 1801, userTicks: 1234, systemTicks: 567 });
  });

  it('refuses text that is not a stat line', () => {
    expect(() => parseProcStat('nothing here')).toThrow(/not a \/proc\/<pid>\/stat line/);
  });

  it('reads this process, which has used some CPU', () => {
    const cpu = readProcessCpu(process.pid);
    expect(cpu.ticks).toBeGreaterThan(0);
    expect(cpu.ticks).toBe(cpu.userTicks + cpu.systemTicks);
  });
});

describe('parseProcStatus', () => {
  it('reads VmRSS and VmHWM in bytes', () => {
    const text =
      'Name:\tnode\nVmPeak:\t 1000 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t11\n';
    expect(parseProcStatus(text)).toEqual({
      rssBytes: 100 * 1024 * 1024,
      peakRssBytes: 200 * 1024 * 1024,
    });
  });

  it('names a missing line', () => {
    expect(() => parseProcStatus('VmRSS:\t 1 kB\n')).toThrow(
      '/proc/<pid>/status has no VmHWM line',
    );
  });

  it('reads this process: the peak is at least what is resident now', () => {
    const memory = readProcessMemory(process.pid);
    expect(memory.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(memory.peakRssBytes).toBeGreaterThanOrEqual(memory.rssBytes);
  });
});

describe('parseSharedBytes', () => {
  it('adds the clean and dirty shared pages of smaps_rollup, in bytes', () => {
    const text =
      'Rss:  150000 kB\nPss:  100000 kB\nShared_Clean:  56000 kB\nShared_Dirty:  700 kB\nPrivate_Clean:  22000 kB\n';
    expect(parseSharedBytes(text)).toBe((56_000 + 700) * 1024);
  });

  it('names a missing line', () => {
    expect(() => parseSharedBytes('Shared_Clean:  1 kB\n')).toThrow('no Shared_Dirty line');
  });
});

describe('parseSchedstat', () => {
  it('reads the time on a CPU and waiting for one, in ms', () => {
    expect(parseSchedstat('304302491 1021311850 935\n')).toEqual({
      cpuMs: 304.302491,
      waitMs: 1021.31185,
    });
    expect(() => parseSchedstat('')).toThrow(/not a \/proc\/<pid>\/schedstat line/);
  });

  it('reads this process and a child by pid alike', () => {
    expect(readThreadSchedule('self').cpuMs).toBeGreaterThan(0);
    expect(readThreadSchedule(process.pid).cpuMs).toBeGreaterThan(0);
  });
});

describe('parsePressureTotal', () => {
  it('reads the total of the "some" line, in ms', () => {
    const text =
      'some avg10=89.56 avg60=91.84 avg300=84.02 total=6313505884\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n';
    expect(parsePressureTotal(text)).toBe(6_313_505.884);
    expect(() => parsePressureTotal('full total=1')).toThrow(/no "some … total=" line/);
  });
});

describe('envOfConfig', () => {
  it('gives the variables that parse back into the same configuration', () => {
    const config = parseConfig({
      DISCORD_TOKEN: 'token',
      DISCORD_APPLICATION_ID: '123456789012345678',
      IMAGE_API_URL: 'http://127.0.0.1:1234',
      IMAGE_HOSTS: 'cdn.example.com,*.images.example.net',
      ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
      KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
      KEY_ENCRYPTION_PREVIOUS_SECRETS: `${'y'.repeat(32)},${'z'.repeat(32)}`,
      GUILD_MAX_ACTIVE_JOBS: '25',
      FAIR_SERVER_WEIGHTS: '123456789012345678:2,234567890123456789:0.5',
      PROGRESS_EDITS_PER_SECOND: '12.5',
    });
    const env = envOfConfig(config);
    expect(env).toMatchObject({
      FAIR_SERVER_WEIGHTS: '123456789012345678:2,234567890123456789:0.5',
      IMAGE_HOSTS: 'cdn.example.com,*.images.example.net',
      ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
      GUILD_MAX_ACTIVE_JOBS: '25',
      PROGRESS_EDITS_PER_SECOND: '12.5',
    });
    expect(parseConfig(env)).toEqual(config);
  });

  it('leaves out what is unset and keeps empty lists empty', () => {
    const config = parseConfig({
      DISCORD_TOKEN: 'token',
      IMAGE_API_URL: 'http://127.0.0.1:1234',
      KEY_ENCRYPTION_SECRET: 'x'.repeat(32),
    });
    const env = envOfConfig(config);
    expect(env).not.toHaveProperty('DISCORD_APPLICATION_ID');
    expect(parseConfig(env)).toEqual(config);
  });
});
