import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { RestartingError } from '../../../src/core/app-error.js';
import { EditCoalescer } from '../../../src/imagine/delivery/edit-coalescer.js';

/** Records what was sent and when; `hold()` keeps the next sends in flight until released. */
function recorder() {
  const sent: { what: string; at: number }[] = [];
  let gate: Promise<void> | undefined;
  let open = () => {};
  const start = Date.now();
  return {
    sent,
    whats: () => sent.map((s) => s.what),
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    send:
      (what: string, fail = false) =>
      async () => {
        sent.push({ what, at: Date.now() - start });
        if (gate) await gate;
        if (fail) throw new Error(`${what} failed`);
      },
  };
}

describe('EditCoalescer', () => {
  it('skips an edit that shows what the message already shows', async () => {
    const edits = new EditCoalescer({ intervalMs: 0 });
    const r = recorder();
    edits.progress('m', 'a', r.send('a'));
    await sleep(5);
    edits.progress('m', 'a', r.send('a again'));
    await sleep(5);
    expect(r.whats()).toEqual(['a']);
  });

  it('sends the latest state once the edit in flight ends, skipping those between', async () => {
    const edits = new EditCoalescer({ intervalMs: 0 });
    const r = recorder();
    r.hold();
    edits.progress('m', 'a', r.send('a'));
    edits.progress('m', 'b', r.send('b'));
    edits.progress('m', 'c', r.send('c'));
    r.release();
    await sleep(10);
    expect(r.whats()).toEqual(['a', 'c']);
  });

  it('spaces edits of one message by the interval, not those of different messages', async () => {
    const edits = new EditCoalescer({ intervalMs: 60 });
    const r = recorder();
    edits.progress('m', 'a', r.send('a'));
    edits.progress('n', 'x', r.send('x'));
    await sleep(5);
    edits.progress('m', 'b', r.send('b'));
    await sleep(100);
    const at = Object.fromEntries(r.sent.map((s) => [s.what, s.at]));
    expect(r.whats().sort()).toEqual(['a', 'b', 'x']);
    expect((at.x ?? 0) - (at.a ?? 0)).toBeLessThan(30);
    expect((at.b ?? 0) - (at.a ?? 0)).toBeGreaterThanOrEqual(55);
  });

  it('shows a new stage after the short interval, progress within a stage after the long one', async () => {
    const edits = new EditCoalescer({ intervalMs: 20, progressIntervalMs: 150 });
    const r = recorder();
    edits.progress('m', 'queued', r.send('queued'), 'queued');
    edits.progress('m', 'queued 2nd', r.send('queued 2nd'), 'queued');
    await sleep(60);
    expect(r.whats()).toEqual(['queued']);
    edits.progress('m', 'generating', r.send('generating'), 'generating');
    await sleep(60);
    expect(r.whats()).toEqual(['queued', 'generating']);
    edits.progress('m', 'ready in 20 s', r.send('ready in 20 s'), 'generating');
    await sleep(60);
    expect(r.whats()).toEqual(['queued', 'generating']);
    await sleep(150);
    expect(r.whats()).toEqual(['queued', 'generating', 'ready in 20 s']);
    const at = Object.fromEntries(r.sent.map((sent) => [sent.what, sent.at]));
    expect((at['ready in 20 s'] ?? 0) - (at.generating ?? 0)).toBeGreaterThanOrEqual(140);
  });

  it('stretches progress spacing with the messages in flight, keeping the process within its budget', async () => {
    const edits = new EditCoalescer({
      intervalMs: 0,
      progressIntervalMs: 0,
      progressEditsPerSecond: 20,
    });
    const r = recorder();
    for (const key of ['m1', 'm2', 'm3', 'm4']) edits.progress(key, 'a', r.send(`${key} a`), 's');
    await sleep(5);
    edits.progress('m1', 'b', r.send('m1 b'), 's');
    await sleep(120);
    expect(r.whats()).not.toContain('m1 b');
    await sleep(150);
    expect(r.whats()).toContain('m1 b');
    const at = Object.fromEntries(r.sent.map((sent) => [sent.what, sent.at]));
    expect((at['m1 b'] ?? 0) - (at['m1 a'] ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it('shows a new place like a new stage, but within the budget when many messages are in flight', async () => {
    vi.useFakeTimers();
    try {
      const edits = new EditCoalescer({
        intervalMs: 0,
        progressIntervalMs: 60_000,
        progressEditsPerSecond: 10,
        now: () => Date.now(),
      });
      const r = recorder();
      const keys = Array.from({ length: 20 }, (_, index) => `m${index}`);
      for (const key of keys) edits.progress(key, 'at 5', r.send(`${key} at 5`), 'waiting@5');
      await vi.advanceTimersByTimeAsync(10);
      // 20 messages in flight at 10 edits a second: a new place waits 2 s, not the minute of progress.
      edits.progress('m1', 'at 4', r.send('m1 at 4'), 'waiting@4');
      await vi.advanceTimersByTimeAsync(1_900);
      expect(r.whats()).not.toContain('m1 at 4');
      await vi.advanceTimersByTimeAsync(200);
      expect(r.whats()).toContain('m1 at 4');
      // Leaving the queue is a new stage: at once.
      edits.progress('m2', 'generating', r.send('m2 generating'), 'processing');
      await vi.advanceTimersByTimeAsync(1);
      expect(r.whats()).toContain('m2 generating');
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows what a seeded message shows: the same view is never sent, progress waits from the seed', async () => {
    const edits = new EditCoalescer({ intervalMs: 0, progressIntervalMs: 100 });
    const r = recorder();
    edits.seed('m', 'queued', 'queued', Date.now());
    edits.progress('m', 'queued', r.send('queued again'), 'queued');
    edits.progress('m', 'position 2', r.send('position 2'), 'queued');
    await sleep(50);
    expect(r.whats()).toEqual([]);
    await sleep(100);
    expect(r.whats()).toEqual(['position 2']);
  });

  it('drops a failed progress edit and tells, so the same state can be sent again', async () => {
    const dropped: string[] = [];
    const edits = new EditCoalescer({ intervalMs: 0, onDropped: (key) => dropped.push(key) });
    const r = recorder();
    edits.progress('m', 'a', r.send('a', true));
    await sleep(5);
    edits.progress('m', 'a', r.send('a retried'));
    await sleep(5);
    expect(dropped).toEqual(['m']);
    expect(r.whats()).toEqual(['a', 'a retried']);
  });

  it('sends the final edit after the one in flight, dropping pending progress', async () => {
    const edits = new EditCoalescer({ intervalMs: 0 });
    const r = recorder();
    r.hold();
    edits.progress('m', 'a', r.send('a'));
    edits.progress('m', 'b', r.send('b'));
    const final = edits.final('m', r.send('final'));
    await sleep(5);
    expect(r.whats()).toEqual(['a']);
    r.release();
    await final;
    edits.progress('m', 'c', r.send('late'));
    await sleep(5);
    expect(r.whats().slice(0, 2)).toEqual(['a', 'final']);
    expect(edits.size).toBeLessThanOrEqual(1);
  });

  it('keeps the interval before the final edit too', async () => {
    const edits = new EditCoalescer({ intervalMs: 50 });
    const r = recorder();
    edits.progress('m', 'a', r.send('a'));
    await edits.final('m', r.send('final'));
    expect((r.sent[1]?.at ?? 0) - (r.sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(45);
  });

  it('rejects when the final edit fails, so the caller can retry it', async () => {
    const edits = new EditCoalescer({ intervalMs: 0 });
    const r = recorder();
    await expect(edits.final('m', r.send('final', true))).rejects.toThrow('final failed');
    await edits.final('m', r.send('final again'));
    expect(r.whats()).toEqual(['final', 'final again']);
  });

  it('drops pending edits on close and ends a final edit waiting for the interval', async () => {
    const edits = new EditCoalescer({ intervalMs: 1_000 });
    const r = recorder();
    edits.progress('m', 'a', r.send('a'));
    edits.progress('m', 'b', r.send('b'));
    const final = edits.final('n', r.send('n final'));
    edits.progress('n', 'x', r.send('x'));
    const waiting = edits.final('m', r.send('m final'));
    edits.close();
    await expect(waiting).rejects.toBeInstanceOf(RestartingError);
    await final;
    edits.progress('m', 'c', r.send('c'));
    expect(r.whats()).toEqual(['a', 'n final']);
  });
});
