import { describe, expect, it } from 'vitest';
import { WorkflowFileError } from '../../../src/imagine/imagine-errors.js';
import { parseWorkflowJson } from '../../../src/imagine/options/workflow-file.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseWorkflowJson', () => {
  it('reads a JSON object, with or without a byte-order mark', () => {
    expect(parseWorkflowJson(bytes('{"3":{"class_type":"KSampler"}}'))).toEqual({
      '3': { class_type: 'KSampler' },
    });
    expect(parseWorkflowJson(bytes('\uFEFF{"a":1}'))).toEqual({ a: 1 });
  });

  it.each([
    ['{"a":', 'is not valid JSON'],
    ['[1,2]', 'holds an array, not a JSON object.'],
    ['null', 'holds null, not a JSON object.'],
    ['42', 'holds a number, not a JSON object.'],
    ['{}', 'is an empty JSON object.'],
  ])('refuses %s', (text, problem) => {
    expect(() => parseWorkflowJson(bytes(text))).toThrow(WorkflowFileError);
    expect(() => parseWorkflowJson(bytes(text))).toThrow(`The workflow file ${problem}`);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => parseWorkflowJson(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow(
      'The workflow file is not UTF-8 text.',
    );
  });

  it('takes objects and arrays nested 64 levels deep, and refuses 65', () => {
    const nested = (levels: number) => `${'{"a":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}`;
    expect(parseWorkflowJson(bytes(nested(64)))).toBeDefined();
    expect(() => parseWorkflowJson(bytes(`{"b":${nested(64)}}`))).toThrow(
      'The workflow file nests more than 64 levels deep.',
    );
  });
});
