import { describe, expect, it } from 'vitest';
import { ExplicitTermError } from '../../src/preferences/preference-errors.js';
import { checkExplicitTerms, withSafetyNegative } from '../../src/preferences/prompt-safety.js';

describe('checkExplicitTerms', () => {
  const safe = { reason: 'channel', terms: true } as const;

  it('refuses a term in the prompt, a style’s prompt or a workflow file, naming where', () => {
    for (const where of ['prompt', 'style', 'workflowFile'] as const) {
      const check = () => checkExplicitTerms(safe, [{ where, text: 'a nude study' }]);
      expect(check).toThrow(ExplicitTermError);
      try {
        check();
      } catch (error) {
        expect(error).toMatchObject({ where, term: 'nude' });
      }
    }
  });

  it('never checks the negative prompt, nor anything where explicit content is allowed or the list is off', () => {
    const texts = [{ where: 'negative', text: 'nsfw, nude' }] as const;
    expect(() => checkExplicitTerms(safe, texts)).not.toThrow();
    const prompt = [{ where: 'prompt', text: 'nude' }] as const;
    expect(() => checkExplicitTerms({ terms: false }, prompt)).not.toThrow();
    expect(() => checkExplicitTerms({ reason: 'channel', terms: false }, prompt)).not.toThrow();
  });
});

describe('checkExplicitTerms in a workflow file', () => {
  const safe = { reason: 'channel', terms: true } as const;
  const graph = (positive: string, negative: string) => ({
    3: { class_type: 'KSampler', inputs: { positive: ['6', 0], negative: ['7', 0] } },
    6: { class_type: 'CLIPTextEncode', inputs: { text: positive } },
    7: { class_type: 'CLIPTextEncode', inputs: { text: negative } },
  });
  const check = (workflow: Record<string, unknown>) => () =>
    checkExplicitTerms(safe, [{ where: 'workflowFile', text: JSON.stringify(workflow) }], workflow);

  it('skips the nodes a sampler takes as negative, and checks the rest', () => {
    expect(check(graph('a lighthouse', 'nsfw, nude, blurry'))).not.toThrow();
    expect(check(graph('a nude lighthouse keeper', 'blurry'))).toThrow(ExplicitTermError);
    expect(check({ 1: { inputs: { text: 'nsfw' } } })).toThrow(ExplicitTermError);
  });
});

describe('withSafetyNegative', () => {
  it('adds the server’s text after the member’s own, once', () => {
    const added = withSafetyNegative({ prompt: 'a cat', negativePrompt: 'blurry' }, 'nsfw, nude');
    expect(added.negativePrompt).toBe('blurry, nsfw, nude');
    expect(withSafetyNegative(added, 'nsfw, nude').negativePrompt).toBe('blurry, nsfw, nude');
    expect(withSafetyNegative({ prompt: 'a cat' }, 'nsfw').negativePrompt).toBe('nsfw');
  });

  it('leaves alone a request without one to add, or a workflow file (it carries its own)', () => {
    const request = { prompt: 'a cat', negativePrompt: 'blurry' };
    expect(withSafetyNegative(request, undefined)).toBe(request);
    const graph = { prompt: { 1: { inputs: { text: 'a cat' } } } };
    expect(withSafetyNegative(graph, 'nsfw')).toBe(graph);
  });
});
