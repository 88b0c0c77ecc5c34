import { describe, expect, it } from 'vitest';
import { toApiMessage } from '../../../src/imagine/delivery/to-api-message.js';
import { IMAGINE_OPTIONS } from '../../../src/imagine/options/imagine-options.js';
import type {
  GenerationPhase,
  GenerationView,
} from '../../../src/imagine/render/generation-view.js';
import { renderDetails } from '../../../src/imagine/render/render-details.js';
import { imageFileName } from '../../../src/imagine/render/render-final.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
import { readCard } from '../../helpers/card.js';
import { GRAPHEMES } from '../../helpers/grapheme-samples.js';
import { en } from '../../helpers/i18n.js';
import { CALLBACK, EDIT_ORIGINAL, expectAccepted, replyBody } from '../../helpers/spec-payload.js';

/** Text of `grapheme` repeated to `length` UTF-16 units after `pad` letters (cut wherever the limit falls). */
const fill = (grapheme: string, length: number, pad: number) =>
  'x'.repeat(pad) + grapheme.repeat(Math.ceil((length - pad) / grapheme.length));

/** A view whose every user text is long and made of one grapheme shape, shifted by `pad`. */
function viewOf(grapheme: string, pad: number, phase: GenerationPhase): GenerationView {
  return {
    jobId: '1300000000000000001',
    phase,
    prompt: fill(grapheme, IMAGINE_OPTIONS.prompt.maxLength, pad),
    negativePrompt: fill(grapheme, 2_000, pad),
    workflow: 'default',
    model: fill(grapheme, 300, pad),
    workflowFile: fill(grapheme, 300, pad),
    requesterId: '1200000000000000002',
    taskId: 'task-1',
    progress: 40,
    queuePosition: 2,
    elapsedMs: 61_000,
    error: { message: 'The generation failed.', text: { key: 'imagine.failure.failed' } },
    serviceError: fill(grapheme, 1_000, pad),
    ignoredOptions: ['cfg'],
    keySource: 'server',
  };
}

/** Every message the generation renderers draw for a view, with the route it is sent to. */
function renderings(view: (phase: GenerationPhase) => GenerationView) {
  const jobId = '1300000000000000001';
  const placement = { kind: 'attachment', fileName: imageFileName(jobId, 'png') } as const;
  const missing = { kind: 'missing', reason: { key: 'imagine.result.notFetched' } } as const;
  const attachments = [{ id: '0', filename: imageFileName(jobId, 'png') }];
  const reply = (generations: GenerationView[]) => ({
    replyId: jobId,
    requesterId: '1200000000000000002',
    generations,
  });
  const set = (phase: GenerationPhase) =>
    [0, 1, 2, 3].map((i) => ({ ...view(phase), jobId: `${jobId.slice(0, -1)}${i + 1}` }));
  const setPlacements = new Map(
    set('completed').map((g) => [
      g.jobId,
      { kind: 'attachment', fileName: imageFileName(g.jobId, 'png') } as const,
    ]),
  );
  return [
    ...(['waiting', 'processing'] as const).map((phase) => ({
      name: `progress (${phase})`,
      route: EDIT_ORIGINAL,
      body: toApiMessage(renderReplyProgress(reply([view(phase)]), en)),
    })),
    {
      name: 'progress (set of 4)',
      route: EDIT_ORIGINAL,
      body: toApiMessage(
        renderReplyProgress(
          { ...reply(set('processing')), batch: { images: 4 }, cancellable: true },
          en,
        ),
      ),
    },
    {
      name: 'result (set of 4)',
      route: EDIT_ORIGINAL,
      body: toApiMessage(
        renderReplyFinal({ ...reply(set('completed')), batch: { images: 4 } }, setPlacements, en),
        set('completed').map((g, i) => ({
          id: String(i),
          filename: imageFileName(g.jobId, 'png'),
        })),
      ),
    },
    {
      name: 'result (attached)',
      route: EDIT_ORIGINAL,
      body: toApiMessage(
        renderReplyFinal(reply([view('completed')]), new Map([[jobId, placement]]), en),
        attachments,
      ),
    },
    {
      name: 'result (made, not delivered)',
      route: EDIT_ORIGINAL,
      body: toApiMessage(
        renderReplyFinal(reply([view('completed')]), new Map([[jobId, missing]]), en),
      ),
    },
    ...(['failed', 'timed_out'] as const).map((phase) => ({
      name: `failure (${phase})`,
      route: EDIT_ORIGINAL,
      body: toApiMessage(renderReplyFinal(reply([view(phase)]), new Map(), en)),
    })),
    { name: 'details', route: CALLBACK, body: replyBody(renderDetails(view('completed'), en)) },
  ];
}

describe('rendered generation messages pass Discord’s OpenAPI schema', () => {
  for (const [shape, grapheme] of Object.entries(GRAPHEMES)) {
    it(`with ${shape} text cut at every offset inside a grapheme`, () => {
      // Offsets repeat with the grapheme's length: pads 0…length-1 put the limit at each of them.
      for (let pad = 0; pad < grapheme.length; pad++) {
        for (const { name, route, body } of renderings((phase) => viewOf(grapheme, pad, phase))) {
          try {
            expectAccepted(route, body);
          } catch (error) {
            throw new Error(`${name}, pad ${pad}: ${(error as Error).message}`);
          }
        }
      }
    });
  }

  it('really cuts: every renderer shows the prompt ending in whole emoji and an ellipsis', () => {
    const all = renderings((phase) => viewOf(GRAPHEMES.family, 3, phase));
    for (const { name, body } of all) {
      const shown = 'data' in body ? body.data : body;
      const text =
        Number(shown.flags) & (1 << 15)
          ? readCard(shown as never).text
          : (shown.embeds as { description?: string }[])[0]?.description;
      expect(text, name).toContain(`${GRAPHEMES.family}…`);
    }
  });
});
