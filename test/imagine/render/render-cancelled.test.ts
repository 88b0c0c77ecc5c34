import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../src/i18n/catalogs/index.js';
import { LOCALES } from '../../../src/i18n/locales.js';
import { cancelledHow, StoppedWaitingError } from '../../../src/imagine/errors.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderFailure } from '../../../src/imagine/render/render-failure.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
import { QueuedJobCancelledError } from '../../../src/jobs/errors.js';
import { en, i18n } from '../../helpers/i18n.js';

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

/** Each button as `label custom_id`. */
const buttons = (message: { components: readonly unknown[] }) =>
  message.components.flatMap((row) =>
    (row as { toJSON(): { components: { custom_id?: string; label?: string }[] } })
      .toJSON()
      .components.map((c) => `${c.label} ${c.custom_id}`),
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
    const message = renderFailure(generation('r1'), en);
    const embed = message.embeds[0];
    expect(embed?.title).toBe('✖️ Generation cancelled');
    expect(embed?.description).toContain(`**${CANCELLED}**`);
    expect(embed?.description).toContain(
      'Press **Run again** to run it again with the same options (a new generation), or **Remix** to change them first.',
    );
    expect(embed?.description).not.toContain('Retry');
    expect(embed?.description).not.toContain('change the prompt');
    expect(buttons(message)).toEqual([
      '🔁 Run again imagine:retry:r1',
      '🎛️ Remix imagine:remix:r1',
      'ℹ️ Details imagine:details:r1',
    ]);
  });

  it('stopped waiting: titled so, its credit maybe spent, Run again', () => {
    const message = renderFailure(stopped('r1'), en);
    expect(message.embeds[0]?.title).toBe('⏹️ Stopped waiting');
    expect(message.embeds[0]?.description).toContain(STOPPED);
    expect(buttons(message)[0]).toBe('🔁 Run again imagine:retry:r1');
  });

  it('has its own title and Run again in every language, never the failure wording', () => {
    for (const locale of LOCALES) {
      const t = i18n.translator(locale);
      const catalog = CATALOGS[locale];
      const message = renderFailure(generation('r1'), t);
      expect(message.embeds[0]?.title, locale).toBe(catalog.imagine.cancelled.title);
      expect(message.embeds[0]?.title, locale).not.toBe(catalog.imagine.failure.title);
      expect(message.embeds[0]?.description, locale).not.toContain(
        catalog.imagine.failure.nextFailed,
      );
      expect(buttons(message)[0], locale).toBe(
        `${catalog.imagine.buttons.runAgain} imagine:retry:r1`,
      );
      expect(catalog.imagine.buttons.runAgain, locale).not.toBe(catalog.imagine.buttons.retry);
    }
  });

  it('a reply of several, all cancelled, offers Run again for the whole reply', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      generations: [generation('r1'), stopped('r1.1')],
    };
    const message = renderReplyFinal(view, new Map(), en);
    expect(message.embeds.map((embed) => embed.title)).toEqual([
      '✖️ Generation cancelled',
      '⏹️ Stopped waiting',
    ]);
    expect(buttons(message)[0]).toBe('🔁 Run again imagine:retry:r1');
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
    const text = renderReplyProgress(view, en).embeds[0]?.description ?? '';
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
    const message = renderReplyFinal(view, placements, en);
    const text = message.embeds[0]?.description ?? '';
    expect(text).toContain(`**2.** ✖️ ${CANCELLED}`);
    expect(text).toContain(`**3.** ✖️ ${CANCELLED}`);
    expect(text).toContain(
      'Press 🔁 and its number to run a cancelled image again (one generation); the others are not made again.',
    );
    expect(text).not.toContain('try a failed image again');
    expect(buttons(message).slice(0, 3)).toEqual([
      '🎲 1 imagine:reroll:r1',
      '🔁 2 imagine:retry:r1.1',
      '🔁 3 imagine:retry:r1.2',
    ]);
  });

  it('titles a set with none made by how it was ended', () => {
    const all = (generations: GenerationView[]) =>
      renderReplyFinal({ replyId: 'r1', requesterId: 'u1', batch, generations }, new Map(), en)
        .embeds[0]?.title;
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
