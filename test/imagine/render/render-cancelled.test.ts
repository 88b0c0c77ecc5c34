import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../../src/i18n/catalogs/shipped-catalogs.js';
import { LOCALES } from '../../../src/i18n/locales.js';
import { cancelledHow, StoppedWaitingError } from '../../../src/imagine/imagine-errors.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
import { QueuedJobCancelledError } from '../../../src/jobs/job-errors.js';
import { readCard } from '../../helpers/card.js';
import { enService as en, i18n } from '../../helpers/i18n.js';

const CANCELLED = 'Cancelled before it was sent to the image service; nothing was charged.';
const STOPPED =
  'The bot stopped waiting for it. The image service already had it and cannot cancel it, so its credit may already be spent.';

const generation = (jobId: string, patch: Partial<GenerationView> = {}): GenerationView => ({
  jobId,
  phase: 'failed',
  prompt: 'a cat',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 1_000,
  cancelled: 'dequeued',
  error: { message: CANCELLED, text: { key: 'cancel.cancelled' } },
  ...patch,
});
const stopped = (jobId: string) =>
  generation(jobId, {
    cancelled: 'stopped',
    error: { message: STOPPED, text: { key: 'cancel.stopped' } },
  });

/** The card of a reply of one generation. */
const single = (view: GenerationView, t = en) =>
  readCard(
    renderReplyFinal({ replyId: view.jobId, requesterId: 'u1', generations: [view] }, new Map(), t),
  );

describe('cancelledHow', () => {
  it('tells a generation taken out of the queue, or stopped, by the error it ended with', () => {
    expect(cancelledHow(new QueuedJobCancelledError())).toBe('dequeued');
    expect(cancelledHow({ name: 'StoppedWaitingError' })).toBe('stopped');
    expect(cancelledHow(new StoppedWaitingError())).toBe('stopped');
    expect(cancelledHow({ name: 'JobTimeoutError' })).toBeUndefined();
    expect(cancelledHow(undefined)).toBeUndefined();
  });
});

describe('a cancelled generation', () => {
  it('is titled cancelled, says why, and offers Run again rather than Retry', () => {
    const card = single(generation('r1'));
    expect(card.title).toBe('✖️ Generation cancelled');
    expect(card.accent).toBe(0x80848e);
    expect(card.text).toContain(`**${CANCELLED}**`);
    expect(card.text).toContain(
      'Press **Run again** to run it again with the same options (a new generation), or **Remix** to change them first.',
    );
    expect(card.text).not.toContain('Retry');
    expect(card.text).not.toContain('change the prompt');
    expect(card.buttons).toEqual([
      '🔁 Run again imagine:retry:r1',
      '🎛️ Remix imagine:remix:r1',
      'ℹ️ Details imagine:details:r1',
    ]);
  });

  it('stopped waiting: titled so, its credit maybe spent, Run again', () => {
    const card = single(stopped('r1'));
    expect(card.title).toBe('⏹️ Stopped waiting');
    expect(card.text).toContain(STOPPED);
    expect(card.buttons[0]).toBe('🔁 Run again imagine:retry:r1');
  });

  it('has its own title and Run again in every language, never the failure wording', () => {
    for (const locale of LOCALES) {
      const t = i18n.translator(locale);
      const catalog = catalogOf(locale);
      const card = single(generation('r1'), t);
      expect(card.title, locale).toBe(catalog.imagine.cancelled.title);
      expect(card.title, locale).not.toBe(catalog.imagine.failure.title);
      expect(card.text, locale).not.toContain(catalog.imagine.failure.nextFailed);
      expect(card.buttons[0], locale).toBe(`${catalog.imagine.buttons.runAgain} imagine:retry:r1`);
      expect(catalog.imagine.buttons.runAgain, locale).not.toBe(catalog.imagine.buttons.retry);
    }
  });

  it('a reply of several, all cancelled, offers each one again', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      generations: [generation('r1'), stopped('r1.1')],
    };
    const card = readCard(renderReplyFinal(view, new Map(), en));
    expect(card.title).toBe('⏹️ Stopped waiting for 2 images');
    expect(card.text).toContain(`**1.** ✖️ ${CANCELLED}`);
    expect(card.text).toContain(`**2.** ⏹️ ${STOPPED}`);
    expect(card.options).toEqual(['🔁 Run image 1 again retry:1', '🔁 Run image 2 again retry:2']);
  });
});

describe('a set of images with cancelled ones', () => {
  const batch = { images: 3, paidBy: 'user' as const };

  it('marks them cancelled while the others run', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      batch,
      cancellable: true,
      generations: [
        generation('r1', { phase: 'processing', cancelled: undefined, error: undefined }),
        generation('r1.1'),
        stopped('r1.2'),
      ],
    };
    const { text } = readCard(renderReplyProgress(view, en));
    expect(text).toContain('**2.** ✖️ Cancelled');
    expect(text).toContain('**3.** ⏹️ Stopped waiting');
    expect(text).not.toContain('❌');
  });

  it('lists them as cancelled, not failed, and offers to run them again', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      batch,
      generations: [
        generation('r1', { phase: 'completed', cancelled: undefined, error: undefined, seed: 7 }),
        generation('r1.1'),
        generation('r1.2'),
      ],
    };
    const placements = new Map([
      ['r1', { kind: 'attachment' as const, fileName: 'imagine-r1.png' }],
    ]);
    const card = readCard(renderReplyFinal(view, placements, en));
    const { text } = card;
    expect(text).toContain(`**2.** ✖️ ${CANCELLED}`);
    expect(text).toContain(`**3.** ✖️ ${CANCELLED}`);
    expect(text).toContain(
      'Pick 🔁 and the image’s number in the menu below to run a cancelled image again (one generation); the others are not made again.',
    );
    expect(text).not.toContain('try a failed image again');
    expect(card.options).toEqual([
      '🎲 Re-roll image 1 reroll:1',
      '🎛️ Remix image 1 remix:1',
      '🔁 Run image 2 again retry:2',
      '🔁 Run image 3 again retry:3',
    ]);
  });

  it('titles a set with none made by how it was ended', () => {
    const all = (generations: GenerationView[]) =>
      readCard(
        renderReplyFinal({ replyId: 'r1', requesterId: 'u1', batch, generations }, new Map(), en),
      ).title;
    expect(all([generation('r1'), generation('r1.1'), generation('r1.2')])).toBe(
      '✖️ 3 images cancelled',
    );
    expect(all([generation('r1'), stopped('r1.1'), stopped('r1.2')])).toBe(
      '⏹️ Stopped waiting for 3 images',
    );
    const failed = generation('r1.2', { cancelled: undefined, error: { message: 'Boom.' } });
    expect(all([generation('r1'), generation('r1.1'), failed])).toBe('❌ 3 images failed');
  });
});
