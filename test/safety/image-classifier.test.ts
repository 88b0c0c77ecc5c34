import { afterAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { createLogger } from '../../src/core/logger.js';
import { createImageClassifier } from '../../src/safety/image-classifier.js';

const logs: string[] = [];
const classifier = createImageClassifier({
  logger: createLogger({ level: 'warn', write: (line) => logs.push(line) }),
});
afterAll(() => classifier.close());

describe('the image classifier (nsfwjs on a worker thread, the real model)', () => {
  it('scores a picture with the five classes, and answers "not checked" for bytes that are none', async () => {
    const picture = await renderImage({ width: 256, height: 256, prompt: 'a lake', seed: 1 });
    const check = await classifier.check(picture);
    if (!check.checked) throw new Error(check.problem);
    const { drawing, hentai, neutral, porn, sexy } = check.scores;
    expect(drawing + hentai + neutral + porn + sexy).toBeCloseTo(1, 3);
    expect(check.cpuMs).toBeGreaterThan(0);
    const garbage = await classifier.check(new Uint8Array([1, 2, 3, 4]));
    expect(garbage).toEqual({ checked: false, problem: expect.any(String) });
  }, 60_000);

  it('fails the checks of a thread that ends, and starts a new one for the next', async () => {
    const picture = await renderImage({ width: 64, height: 64, prompt: 'a hill', seed: 2 });
    const pending = classifier.check(picture);
    await classifier.close();
    expect(await pending).toEqual({ checked: false, problem: 'the classifier was closed' });
    const again = await classifier.check(picture);
    expect(again.checked).toBe(true);
  }, 60_000);

  it('fails a check that takes too long, ending its thread', async () => {
    const slow = createImageClassifier({ logger: createLogger({ level: 'silent' }), timeoutMs: 1 });
    const picture = await renderImage({ width: 64, height: 64, prompt: 'a tree', seed: 3 });
    expect(await slow.check(picture)).toEqual({
      checked: false,
      problem: 'no answer within 1 ms',
    });
    await slow.close();
  });
});
