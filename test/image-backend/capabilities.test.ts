import { describe, expect, it } from 'vitest';
import { COMFYUI_CAPABILITIES } from '../../src/backends/comfyui/comfy-capabilities.js';
import { HORDE_CAPABILITIES } from '../../src/backends/horde/horde-capabilities.js';
import { IMAGE_SERVICE_CAPABILITIES } from '../../src/backends/image-service/image-service-capabilities.js';
import { OPENAI_IMAGES_CAPABILITIES } from '../../src/backends/openai-images/openai-images-capabilities.js';
import { sendsParameter } from '../../src/image-backend/capabilities.js';
import { checkTakenValue } from '../../src/image-backend/validate-generation-request.js';

describe('sendsParameter', () => {
  it('sends what the backend takes, filtered by the workflow where the backend takes one', () => {
    const service = IMAGE_SERVICE_CAPABILITIES;
    expect(sendsParameter(service, 'anime', 'cfg')).toBe(true);
    expect(sendsParameter(service, 'default', 'cfg')).toBe(false);
    expect(sendsParameter(service, 'anime', 'sampler')).toBe(false);
    expect(sendsParameter(service, 'default', 'steps')).toBe(true);
  });

  it('sends on a backend without workflows whatever it takes, whatever the workflow says', () => {
    expect(sendsParameter(HORDE_CAPABILITIES, 'default', 'cfg')).toBe(true);
    expect(sendsParameter(HORDE_CAPABILITIES, 'rr3', 'model')).toBe(true);
    expect(sendsParameter(HORDE_CAPABILITIES, 'default', 'sampler')).toBe(true);
    expect(sendsParameter(HORDE_CAPABILITIES, 'default', 'workflow')).toBe(false);
    expect(sendsParameter(OPENAI_IMAGES_CAPABILITIES, 'default', 'steps')).toBe(false);
    expect(sendsParameter(COMFYUI_CAPABILITIES, 'default', 'sampler')).toBe(false);
  });
});

describe('checkTakenValue', () => {
  const range = { values: ['k_euler', 'k_lms'] };

  it('passes a listed value, an undefined one, and any value where no list is declared', () => {
    expect(() => checkTakenValue('sampler', range, 'k_lms')).not.toThrow();
    expect(() => checkTakenValue('sampler', range, undefined)).not.toThrow();
    expect(() => checkTakenValue('steps', { min: 1 }, 'anything')).not.toThrow();
    expect(() => checkTakenValue('sampler', undefined, 'x')).not.toThrow();
  });

  it('refuses another, naming the parameter and the values taken', () => {
    expect(() => checkTakenValue('sampler', range, 'ddim')).toThrow(
      expect.objectContaining({
        message: 'sampler must be one of k_euler, k_lms (got "ddim")',
        parameter: 'sampler',
        limit: 'k_euler, k_lms',
      }),
    );
  });

  it('refuses a number outside the backend range or off its step, naming the limit', () => {
    const size = { min: 64, max: 3072, step: 64 };
    expect(() => checkTakenValue('width', size, 1024)).not.toThrow();
    expect(() => checkTakenValue('width', size, 500)).toThrow(
      expect.objectContaining({ message: 'width must be a multiple of 64 (got 500)', limit: 64 }),
    );
    expect(() => checkTakenValue('width', size, 32)).toThrow(
      expect.objectContaining({ message: 'width must be at least 64 (got 32)', limit: 64 }),
    );
    expect(() => checkTakenValue('width', size, 4096)).toThrow(
      expect.objectContaining({ message: 'width must be at most 3072 (got 4096)', limit: 3072 }),
    );
  });
});
