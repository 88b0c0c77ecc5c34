import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../../src/image-backend/backend-errors.js';
import type { ParameterRule } from '../../../src/image-backend/generation-parameters.js';
import { parameterEntries } from '../../../src/image-backend/generation-parameters.js';
import {
  checkParameter,
  validateGenerationRequest,
} from '../../../src/image-backend/validate-generation-request.js';

const problem = (rule: ParameterRule, value: unknown) => {
  try {
    checkParameter('count', rule, value);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError);
    const { message, parameter, limit } = error as InvalidParameterError;
    return { message, parameter, limit };
  }
  return undefined;
};

describe('checkParameter', () => {
  it('checks a value by its kind, naming it and the limit', () => {
    const integer = { kind: 'integer', min: 1, max: 4 } as const;
    expect(problem(integer, 4)).toBeUndefined();
    expect(problem(integer, undefined)).toBeUndefined();
    expect(problem(integer, 2.5)).toStrictEqual({
      message: 'count must be a whole number (got 2.5)',
      parameter: 'count',
      limit: '1-4',
    });
    expect(problem({ ...integer, kind: 'number' }, 2.5)).toBeUndefined();
    expect(problem({ ...integer, kind: 'number' }, '2')?.message).toBe(
      'count must be a number (got "2")',
    );
    expect(problem(integer, 5)?.limit).toBe(4);
    expect(problem({ kind: 'text' }, ' ')).toBeUndefined();
    expect(problem({ kind: 'text', nonEmpty: true }, ' ')?.message).toBe(
      'count must not be empty when given',
    );
    expect(problem({ kind: 'choice', choices: ['a', 'b'] }, 'c')).toStrictEqual({
      message: 'count must be one of a, b (got "c")',
      parameter: 'count',
      limit: 'a, b',
    });
  });

  it('requires a prompt, and only a prompt', () => {
    expect(problem({ kind: 'prompt' }, undefined)?.message).toBe(
      'count must be text or a node-graph workflow object',
    );
    expect(problem({ kind: 'prompt' }, { a: 1 })).toBeUndefined();
  });
});

describe('validateGenerationRequest', () => {
  it.each(parameterEntries().filter(([name]) => name !== 'prompt'))(
    'checks %s and names it by its wire name',
    (name, { wire }) => {
      const check = () => validateGenerationRequest({ prompt: 'a cat', [name]: [] });
      expect(check).toThrow(InvalidParameterError);
      expect(check).toThrow(expect.objectContaining({ parameter: wire }));
    },
  );
});
