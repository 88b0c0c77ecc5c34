import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import { NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderImage } from '../../sandbox/image-api/image-renderer.js';
import { foldModel, type KerasModelJson } from '../../src/safety/folded-model.js';

const SIZE = 224;

/** The image's pixels at the model's size, as nsfwjs takes them (0–255) and as a batch in [0, 1]. */
async function pixelsOf(image: Buffer): Promise<{ rgb: tf.Tensor3D; batch: tf.Tensor4D }> {
  const canvas = createCanvas(SIZE, SIZE);
  canvas.getContext('2d').drawImage(await loadImage(image), 0, 0, SIZE, SIZE);
  const rgba = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  const rgb = new Int32Array(SIZE * SIZE * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4)
    for (let channel = 0; channel < 3; channel++) rgb[to++] = rgba[from + channel] ?? 0;
  return {
    rgb: tf.tensor3d(rgb, [SIZE, SIZE, 3], 'int32'),
    batch: tf.tensor4d(
      Float32Array.from(rgb, (value) => value / 255),
      [1, SIZE, SIZE, 3],
    ),
  };
}

describe('the folded model', () => {
  let json: KerasModelJson;
  let weightData: ArrayBuffer;
  beforeAll(async () => {
    await tf.setBackend('wasm');
    json = (await MobileNetV2Model.modelJson()).default as unknown as KerasModelJson;
    const [bundle] = MobileNetV2Model.weightBundles;
    const bytes = Buffer.from((await bundle?.())?.default as unknown as string, 'base64');
    weightData = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  });
  const specs = () => json.weightsManifest.flatMap((group) => group.weights);

  it('scores every picture as nsfwjs does with the model unfolded (within 0.001 per class)', async () => {
    const nsfwjs = new NSFWJS(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: specs(),
        weightData: weightData.slice(0),
      }),
      { size: SIZE },
    );
    await nsfwjs.load();
    const folded = foldModel(json, tf.io.decodeWeights(weightData, specs()));
    const pictures = [{ prompt: 'a lighthouse at dusk', seed: 5, side: 512 }];
    for (const [index, prompt] of ['a quiet lake', 'a red fox', 'a cat'].entries())
      for (const seed of [1, 2]) pictures.push({ prompt, seed, side: 256 * (1 + (index % 3)) });
    for (const { prompt, seed, side } of pictures) {
      const image = await renderImage({ prompt, seed, width: side, height: side });
      const { rgb, batch } = await pixelsOf(image);
      const unfolded = await nsfwjs.classify(rgb, 5);
      const output = folded.run(batch);
      const scores = await output.data();
      tf.dispose([rgb, batch, output]);
      const names = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'];
      for (const { className, probability } of unfolded)
        expect(Math.abs((scores[names.indexOf(className)] ?? 0) - probability)).toBeLessThan(0.001);
    }
    folded.dispose();
    nsfwjs.dispose();
  }, 60_000);

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
    expect(() => foldModel(odd, {})).toThrow(/does not know LSTM layers/);
  });
});
