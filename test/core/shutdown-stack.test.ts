import { describe, expect, it } from 'vitest';
import { createLogger, type LogFields } from '../../src/core/logger.js';
import { ShutdownStack } from '../../src/core/shutdown-stack.js';

function stackWithLog() {
  const lines: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
  return { stack: new ShutdownStack(logger), lines };
}

describe('ShutdownStack', () => {
  it('releases the last acquired first, each awaited', async () => {
    const { stack } = stackWithLog();
    const order: string[] = [];
    const store = stack.use('store', { name: 'store' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('store');
    });
    stack.defer('client', () => order.push('client'));
    expect(store.name).toBe('store');
    await stack.close();
    expect(order).toEqual(['client', 'store']);
  });

  it('logs a release that fails and goes on with the others, once however often closed', async () => {
    const { stack, lines } = stackWithLog();
    const order: string[] = [];
    stack.defer('first', () => order.push('first'));
    stack.defer('broken', () => {
      throw new Error('boom');
    });
    await Promise.all([stack.close(), stack.close()]);
    await stack.close();
    expect(order).toEqual(['first']);
    expect(lines.filter((line) => line.msg === 'could not release on stop')).toHaveLength(1);
    expect(() => stack.defer('late', () => {})).toThrow(/closing/);
  });
});
