import { describe, expect, it } from 'vitest';
import { GENERATION_DEFAULTS } from '../../../sandbox/image-api/index.js';
import { startEmulator, submit } from './emulator-fixture.js';

const INVALID: [string, Record<string, unknown>, string][] = [
  ['missing prompt', { prompt: undefined }, 'prompt is required'],
  ['null prompt', { prompt: null }, 'prompt is required'],
  ['empty prompt', { prompt: '' }, 'prompt is required'],
  ['blank prompt', { prompt: '   ' }, 'prompt is required'],
  ['numeric prompt', { prompt: 42 }, 'prompt must be a string or a workflow object'],
  ['array prompt', { prompt: ['a'] }, 'prompt must be a string or a workflow object'],
  ['huge prompt', { prompt: 'x'.repeat(10_001) }, 'prompt must be at most 10000 characters'],
  [
    'object prompt on rr3',
    { prompt: { 3: {} }, workflow: 'rr3' },
    'the rr3 workflow needs a string prompt',
  ],
  ['width 4096', { width: 4096 }, 'width must be an integer between 64 and 2048'],
  ['width 2049', { width: 2049 }, 'width must be an integer between 64 and 2048'],
  ['width 0', { width: 0 }, 'width must be an integer between 64 and 2048'],
  ['non-integer width', { width: 512.5 }, 'width must be an integer between 64 and 2048'],
  ['string width', { width: '512' }, 'width must be an integer between 64 and 2048'],
  ['height 4096', { height: 4096 }, 'height must be an integer between 64 and 2048'],
  ['steps 51', { steps: 51 }, 'steps must be an integer between 1 and 50'],
  ['steps 0', { steps: 0 }, 'steps must be an integer between 1 and 50'],
  [
    'unknown workflow',
    { workflow: 'sdxl' },
    'workflow must be one of default, anime, z-image, rr3',
  ],
  ['seed -2', { seed: -2 }, 'seed must be an integer between -1 and 9007199254740991'],
  ['fractional seed', { seed: 1.5 }, 'seed must be an integer between -1 and 9007199254740991'],
  ['cfg 0', { cfg: 0 }, 'cfg must be a number between 1 and 30'],
  ['string cfg', { cfg: '7' }, 'cfg must be a number between 1 and 30'],
  ['numeric negative_prompt', { negative_prompt: 3 }, 'negative_prompt must be a string'],
  ['empty model', { model: ' ' }, 'model must not be empty'],
];

describe('image API emulator parameters', () => {
  it.each(INVALID)('answers 400 for %s', async (_name, body, error) => {
    const { api, key } = await startEmulator();
    const answer = await submit(api, key, { prompt: 'fox', ...body });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, data: null, error });
  });

  it('accepts the limits themselves', async () => {
    const { api, key } = await startEmulator();
    const answer = await submit(api, key, {
      prompt: 'fox',
      width: 2048,
      height: 64,
      steps: 50,
      seed: 0,
      cfg: 30,
    });
    expect(answer.status).toBe(200);
  });

  it('applies the documented defaults per workflow', async () => {
    const { api, key } = await startEmulator();
    const params = async (body: Record<string, unknown>) =>
      api.task((await submit(api, key, { prompt: 'fox', ...body })).json.data.id)?.params;
    expect(await params({})).toEqual({
      prompt: 'fox',
      negativePrompt: GENERATION_DEFAULTS.negativePrompt,
      width: 512,
      height: 512,
      steps: 20,
      workflow: 'default',
      seed: -1,
      cfg: null,
      model: GENERATION_DEFAULTS.model.default,
    });
    expect(await params({ workflow: 'anime' })).toMatchObject({
      cfg: 7,
      model: GENERATION_DEFAULTS.model.anime,
    });
    expect(await params({ workflow: 'rr3', cfg: 4.5, model: 'ignored' })).toMatchObject({
      cfg: 4.5,
      model: null,
    });
    expect(await params({ workflow: 'rr3' })).toMatchObject({ cfg: 6 });
    expect(
      await params({ workflow: 'z-image', negative_prompt: 'blur', cfg: 9, model: 'm' }),
    ).toMatchObject({
      negativePrompt: null,
      cfg: null,
      model: null,
    });
    expect(await params({ width: null, negative_prompt: null })).toMatchObject({
      width: 512,
      negativePrompt: GENERATION_DEFAULTS.negativePrompt,
    });
  });

  it('accepts any JSON object as a node-graph prompt', async () => {
    const { api, key } = await startEmulator();
    const graph = { '3': { class_type: 'KSampler', inputs: { seed: 5 } } };
    for (const workflow of ['default', 'anime', 'z-image']) {
      const answer = await submit(api, key, { prompt: graph, workflow });
      expect(answer.status).toBe(200);
      expect(api.task(answer.json.data.id)?.params.prompt).toEqual(graph);
    }
    expect((await submit(api, key, { prompt: {} })).status).toBe(200);
  });

  it('ignores unknown body fields', async () => {
    const { api, key } = await startEmulator();
    expect((await submit(api, key, { prompt: 'fox', sampler: 'euler', batch: 4 })).status).toBe(
      200,
    );
  });
});
