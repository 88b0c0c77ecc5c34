import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';
import {
  GENERATION_LIMITS,
  GENERATION_PARAMETERS,
  type GenerationRequest,
  honours,
  NODE_GRAPH_WORKFLOWS,
  type ParameterName,
  WORKFLOWS,
} from '../../../src/image-backend/generation-parameters.js';
import type { LoraUse } from '../../../src/image-backend/loras.js';
import { validateGenerationRequest } from '../../../src/image-backend/validate-generation-request.js';

const problem = (request: Record<string, unknown>) => {
  try {
    validateGenerationRequest({ prompt: 'a cat', ...request } as GenerationRequest);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError);
    const { message, parameter, limit } = error as InvalidParameterError;
    return { message, parameter, limit };
  }
  return undefined;
};

describe('validateGenerationRequest', () => {
  it('accepts every parameter at its limits', () => {
    expect(
      problem({
        prompt: '  a cat ',
        negativePrompt: '',
        width: 1,
        height: 2048,
        steps: 50,
        workflow: 'rr3',
        seed: -1,
        cfg: 30,
        model: 'models/x.safetensors',
      }),
    ).toBeUndefined();
    expect(
      problem({ prompt: { '3': { class_type: 'KSampler' } }, steps: 1, cfg: 1 }),
    ).toBeUndefined();
  });

  it.each([
    [{ width: 4096 }, 'width must be at most 2048 (got 4096)', 'width', 2048],
    [{ height: 0 }, 'height must be at least 1 (got 0)', 'height', 1],
    [{ width: 512.5 }, 'width must be a whole number (got 512.5)', 'width', '1-2048'],
    [{ steps: 51 }, 'steps must be at most 50 (got 51)', 'steps', 50],
    [{ steps: 0 }, 'steps must be at least 1 (got 0)', 'steps', 1],
    [{ seed: -2 }, 'seed must be at least -1 (got -2)', 'seed', -1],
    [{ cfg: 31 }, 'cfg must be at most 30 (got 31)', 'cfg', 30],
    [{ cfg: Number.NaN }, 'cfg must be a number (got NaN)', 'cfg', '1-30'],
    [{ cfg: 0.5 }, 'cfg must be at least 1 (got 0.5)', 'cfg', 1],
    [{ prompt: '   ' }, 'prompt must not be empty', 'prompt', undefined],
    [{ prompt: {} }, 'prompt workflow must not be empty', 'prompt', undefined],
    [{ prompt: ['a'] }, 'prompt must be text or a node-graph workflow object', 'prompt', undefined],
    [{ model: ' ' }, 'model must not be empty when given', 'model', undefined],
    [
      { negativePrompt: 3 },
      'negative_prompt must be text (got number)',
      'negative_prompt',
      undefined,
    ],
  ])('rejects %o', (request, message, parameter, limit) => {
    expect(problem(request)).toEqual({ message, parameter, limit });
  });

  it('rejects an unknown workflow, naming the allowed ones', () => {
    expect(problem({ workflow: 'sdxl' as never })?.message).toBe(
      'workflow must be one of default, anime, z-image, rr3 (got "sdxl")',
    );
  });

  it('exports the limits', () => {
    expect(GENERATION_LIMITS).toMatchObject({
      botMinSize: 64,
      maxSize: 2048,
      maxSteps: 50,
    });
  });
});

describe('GENERATION_PARAMETERS', () => {
  it('derives the request type: the prompt required, every other parameter optional', () => {
    expectTypeOf<GenerationRequest>().toEqualTypeOf<{
      prompt: string | Record<string, unknown>;
      negativePrompt?: string;
      width?: number;
      height?: number;
      steps?: number;
      workflow?: string;
      seed?: number;
      cfg?: number;
      model?: string;
      loras?: readonly LoraUse[];
      sampler?: string;
    }>();
  });

  it('derives the limits from the declaration', () => {
    const { width, height, steps } = GENERATION_PARAMETERS;
    expect(GENERATION_LIMITS).toStrictEqual({
      botMinSize: 64,
      maxSize: width.max,
      minSteps: steps.min,
      maxSteps: steps.max,
    });
    expect([height.min, height.max, height.serviceDefault]).toStrictEqual([1, 2048, 512]);
  });

  it('says which workflows use which parameter, and which take a node graph', () => {
    const users = (name: ParameterName) => WORKFLOWS.filter((workflow) => honours(workflow, name));
    expect(users('cfg')).toStrictEqual(['anime', 'rr3']);
    expect(users('model')).toStrictEqual(['default', 'anime']);
    expect(users('steps')).toStrictEqual([...WORKFLOWS]);
    expect(NODE_GRAPH_WORKFLOWS).toStrictEqual(['default', 'anime', 'z-image']);
  });
});
