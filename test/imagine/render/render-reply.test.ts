import { describe, expect, it } from 'vitest';
import { CARD_COLORS } from '../../../src/imagine/render/card.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { progressFactsOf } from '../../../src/imagine/render/render-progress.js';
import {
  renderReplyFinal,
  renderReplyProgress,
  renderReplyProgressFacts,
} from '../../../src/imagine/render/render-reply.js';
import { readCard } from '../../helpers/card.js';
import { en } from '../../helpers/i18n.js';

const generation = (jobId: string, patch: Partial<GenerationView> = {}): GenerationView => ({
  jobId,
  phase: 'failed',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 1_000,
  error: { message: 'The image service is unavailable right now.' },
  ...patch,
});

describe('renderReply: one card per reply', () => {
  const view = {
    replyId: 'r1',
    requesterId: 'u1',
    generations: [generation('r1'), generation('r1.1')],
  };

  it('offers each image again and the whole reply’s Remix when none of its generations made an image', () => {
    const card = readCard(renderReplyFinal(view, new Map(), en));
    expect(card.title).toBe('❌ 2 images failed');
    expect(card.accent).toBe(CARD_COLORS.failed);
    expect(card.gallery).toEqual([]);
    expect(card.options).toEqual(['🔁 Run image 1 again retry:1', '🔁 Run image 2 again retry:2']);
    expect(card.buttons).toEqual([
      '🎛️ Remix imagine:remix:r1',
      'ℹ️ Details imagine:details:r1',
      '🗑️ Delete imagine:delete:r1',
    ]);
  });

  it('shows the image that came in the gallery, and the failure beside it', () => {
    const mixed = {
      ...view,
      generations: [generation('r1', { phase: 'completed', error: undefined }), generation('r1.1')],
    };
    const placements = new Map([
      ['r1', { kind: 'attachment' as const, fileName: 'imagine-r1.png' }],
    ]);
    const card = readCard(renderReplyFinal(mixed, placements, en));
    expect(card.title).toBe('⚠️ 1 of 2 images ready');
    expect(card.accent).toBe(CARD_COLORS.partial);
    expect(card.gallery).toEqual([
      { url: 'attachment://imagine-r1.png', alt: 'Image 1 of 2: a cat (seed random)' },
    ]);
    expect(card.text).toContain('**2.** ❌ The image service is unavailable right now.');
    expect(card.options).toEqual([
      '🎲 Re-roll image 1 reroll:1',
      '🎛️ Remix image 1 remix:1',
      '🔁 Run image 2 again retry:2',
    ]);
    expect(card.buttons[0]).toBe('🎲 Re-roll all imagine:rerollall:r1');
  });

  it('shows each attached preview of a running reply in its gallery, none before it is attached', () => {
    const running = {
      ...view,
      generations: [
        generation('r1', { phase: 'processing', error: undefined, previewSerial: 2 }),
        generation('r1.1', { phase: 'processing', error: undefined }),
      ],
    };
    const facts = running.generations.map(progressFactsOf);
    expect(facts[0]?.preview).toEqual({ jobId: 'r1', serial: 2 });
    expect(readCard(renderReplyProgress(running, en)).gallery).toEqual([]);
    const attached = facts.map((shown, index) =>
      index === 0 && shown.preview
        ? { ...shown, preview: { ...shown.preview, fileName: 'preview-r1-2.jpg' } }
        : shown,
    );
    const card = readCard(renderReplyProgressFacts(attached, en));
    expect(card.gallery).toEqual([
      {
        url: 'attachment://preview-r1-2.jpg',
        alt: 'Preview while it is generated, image 1 of 2: a cat',
      },
    ]);
  });

  it('offers Report on a finished image of a public reply only, never on a failure', () => {
    const one = {
      ...view,
      generations: [generation('r1', { phase: 'completed', error: undefined })],
    };
    const placements = new Map([
      ['r1', { kind: 'attachment' as const, fileName: 'imagine-r1.png' }],
    ]);
    const reports = (shown: typeof view & { reportable?: boolean }, placed = placements) =>
      readCard(renderReplyFinal(shown, placed, en)).buttons.filter((b) => b.includes(':report:'));
    expect(reports({ ...one, reportable: true })).toEqual(['🚩 Report imagine:report:r1']);
    expect(reports(one)).toEqual([]);
    const set = {
      ...view,
      generations: [one.generations[0] as GenerationView, generation('r1.1')],
    };
    expect(reports({ ...set, reportable: true })).toEqual(['🚩 Report imagine:report:r1']);
    expect(reports(set)).toEqual([]);
    expect(reports({ ...view, reportable: true }, new Map())).toEqual([]);
    expect(
      reports({ ...view, generations: [generation('r1')], reportable: true }, new Map()),
    ).toEqual([]);
  });

  it('shows each running generation on one card, without buttons unless it may be cancelled', () => {
    const running = {
      ...view,
      generations: [
        generation('r1', { phase: 'processing', progress: 40 }),
        generation('r1.1', { phase: 'waiting', queuePosition: 2 }),
      ],
    };
    const message = renderReplyProgress(running, en);
    const card = readCard(message);
    expect(message.components).toHaveLength(1);
    expect(card.accent).toBe(CARD_COLORS.running);
    expect(card.text).toContain('**1.** 🎨 Generating ▰▰▰▰▱▱▱▱▱▱');
    expect(card.text).toContain('**2.** ⏳ Waiting for a free slot Position **2** in the queue.');
    expect(card.buttons).toEqual([]);
    expect(readCard(renderReplyProgress({ ...running, cancellable: true }, en)).buttons).toEqual([
      '✖️ Cancel imagine:cancel:r1',
    ]);
  });
});
