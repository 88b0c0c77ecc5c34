import { describe, expect, it } from 'vitest';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderDetails } from '../../../src/imagine/render/render-details.js';
import type { ImagePlacement } from '../../../src/imagine/render/render-final.js';
import { renderReplyFinal } from '../../../src/imagine/render/render-reply.js';
import { readCard } from '../../helpers/card.js';
import { enService as en } from '../../helpers/i18n.js';

const view: GenerationView = {
  jobId: '1300000000000000001',
  phase: 'failed',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: '1200000000000000002',
  elapsedMs: 5_000,
  error: { message: "The image service couldn't generate this image." },
};

/** The card of a reply of `generation` (its image placed as `placement`). */
const card = (generation: GenerationView, placement?: ImagePlacement) =>
  readCard(
    renderReplyFinal(
      { replyId: generation.jobId, requesterId: generation.requesterId, generations: [generation] },
      new Map(placement ? [[generation.jobId, placement]] : []),
      en,
    ),
  );

describe('renderers: service text and workflow files', () => {
  it("quotes the service's own failure text, escaped and cut", () => {
    const { text } = card({ ...view, serviceError: 'GPU *exploded* @everyone' });
    expect(text).toContain("**The image service couldn't generate this image.**");
    expect(text).toContain('The image service said: “GPU \\*exploded\\* @everyone”');
    const long = card({ ...view, serviceError: 'x'.repeat(5_000) }).texts[1];
    expect(long?.length).toBeLessThan(1_200);
  });

  it('leaves the service line out when there is none', () => {
    expect(card(view).text).not.toContain('said');
  });

  it('names the workflow file in the result and the details', () => {
    const withFile = { ...view, phase: 'completed' as const, workflowFile: 'my_graph.json' };
    const result = card(withFile, { kind: 'attachment', fileName: 'a.png' });
    expect(result.texts.at(-1)).toContain('**Workflow file** my\\_graph.json');
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
