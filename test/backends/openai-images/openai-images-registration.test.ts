import { describe, expect, it } from 'vitest';
import { parseBotConfig } from '../../../src/app/backends.js';
import { openAiImagesRegistration } from '../../../src/backends/openai-images/openai-images-registration.js';
import { openAiServes } from '../../../src/backends/openai-images/openai-images-serves.js';
import { secretValuesOf } from '../../../src/core/secret-files.js';
import { configProblems, VALID_ENV } from '../../core/config-kit.js';

const endpoints = {
  ...VALID_ENV,
  BACKENDS: 'openai-images',
  OPENAI_IMAGES_URL: 'http://gpu1:8000/v1,http://gpu2:8080/v1',
};

describe('the OpenAI-compatible registration', () => {
  it('reads one URL as before: no slots, no key of its own (members link theirs)', () => {
    const config = parseBotConfig({ ...VALID_ENV, BACKENDS: 'openai-images' });
    expect(config.OPENAI_IMAGES_URL).toBe('https://api.openai.com/v1');
    expect(config.OPENAI_IMAGES_SLOTS).toBeUndefined();
    expect(config.OPENAI_IMAGES_API_KEY).toBeUndefined();
    expect(openAiImagesRegistration.secrets).toEqual([
      'OPENAI_IMAGES_URL',
      'OPENAI_IMAGES_API_KEY',
    ]);
    expect(parseBotConfig.secrets).toContain('OPENAI_IMAGES_API_KEY');
  });

  it('takes several endpoints comma-separated, each with its slots and its key (one for all, or one per URL)', () => {
    const config = parseBotConfig({ ...endpoints, OPENAI_IMAGES_SLOTS: '2,1' });
    expect(config.OPENAI_IMAGES_SLOTS).toEqual([2, 1]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_SLOTS: '3' })).toEqual([]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_API_KEY: 'key-one,key-two' })).toEqual([]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_API_KEY: 'key-same' })).toEqual([]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_API_KEY: ',key-two' })).toEqual([]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_API_KEY: 'a-key,b-key,c-key' })).toEqual([
      'OPENAI_IMAGES_API_KEY lists 3 values for the 2 servers of OPENAI_IMAGES_URL: give one for every server, or one per URL in its order, comma-separated',
    ]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_SLOTS: '1,1,1' })).toEqual([
      'OPENAI_IMAGES_SLOTS lists 3 values for the 2 servers of OPENAI_IMAGES_URL: give one for every server, or one per URL in its order, comma-separated',
    ]);
    expect(configProblems({ ...endpoints, OPENAI_IMAGES_SLOTS: '0,1' })[0]).toMatch(
      /^OPENAI_IMAGES_SLOTS must be a whole number from 1 to 32/,
    );
    expect(
      configProblems({ ...endpoints, OPENAI_IMAGES_URL: 'http://a:1/v1,http://a:1/v1' }),
    ).toEqual([
      'OPENAI_IMAGES_URL lists a:1/v1 twice (its 1st and 2nd URLs): name each server once',
    ]);
  });

  it('refuses an endpoint of the list pasted with the path the bot adds, without repeating the URL (a secret)', () => {
    const problems = configProblems({
      ...endpoints,
      OPENAI_IMAGES_URL:
        'http://gpu1:8000/v1,http://gpu2:8080/v1/images/generations?token=relay-secret',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^OPENAI_IMAGES_URL \(its 2nd URL\) ends in \/images\/generations, which the bot adds itself/,
    );
    expect(problems[0]).not.toContain('relay-secret');
  });

  it('notes as secrets each key and the token in each URL of the list', () => {
    const config = parseBotConfig({
      ...endpoints,
      OPENAI_IMAGES_URL: 'http://gpu1:8000/v1?token=tok-one,https://relay.example/v1?token=tok-two',
      OPENAI_IMAGES_API_KEY: 'key-one,key-two',
    });
    const secrets = secretValuesOf(config, parseBotConfig.secrets);
    expect(secrets).toEqual(expect.arrayContaining(['tok-one', 'tok-two', 'key-one,key-two']));
  });
});

describe('an endpoint serves', () => {
  it('the model asked where its GET /models lists it, and anything where it lists none', () => {
    const listed = ['gpt-image-1', 'flux-schnell'];
    expect(openAiServes(listed, 'gpt-image-1', {})).toBe(true);
    expect(openAiServes(listed, 'gpt-image-1', { model: 'flux-schnell' })).toBe(true);
    expect(openAiServes(['flux-schnell'], 'gpt-image-1', {})).toBe(false);
    expect(openAiServes(listed, 'gpt-image-1', { model: 'sdxl-turbo' })).toBe(false);
    expect(openAiServes(undefined, 'gpt-image-1', { model: 'sdxl-turbo' })).toBe(true);
  });
});
