import { describe, expect, it } from 'vitest';
import { decodeWeights, loadBundledModel } from '../../src/safety/bundled-model.js';

describe('the bundled model’s weights', () => {
  it('reads 8-bit quantized weights as min + q × scale, and float32 ones as they are', () => {
    const bytes = new Uint8Array([0, 2, 255, ...new Uint8Array(Float32Array.of(1.5, -2).buffer)]);
    const weights = decodeWeights(bytes, [
      {
        name: 'a/kernel',
        shape: [3],
        dtype: 'float32',
        quantization: { dtype: 'uint8', min: -1, scale: 0.5 },
      },
      { name: 'a/bias', shape: [2], dtype: 'float32' },
    ]);
    expect([...(weights.get('a/kernel')?.values ?? [])]).toEqual([-1, 0, 126.5]);
    expect(weights.get('a/kernel')?.shape).toEqual([3]);
    expect([...(weights.get('a/bias')?.values ?? [])]).toEqual([1.5, -2]);
  });

  it('refuses a dtype it does not know, and a bundle its manifest does not fill', () => {
    const spec = { name: 'a/kernel', shape: [2], dtype: 'float32' };
    expect(() =>
      decodeWeights(new Uint8Array(2), [
        { ...spec, quantization: { dtype: 'float16', min: 0, scale: 1 } },
      ]),
    ).toThrow(/float16 weights/);
    expect(() => decodeWeights(new Uint8Array(12), [spec])).toThrow(/do not fill/);
  });

  it('decodes every weight nsfwjs ships for MobileNetV2, named as its layers read them', async () => {
    const { json, weights } = await loadBundledModel();
    const specs = json.weightsManifest.flatMap((group) => group.weights);
    expect(weights.size).toBe(specs.length);
    expect(weights.get('Conv1/kernel')?.shape).toEqual([3, 3, 3, 32]);
    expect(weights.get('Conv1/kernel')?.values.length).toBe(3 * 3 * 3 * 32);
  });
});
