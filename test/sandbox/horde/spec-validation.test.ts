import { describe, expect, it } from 'vitest';
import { HordeSpecValidator } from '../../../sandbox/horde/index.js';
import { startHorde } from './horde-fixture.js';

describe('AI Horde emulator: requests and answers checked against the transcribed description', () => {
  it('refuses a body the description refuses with flask-restx’s {errors, message} and records it', async () => {
    const { horde, client } = await startHorde();
    const answer = await client.submit({
      prompt: 'a fox',
      params: { width: 1000, height: 4096, sampler_name: 'euler', seed: 42, n: 0 },
      nsfw: 'no',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: 'Input payload validation failed',
      errors: {
        'params.width': '1000 is not a multiple of 64',
        'params.height': '4096 is greater than the maximum of 3072',
        'params.sampler_name': expect.stringMatching(/^'euler' is not one of \['k_euler', /),
        'params.seed': "42 is not of type 'string'",
        'params.n': '0 is less than the minimum of 1',
        nsfw: "'no' is not of type 'boolean'",
      },
    });
    expect(horde.stats.violations).toEqual([
      expect.objectContaining({
        side: 'request',
        route: 'generate_async',
        method: 'POST',
        status: 400,
        problems: expect.arrayContaining([
          { path: 'params.seed', message: "42 is not of type 'string'" },
        ]),
      }),
    ]);
    expect(horde.stats.submissions).toBe(0);
  });

  it('refuses a missing or empty prompt', async () => {
    const { client } = await startHorde();
    expect((await client.submit({ params: {} })).json.errors).toEqual({
      prompt: "'prompt' is a required property",
    });
    expect((await client.submit({ prompt: '' })).json.errors).toEqual({
      prompt: "'' is too short",
    });
  });

  it('passes fields newer than the snapshot (no additionalProperties), as flask-restx does', async () => {
    const { horde, client } = await startHorde();
    const answer = await client.submit({
      prompt: 'a fox',
      validated_backends: true,
      extra_slow_workers: false,
      params: { transparent: false, steps: 12 },
    });
    expect(answer.status).toBe(202);
    expect(horde.stats.violations).toEqual([]);
  });

  it('catches an answer that does not conform (the check every answer goes through)', () => {
    const spec = new HordeSpecValidator();
    expect(
      spec.problems('RequestStatusCheck', { finished: 1, wait_time: 1.5, done: 'yes' }),
    ).toEqual([
      { path: 'done', message: "'yes' is not of type 'boolean'" },
      { path: 'wait_time', message: "1.5 is not of type 'integer'" },
    ]);
    expect(
      spec.problems('RequestStatusStable', {
        generations: [{ seed: 7, state: 'ok', gen_metadata: [{ type: 'censorship' }] }],
      }),
    ).toEqual([
      { path: 'generations.0.seed', message: "7 is not of type 'string'" },
      { path: 'generations.0.gen_metadata.0.value', message: "'value' is a required property" },
    ]);
    expect(spec.problems('RequestError', { message: 'x' })).toEqual([
      { path: 'rc', message: "'rc' is a required property" },
    ]);
    expect(spec.problemsAgainstAny(['RequestError', 'MessageBody'], { message: 'x' })).toEqual([]);
  });
});
