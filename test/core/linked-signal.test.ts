import { getEventListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { linkedSignal } from '../../src/core/linked-signal.js';

describe('linkedSignal', () => {
  it("aborts with a parent's reason", () => {
    const parent = new AbortController();
    const link = linkedSignal([undefined, parent.signal]);
    parent.abort(new Error('stopping'));
    expect(link.signal.aborted).toBe(true);
    expect((link.signal.reason as Error).message).toBe('stopping');
  });

  it('is aborted at once when a parent already is', () => {
    const parent = AbortSignal.abort('gone');
    expect(linkedSignal([parent]).signal.reason).toBe('gone');
  });

  it('leaves no listener on a long-lived parent once disposed or aborted', () => {
    const forever = new AbortController().signal;
    for (let i = 0; i < 1_000; i += 1) linkedSignal([forever]).dispose();
    expect(getEventListeners(forever, 'abort')).toHaveLength(0);
  });

  it('hangs one listener on a parent however many links are live: no MaxListeners warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const parent = new AbortController();
      const links = Array.from({ length: 50 }, () => linkedSignal([parent.signal]));
      expect(getEventListeners(parent.signal, 'abort')).toHaveLength(1);
      await sleep(0);
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
      links[0]?.dispose();
      parent.abort('stopping');
      expect(links.slice(1).every((link) => link.signal.reason === 'stopping')).toBe(true);
      expect(links[0]?.signal.aborted).toBe(false);

      const forever = new AbortController().signal;
      const held = Array.from({ length: 50 }, () => linkedSignal([forever]));
      for (const link of held) link.dispose();
      expect(getEventListeners(forever, 'abort')).toHaveLength(0);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
