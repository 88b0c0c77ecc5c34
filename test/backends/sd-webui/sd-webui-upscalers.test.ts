import { describe, expect, it } from 'vitest';
import {
  chooseUpscaler,
  refusedUpscaler,
  type SdUpscaler,
} from '../../../src/backends/sd-webui/sd-webui-upscalers.js';
import { TaskFailedError } from '../../../src/image-backend/backend-errors.js';

const plain = (name: string): SdUpscaler => ({ name, scale: 4, model: false });
const model = (name: string, scale: number): SdUpscaler => ({ name, scale, model: true });

describe('chooseUpscaler', () => {
  const listed = [
    plain('Nearest'),
    plain('Lanczos'),
    model('R-ESRGAN 4x+ Anime6B', 4),
    model('R-ESRGAN 2x+', 2),
  ];

  it('runs the operator’s where it is listed, under either fork’s spelling', () => {
    expect(chooseUpscaler('R-ESRGAN 2x+', 4, listed)).toBe('R-ESRGAN 2x+');
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, [model('RealESRGAN 4x+', 4)])).toBe('RealESRGAN 4x+');
  });

  it('else the model of the factor’s scale, then a larger one, then any model, then Lanczos before Nearest', () => {
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, listed)).toBe('R-ESRGAN 2x+');
    expect(chooseUpscaler('R-ESRGAN 4x+', 4, listed)).toBe('R-ESRGAN 4x+ Anime6B');
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, listed.slice(0, 3))).toBe('R-ESRGAN 4x+ Anime6B');
    const noFourfold = listed.filter((upscaler) => upscaler.scale !== 4 || !upscaler.model);
    expect(chooseUpscaler('R-ESRGAN 4x+', 4, noFourfold)).toBe('R-ESRGAN 2x+');
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, listed.slice(0, 2))).toBe('Lanczos');
    expect(
      chooseUpscaler('R-ESRGAN 4x+', 2, [plain('Latent Nearest'), plain('Resize Bicubic')]),
    ).toBe('Resize Bicubic');
  });

  it('never one refused, and none where nothing is left', () => {
    expect(chooseUpscaler('R-ESRGAN 2x+', 2, listed, ['R-ESRGAN 2x+'])).toBe(
      'R-ESRGAN 4x+ Anime6B',
    );
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, [model('R-ESRGAN 4x+', 4)], ['R-ESRGAN 4x+'])).toBe(
      undefined,
    );
    expect(chooseUpscaler('R-ESRGAN 4x+', 2, [])).toBeUndefined();
  });
});

describe('refusedUpscaler', () => {
  it('is A1111’s and Forge’s AssertionError naming the upscaler, nothing else', () => {
    const a1111 =
      'POST /sdapi/v1/extra-single-image: HTTP 500: {"error":"AssertionError","detail":"","body":"","errors":"could not find upscaler named R-ESRGAN 4x+"}';
    expect(refusedUpscaler(new TaskFailedError(a1111))).toBe(true);
    const oom = 'POST /sdapi/v1/extra-single-image: HTTP 500: {"error":"OutOfMemoryError"}';
    expect(refusedUpscaler(new TaskFailedError(oom))).toBe(false);
    expect(refusedUpscaler(new Error('could not find upscaler named X'))).toBe(false);
  });
});
