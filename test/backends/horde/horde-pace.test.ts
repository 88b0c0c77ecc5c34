import { afterEach, describe, expect, it, vi } from 'vitest';
import { HORDE_PACES, HordePace, type TakeTurn } from '../../../src/backends/horde/horde-pace.js';
import { createLogger, type LogFields } from '../../../src/core/logger.js';

describe('HordePace', () => {
  let pace: HordePace | undefined;
  afterEach(async () => {
    await pace?.stop();
    pace = undefined;
  });

  const recorded = () => {
    const lines: LogFields[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
    return { lines, logger };
  };

  it('takes a shared turn for the limits the Horde counts per address, not per request', async () => {
    const turns: [string, number][] = [];
    const takeTurn: TakeTurn = async (name, windowMs) => void turns.push([name, windowMs]);
    pace = new HordePace({ takeTurn });
    for (const route of ['submit', 'other', 'check', 'status'] as const) await pace.wait(route);
    expect(turns).toEqual([
      ['horde-submit', HORDE_PACES.submit.minTime],
      ['horde-other', HORDE_PACES.other.minTime],
    ]);
  });

  it('keeps the 90 submissions a minute the Horde allows as well as its 2 a second', () => {
    expect(60_000 / HORDE_PACES.submit.minTime).toBeLessThanOrEqual(90);
    expect(1_000 / HORDE_PACES.submit.minTime).toBeLessThanOrEqual(2);
    expect(60_000 / HORDE_PACES.other.minTime).toBeLessThanOrEqual(90);
  });

  it('goes on at its own pace when the store does not answer, says so once, and shares again later', async () => {
    let now = 1_000;
    let failing = true;
    let asked = 0;
    const takeTurn: TakeTurn = async () => {
      asked += 1;
      if (failing) throw new Error('ClientOfflineError');
    };
    const { lines, logger } = recorded();
    pace = new HordePace({ takeTurn, logger, retrySharedMs: 5_000, now: () => now });
    await pace.wait('other');
    await pace.wait('other');
    await pace.wait('submit');
    expect(asked).toBe(1);
    const alone = lines.filter((line) => String(line.msg).includes('this process alone'));
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatchObject({ level: 'warn', route: 'other' });
    now += 5_000;
    failing = false;
    await pace.wait('submit');
    expect(asked).toBe(2);
    expect(lines.at(-1)).toMatchObject({ level: 'info', route: 'submit' });
    expect(String(lines.at(-1)?.msg)).toContain('shared by every process again');
  });

  it('rejects with the signal’s reason when aborted while waiting for its turn, and logs nothing', async () => {
    const takeTurn: TakeTurn = (_name, _windowMs, signal) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    const { lines, logger } = recorded();
    pace = new HordePace({ takeTurn, logger });
    const stop = new AbortController();
    const waiting = pace.wait('submit', stop.signal);
    const reason = new Error('stopped waiting');
    stop.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect(lines).toEqual([]);
  });

  it('rejects a call still queued behind others as soon as its signal aborts, and keeps the pace', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let turns = 0;
    const takeTurn: TakeTurn = async () => {
      turns += 1;
      if (turns === 1) await held;
    };
    pace = new HordePace({ takeTurn });
    const first = pace.wait('submit');
    await vi.waitFor(() => expect(turns).toBe(1));
    const late = new AbortController();
    const queued = pace.wait('submit', late.signal);
    const reason = new Error('too late for Discord');
    late.abort(reason);
    await expect(queued).rejects.toBe(reason);
    release();
    await first;
    await pace.wait('submit');
    expect(turns).toBe(2);
  });
});
