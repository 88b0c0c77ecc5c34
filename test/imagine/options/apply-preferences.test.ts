import { describe, expect, it } from 'vitest';
import { IMAGE_SERVICE_CAPABILITIES } from '../../../src/backends/image-service/image-service-capabilities.js';
import { OPENAI_IMAGES_CAPABILITIES } from '../../../src/backends/openai-images/openai-images-capabilities.js';
import {
  applyPreferences,
  policyRequestOf,
  withPreferences,
} from '../../../src/imagine/options/apply-preferences.js';
import type { Style } from '../../../src/preferences/styles.js';

const LIMITS = { workflowFileMaxBytes: 1024 };
const layers = {
  member: { steps: 12, visibility: 'private' },
  channel: { workflow: 'anime' },
  server: { size: 'portrait', negativePrompt: 'blurry', count: 3 },
} as const;
const noir: Style = {
  name: 'noir',
  template: 'film noir still of {prompt}',
  negativePrompt: 'color',
  options: { workflow: 'rr3', steps: 30 },
  builtIn: false,
};

describe('applyPreferences', () => {
  it('fills in what was left out, layer by layer, and keeps what was typed', () => {
    const preferred = applyPreferences({ prompt: ' a fox ', steps: 40 }, layers);
    expect(preferred.input).toEqual({
      prompt: ' a fox ',
      steps: 40,
      workflow: 'anime',
      size: 'portrait',
      negativePrompt: 'blurry',
    });
    const spec = withPreferences(preferred, LIMITS, IMAGE_SERVICE_CAPABILITIES);
    expect(spec.request).toMatchObject({ workflow: 'anime', width: 832, height: 1216, steps: 40 });
    expect(spec).toMatchObject({ images: 3, privateReply: true, promptLabel: 'a fox' });
    // What came built in is left out (Details reads a missing field as built in).
    expect(spec.optionSources).toEqual({
      steps: 'typed',
      workflow: 'channel',
      size: 'server',
      visibility: 'member',
      negativePrompt: 'server',
      count: 'server',
    });
  });

  it('names as not taken by the backend only what was typed, never a default it leaves out', () => {
    const preferred = applyPreferences({ prompt: 'a fox', seed: 7 }, layers);
    const spec = withPreferences(preferred, LIMITS, OPENAI_IMAGES_CAPABILITIES);
    expect(spec.request).toEqual({ prompt: 'a fox', width: 832, height: 1216 });
    expect(spec.ignoredByBackend).toEqual(['seed']);
    expect(spec.ignoredOptions).toEqual(['seed']);
  });

  it('expands the prompt by the style, whose options come after what was typed', () => {
    const preferred = applyPreferences({ prompt: 'a fox', workflow: 'default' }, layers, noir);
    const spec = withPreferences(preferred, LIMITS, IMAGE_SERVICE_CAPABILITIES);
    expect(spec.request).toMatchObject({
      prompt: 'film noir still of a fox',
      negativePrompt: 'color',
      workflow: 'default',
      steps: 30,
    });
    expect(spec.promptLabel).toBe('a fox');
    expect(spec.style).toEqual({ name: 'noir', prompt: 'film noir still of a fox' });
    expect(policyRequestOf(spec).texts).toEqual([
      { where: 'prompt', text: 'a fox' },
      { where: 'style', text: 'film noir still of a fox' },
      { where: 'negative', text: 'color' },
    ]);
  });

  it('leaves the label of a workflow file as it is', () => {
    const file = { name: 'graph.json', url: 'http://x/graph.json', size: 10 };
    const preferred = applyPreferences({ prompt: 'graph', workflowFile: file }, layers, noir);
    expect(preferred.input.prompt).toBe('graph');
    expect(preferred.style).toBeUndefined();
  });
});
