import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as tf from '@tensorflow/tfjs';
import { NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import {
  type KerasModelJson,
  loadBundledModel,
  type Weights,
} from '../../src/safety/bundled-model.js';
import { foldModel } from '../../src/safety/folded-model.js';

const SIZE = 224;

/** The image's pixels at the model's size, as nsfwjs takes them (0–255) and as ONNX's batch. */
async function pixelsOf(image: Buffer): Promise<{ rgb: tf.Tensor3D; batch: Tensor }> {
  const canvas = createCanvas(SIZE, SIZE);
  canvas.getContext('2d').drawImage(await loadImage(image), 0, 0, SIZE, SIZE);
  const rgba = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  const rgb = new Int32Array(SIZE * SIZE * 3);
  const planes = new Float32Array(SIZE * SIZE * 3);
  for (let pixel = 0; pixel < SIZE * SIZE; pixel++)
    for (let channel = 0; channel < 3; channel++) {
      const value = rgba[pixel * 4 + channel] ?? 0;
      rgb[pixel * 3 + channel] = value;
      planes[channel * SIZE * SIZE + pixel] = value / 255;
    }
  return {
    rgb: tf.tensor3d(rgb, [SIZE, SIZE, 3], 'int32'),
    batch: new Tensor('float32', planes, [1, 3, SIZE, SIZE]),
  };
}

describe('the folded model (an ONNX graph of nsfwjs’s MobileNetV2)', () => {
  let json: KerasModelJson;
  let weights: Weights;
  beforeAll(async () => {
    await tf.setBackend('cpu');
    ({ json, weights } = await loadBundledModel());
  });

  it('scores every picture on ONNX Runtime as nsfwjs does with the model unfolded (within 0.001 per class)', async () => {
    const [bundle] = MobileNetV2Model.weightBundles;
    const bytes = Buffer.from((await bundle?.())?.default as unknown as string, 'base64');
    const nsfwjs = new NSFWJS(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      }),
      { size: SIZE },
    );
    await nsfwjs.load();
    const session = await InferenceSession.create(foldModel(json, weights), {
      intraOpNumThreads: 1,
    });
    const pictures = [{ prompt: 'a lighthouse at dusk', seed: 5, side: 512 }];
    for (const [index, prompt] of ['a quiet lake', 'a red fox', 'a cat'].entries())
      for (const seed of [1, 2]) pictures.push({ prompt, seed, side: 256 * (1 + (index % 3)) });
    for (const { prompt, seed, side } of pictures) {
      const image = await renderImage({ prompt, seed, width: side, height: side });
      const { rgb, batch } = await pixelsOf(image);
      const unfolded = await nsfwjs.classify(rgb, 5);
      const outputs = await session.run({ [session.inputNames[0] ?? '']: batch });
      const scores = outputs[session.outputNames[0] ?? '']?.data as Float32Array;
      rgb.dispose();
      const names = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'];
      for (const { className, probability } of unfolded)
        expect(Math.abs((scores[names.indexOf(className)] ?? 0) - probability)).toBeLessThan(0.001);
    }
    await session.release();
    nsfwjs.dispose();
  }, 120_000);

  it('refuses a model with a layer it does not know', () => {
    const layers = json.modelTopology.model_config.config.layers;
    const odd = {
      ...json,
      modelTopology: {
        model_config: {
          config: { layers: [...layers.slice(0, 1), { ...layers[1], class_name: 'LSTM' }] },
        },
      },
    } as unknown as KerasModelJson;
    expect(() => foldModel(odd, new Map())).toThrow(/does not know LSTM layers/);
  });
});
