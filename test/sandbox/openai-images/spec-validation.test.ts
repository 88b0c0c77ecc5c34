import { describe, expect, it } from 'vitest';
import { OpenAiSpecValidator } from '../../../sandbox/openai-images/index.js';
import { call, postGeneration, startOpenAiImages } from './openai-fixture.js';

describe('OpenAI Images emulator: requests and answers checked against the transcribed description', () => {
  it.each([
    [
      { model: 'gpt-image-1' },
      'prompt',
      'missing_required_parameter',
      "Missing required parameter: 'prompt'.",
    ],
    [
      { prompt: 'a fox', n: '2' },
      'n',
      'invalid_type',
      "Invalid type for 'n': expected an integer, but got a string instead.",
    ],
    [
      { prompt: 'a fox', n: 0 },
      'n',
      'integer_below_min_value',
      "Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead.",
    ],
    [
      { prompt: 'a fox', output_format: 'gif' },
      'output_format',
      'invalid_value',
      "Invalid value: 'gif'. Supported values are: 'png', 'jpeg', and 'webp'.",
    ],
    [
      { prompt: 'a fox', partial_images: 4, stream: true },
      'partial_images',
      'integer_above_max_value',
      "Invalid 'partial_images': integer above maximum value. Expected a value <= 3, but got 4 instead.",
    ],
    [{ prompt: 'a fox', seed: 42 }, 'seed', 'unknown_parameter', "Unknown parameter: 'seed'."],
  ])(
    'refuses %j with OpenAI’s 400 on %s and records the violation',
    async (body, param, code, message) => {
      const { emulator } = await startOpenAiImages();
      const answer = await postGeneration(emulator, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: { message, type: 'invalid_request_error', param, code },
      });
      expect(answer.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
      expect(emulator.stats.violations).toEqual([
        expect.objectContaining({
          side: 'request',
          route: 'images_generations',
          method: 'POST',
          path: '/v1/images/generations',
          status: 400,
          problems: expect.arrayContaining([{ param, code, message }]),
        }),
      ]);
      expect(emulator.stats.generations).toBe(0);
    },
  );

  it('refuses a body that is not JSON, and answers an unknown URL with 404 Invalid URL', async () => {
    const { emulator } = await startOpenAiImages();
    const garbled = await postGeneration(emulator, '{"prompt": ');
    expect(garbled.status).toBe(400);
    expect(garbled.json.error.message).toMatch(/^We could not parse the JSON body/);
    expect(emulator.stats.violations).toHaveLength(1);
    const unknown = await call(`${emulator.baseURL}/images/variations/x`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-test-alice-0123456789' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      error: {
        message: 'Invalid URL (POST /v1/images/variations/x)',
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
    expect(emulator.stats.requests.other).toBe(1);
  });

  it('accepts every field of CreateImageRequest the GPT image models take, with nulls', async () => {
    const { emulator } = await startOpenAiImages();
    const answer = await postGeneration(emulator, {
      prompt: 'a fox',
      model: null,
      n: null,
      quality: 'low',
      output_format: 'jpeg',
      output_compression: 50,
      stream: false,
      partial_images: null,
      size: '1024x1536',
      moderation: 'low',
      background: 'opaque',
      user: 'user-1234',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ size: '1024x1536', output_format: 'jpeg', quality: 'low' });
    expect(emulator.stats.violations).toEqual([]);
  });

  it('reports an answer that departs from the description', () => {
    const spec = new OpenAiSpecValidator();
    expect(spec.problems('ImagesResponse', { created: 1, data: [{ b64_json: 'x' }] })).toEqual([]);
    expect(spec.problems('ImagesResponse', { data: [] })).toEqual([
      expect.objectContaining({ param: 'created', code: 'missing_required_parameter' }),
    ]);
    expect(
      spec.problems('ImageGenStreamEvent', {
        type: 'image_generation.partial_image',
        b64_json: 'x',
        created_at: 1,
        size: '1024x1024',
        quality: 'high',
        background: 'opaque',
        output_format: 'png',
      }),
    ).not.toEqual([]);
    expect(spec.problems('ErrorResponse', { error: { message: 'm', type: 't' } })).not.toEqual([]);
  });
});
