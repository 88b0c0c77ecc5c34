import { describe, expect, it } from 'vitest';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderDetails } from '../../../src/imagine/render/render-details.js';
import { renderFailure } from '../../../src/imagine/render/render-failure.js';
import { renderResult } from '../../../src/imagine/render/render-result.js';
import { en } from '../../helpers/i18n.js';

const view: GenerationView = {
  jobId: '1300000000000000001',
  phase: 'failed',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: '1200000000000000002',
  elapsedMs: 5_000,
  error: { message: "The image service couldn't generate this image." },
};

describe('renderers: service text and workflow files', () => {
  it("quotes the service's own failure text, escaped and cut", () => {
    const text = renderFailure({ ...view, serviceError: 'GPU *exploded* @everyone' }, en).embeds[0]
      ?.description;
    expect(text).toContain("**The image service couldn't generate this image.**");
    expect(text).toContain('The image service said: “GPU \\*exploded\\* @everyone”');
    const long = renderFailure({ ...view, serviceError: 'x'.repeat(5_000) }, en).embeds[0]
      ?.description;
    expect(long?.length).toBeLessThan(1_200);
  });

  it('leaves the service line out when there is none', () => {
    expect(renderFailure(view, en).embeds[0]?.description).not.toContain('said');
  });

  it('names the workflow file in the result and the details', () => {
    const withFile = { ...view, phase: 'completed' as const, workflowFile: 'my_graph.json' };
    const result = renderResult(withFile, { kind: 'attachment', fileName: 'a.png' }, en);
    expect(result.embeds[0]?.fields).toContainEqual({
      name: 'Workflow file',
      value: 'my\\_graph.json',
      inline: true,
    });
    expect(renderDetails(withFile, en).embeds[0].fields).toContainEqual({
      name: 'Workflow file',
      value: 'my\\_graph.json',
      inline: true,
    });
  });

  it('formats sizes for people', () => {
    expect(en.bytes(512)).toBe('512 bytes');
    expect(en.bytes(2_048)).toBe('2 KB');
    expect(en.bytes(262_144)).toBe('256 KB');
    expect(en.bytes(10 * 1_048_576)).toBe('10 MB');
    expect(en.bytes(1_572_864)).toBe('1.5 MB');
  });
});
