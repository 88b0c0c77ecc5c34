import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type GenerationEventMap,
  GenerationEvents,
  type GenerationFacts,
} from '../../src/jobs/generation-events.js';
import { memoryLogger } from '../store/store-test-kit.js';

const facts: GenerationFacts = {
  jobId: 'j1',
  replyId: 'j1',
  userId: 'u1',
  guildId: 'g1',
  channelId: 'c1',
  keyRef: { kind: 'server', guildId: 'g1' },
  request: { prompt: 'a cat', model: 'm' },
};

describe('GenerationEvents', () => {
  it('hands each listener the payload of its event, typed by name', () => {
    const events = new GenerationEvents(memoryLogger().logger);
    const seen: string[] = [];
    events.on('charged', (event) => {
      expectTypeOf(event).toEqualTypeOf<GenerationEventMap['charged']>();
      seen.push(`charged ${event.taskId}`);
    });
    events.on('finished', (event) => {
      expectTypeOf(event.imageUrl).toEqualTypeOf<string>();
      seen.push(`finished ${event.imageUrl}`);
    });
    events.emit('charged', { ...facts, taskId: 't1', submittedAt: 1 });
    events.emit('finished', { ...facts, imageUrl: 'https://x/1.png', finishedAt: 2 });
    events.emit('admitted', facts);
    expect(seen).toEqual(['charged t1', 'finished https://x/1.png']);
  });

  it('calls listeners in the order they subscribed, and no longer once unsubscribed', () => {
    const events = new GenerationEvents(memoryLogger().logger);
    const calls: string[] = [];
    const offA = events.on('admitted', () => void calls.push('a'));
    events.on('admitted', () => void calls.push('b'));
    events.emit('admitted', facts);
    offA();
    offA();
    events.emit('admitted', facts);
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('counts a function subscribed twice as two subscriptions, each undone alone', () => {
    const events = new GenerationEvents(memoryLogger().logger);
    const listener = vi.fn();
    const off = events.on('admitted', listener);
    events.on('admitted', listener);
    events.emit('admitted', facts);
    off();
    events.emit('admitted', facts);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('isolates a listener that throws or rejects: the others are told, the failure is logged with its cause', async () => {
    const { logger, lines } = memoryLogger();
    const events = new GenerationEvents(logger);
    const after = vi.fn();
    events.on('failed', () => {
      throw new Error('listener broke');
    });
    events.on('failed', async () => {
      throw new Error('listener rejected');
    });
    events.on('failed', after);
    const error = { name: 'InvalidParameterError', message: 'bad' };
    expect(() =>
      events.emit('failed', { ...facts, state: 'failed', error, finishedAt: 3 }),
    ).not.toThrow();
    await events.idle();
    expect(after).toHaveBeenCalledTimes(1);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'a generation event listener failed',
        event: 'failed',
        jobId: 'j1',
        error: expect.objectContaining({ message: 'listener broke' }),
      }),
      expect.objectContaining({
        event: 'failed',
        error: expect.objectContaining({ message: 'listener rejected' }),
      }),
    ]);
  });

  it('gives every listener the same frozen copy: one cannot change what the next sees', () => {
    const events = new GenerationEvents(memoryLogger().logger);
    const sent = { ...facts, request: { prompt: 'a cat' } };
    const prompts: unknown[] = [];
    events.on('admitted', (event) => {
      expect(Object.isFrozen(event.request)).toBe(true);
      expect(() => {
        (event.request as { prompt: string }).prompt = 'a dog';
      }).toThrow();
      prompts.push(event.request.prompt);
    });
    events.on('admitted', (event) => void prompts.push(event.request.prompt));
    events.emit('admitted', sent);
    sent.request.prompt = 'changed after';
    expect(prompts).toEqual(['a cat', 'a cat']);
  });

  it('waits in idle() for the listeners still at work', async () => {
    const events = new GenerationEvents(memoryLogger().logger);
    let done = false;
    events.on('refunded', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done = true;
    });
    events.emit('refunded', { ...facts, serverId: 'g1', usedAt: 1 });
    expect(done).toBe(false);
    await events.idle();
    expect(done).toBe(true);
  });
});
