import { describe, expect, it } from 'vitest';
import { parameterFields } from '../../../src/imagine/render/generation-summary.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { en } from '../../helpers/i18n.js';

const view: GenerationView = {
  jobId: '1300000000000000001',
  phase: 'completed',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: '1200000000000000002',
  elapsedMs: 65_000,
  defaults: { width: 512, height: 512, steps: 20 },
};

const inline = (name: string, value: string) => ({ name, value, inline: true });

describe('parameterFields', () => {
  it("shows the backend's defaults for what was not set, and no seed when none was sent", () => {
    expect(parameterFields(view, { withDuration: false }, en)).toStrictEqual([
      inline('Workflow', 'default'),
      inline('Size', '512×512'),
      inline('Steps', '20'),
      inline('Requested by', '<@1200000000000000002>'),
    ]);
  });

  it('leaves out what a backend neither was sent nor declares a default of (no workflow either)', () => {
    const { workflow: _, defaults: __, ...bare } = view;
    expect(parameterFields({ ...bare, width: 640 }, { withDuration: false }, en)).toStrictEqual([
      inline('Requested by', '<@1200000000000000002>'),
    ]);
    expect(
      parameterFields(
        { ...bare, defaults: { width: 512, height: 512, steps: 30 } },
        { withDuration: false },
        en,
      ),
    ).toStrictEqual([
      inline('Size', '512×512'),
      inline('Steps', '30'),
      inline('Requested by', '<@1200000000000000002>'),
    ]);
  });

  it('shows every parameter set, in order, with member text escaped and cut', () => {
    const fields = parameterFields(
      {
        ...view,
        negativePrompt: `*blurry* ${'n'.repeat(2_000)}`,
        workflow: 'anime',
        workflowFile: 'my_graph.json',
        width: 768,
        steps: 30,
        seed: 42,
        cfg: 7.5,
        model: 'models/x_y.safetensors',
      },
      { withDuration: true },
      en,
    );
    expect(fields.map((field) => field.name)).toStrictEqual([
      'Negative prompt',
      'Workflow',
      'Workflow file',
      'Size',
      'Steps',
      'Seed',
      'CFG',
      'Model',
      'Duration',
      'Requested by',
    ]);
    const [negative, ...rest] = fields;
    expect(Object.keys(negative ?? {})).toStrictEqual(['name', 'value']);
    expect(negative?.value.startsWith('\\*blurry\\* nnn')).toBe(true);
    expect(negative?.value).toHaveLength(1_024);
    expect(rest.map((field) => field.value)).toStrictEqual([
      'anime',
      'my\\_graph.json',
      '768×512',
      '30',
      '42',
      '7.5',
      'models/x\\_y.safetensors',
      '1:05',
      '<@1200000000000000002>',
    ]);
  });

  it('leaves out blank text, shows seed -1 as random and a cfg of 0 as set', () => {
    const fields = parameterFields(
      { ...view, negativePrompt: '', model: '', seed: -1, cfg: 0 },
      { withDuration: false },
      en,
    );
    expect(fields.map((field) => [field.name, field.value])).toStrictEqual([
      ['Workflow', 'default'],
      ['Size', '512×512'],
      ['Steps', '20'],
      ['Seed', 'random'],
      ['CFG', '0'],
      ['Requested by', '<@1200000000000000002>'],
    ]);
  });
});
