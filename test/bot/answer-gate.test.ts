import type { Interaction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { AnswerGate } from '../../src/bot/answer-gate.js';

/** An interaction whose first answer is `reply` (on its prototype, as in discord.js). */
function interaction(replies: string[], id: string): Interaction {
  const proto = {
    reply(this: { id: string }) {
      replies.push(this.id);
      return Promise.resolve();
    },
  };
  return Object.assign(Object.create(proto), { id }) as Interaction;
}

describe('AnswerGate', () => {
  it('lets `limit` interactions in, the next ones first come first served as places are given back', async () => {
    const gate = new AnswerGate({ limit: 2 });
    const replies: string[] = [];
    const order: string[] = [];
    const enter = (id: string) =>
      gate.enter(interaction(replies, id)).then((release) => {
        order.push(id);
        return release;
      });
    const [a, b] = await Promise.all([enter('a'), enter('b')]);
    const c = enter('c');
    const d = enter('d');
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
    expect(gate.counts).toEqual({ inside: 2, waiting: 2, unanswered: 4 });
    b();
    b();
    await c;
    expect(order).toEqual(['a', 'b', 'c']);
    a();
    (await d)();
    (await c)();
    expect(gate.counts).toEqual({ inside: 0, waiting: 0, unanswered: 0 });
  });

  it('gives the place back when the first answer is sent, once', async () => {
    const gate = new AnswerGate({ limit: 1 });
    const replies: string[] = [];
    const first = interaction(replies, 'first');
    const release = await gate.enter(first);
    const second = gate.enter(interaction(replies, 'second'));
    await (first as unknown as { reply: () => Promise<void> }).reply();
    await second;
    expect(replies).toEqual(['first']);
    release();
    expect(gate.counts).toEqual({ inside: 1, waiting: 0, unanswered: 1 });
  });

  it('counts an interaction unanswered until its first answer was sent', async () => {
    const gate = new AnswerGate({ limit: 4 });
    let send: () => void = () => {};
    const slow = Object.assign(
      Object.create({
        reply: () =>
          new Promise<void>((resolve) => {
            send = resolve;
          }),
      }),
      { id: 'slow' },
    ) as Interaction;
    await gate.enter(slow);
    const reply = (slow as unknown as { reply: () => Promise<void> }).reply();
    expect(gate.counts).toEqual({ inside: 0, waiting: 0, unanswered: 1 });
    send();
    await reply;
    await Promise.resolve();
    expect(gate.counts).toEqual({ inside: 0, waiting: 0, unanswered: 0 });
  });

  it('quiet() resolves at once after a lone command, and waits while a burst is unanswered', async () => {
    vi.useFakeTimers();
    try {
      const gate = new AnswerGate({ limit: 2, burst: { burstArrivals: 3 } });
      const lone = await gate.enter(interaction([], 'lone'));
      lone();
      await gate.quiet();
      await vi.advanceTimersByTimeAsync(1_000);
      const releases = await Promise.all(['a', 'b'].map((id) => gate.enter(interaction([], id))));
      const third = gate.enter(interaction([], 'c'));
      let quiet = false;
      const waiting = gate.quiet().then(() => {
        quiet = true;
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(quiet).toBe(false);
      for (const release of releases) release();
      (await third)();
      await vi.advanceTimersByTimeAsync(0);
      await waiting;
      expect(quiet).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('quiet() gives up after maxWaitMs while commands stay unanswered', async () => {
    vi.useFakeTimers();
    try {
      const gate = new AnswerGate({ limit: 1, timeoutMs: 60_000, burst: { burstArrivals: 1 } });
      await gate.enter(interaction([], 'a'));
      let quiet = false;
      const waiting = gate.quiet(3_000).then(() => {
        quiet = true;
      });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(quiet).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(quiet).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the place back after timeoutMs without an answer', async () => {
    vi.useFakeTimers();
    try {
      const gate = new AnswerGate({ limit: 1, timeoutMs: 3_000 });
      await gate.enter(interaction([], 'silent'));
      let entered = false;
      const next = gate.enter(interaction([], 'next')).then(() => {
        entered = true;
      });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(entered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await next;
      expect(entered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
