import { describe, expect, it } from 'vitest';
import { parseBotConfig as parseConfig } from '../../../src/app/backends.js';
import { configProblems, VALID_ENV } from '../../core/config-kit.js';

const valid = { ...VALID_ENV, IMAGE_API_URL: 'https://images.example.com' };

const problems = (env: Record<string, string>) => configProblems({ ...valid, ...env });

describe('the image download variables', () => {
  it('default to the service host only, public addresses only, 64 MiB in flight', () => {
    const config = parseConfig(valid);
    expect(config.IMAGE_HOSTS).toEqual([]);
    expect(config.ALLOW_PRIVATE_IMAGE_HOSTS).toBe(false);
    expect(config.IMAGE_DOWNLOAD_MEMORY_BYTES).toBe(67_108_864);
  });

  it('split IMAGE_HOSTS and read the flag', () => {
    const config = parseConfig({
      ...valid,
      IMAGE_HOSTS: ' cdn.example.net , *.images.example.org,10.0.0.5,[fd00::1] ',
      ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
      IMAGE_DOWNLOAD_MEMORY_BYTES: '16777216',
    });
    expect(config.IMAGE_HOSTS).toEqual([
      'cdn.example.net',
      '*.images.example.org',
      '10.0.0.5',
      '[fd00::1]',
    ]);
    expect(config.ALLOW_PRIVATE_IMAGE_HOSTS).toBe(true);
    expect(config.IMAGE_DOWNLOAD_MEMORY_BYTES).toBe(16_777_216);
  });

  it('name what is wrong', () => {
    expect(
      problems({
        IMAGE_HOSTS: 'https://cdn.example.net/images',
        ALLOW_PRIVATE_IMAGE_HOSTS: 'maybe',
        IMAGE_DOWNLOAD_MEMORY_BYTES: '1000',
      }),
    ).toEqual([
      'IMAGE_HOSTS must be comma-separated host names, e.g. cdn.example.com,*.images.example.net',
      'ALLOW_PRIVATE_IMAGE_HOSTS must be true or false',
      'IMAGE_DOWNLOAD_MEMORY_BYTES must be a whole number from 1048576 to 4294967296 (default 67108864)',
    ]);
  });
});
