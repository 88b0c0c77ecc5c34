import { describe, expect, it } from 'vitest';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
import { en } from '../../helpers/i18n.js';

const generation = (jobId: string, patch: Partial<GenerationView> = {}): GenerationView => ({
  jobId,
  phase: 'completed',
  prompt: 'a *cat* <@1>',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 4_000,
  ...patch,
});

const customIds = (message: { components: readonly unknown[] }) =>
  message.components.flatMap((row) =>
    (row as { toJSON(): { components: { custom_id?: string; label?: string }[] } })
      .toJSON()
      .components.map((c) => `${c.label} ${c.custom_id}`),
  );

describe('a set of images (count)', () => {
  const batch = { images: 3, paidBy: 'server' as const };

  it('says what it costs and draws a line per image while they run, with Cancel while one is queued', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      batch,
      cancellable: true,
      generations: [
        generation('r1', { phase: 'processing', startedAt: 1_000_000 }),
        generation('r1.1', { phase: 'waiting', queuePosition: 1 }),
        generation('r1.2', { phase: 'waiting', queuePosition: 2 }),
      ],
    };
    const message = renderReplyProgress(view, en);
    expect(message.embeds).toHaveLength(1);
    const text = message.embeds[0]?.description ?? '';
    expect(text).toContain('3 images = 3 generations on the server key.');
    expect(text).toContain('**1.** 🎨 Generating Started <t:1000:R>.');
    expect(text).toContain(
      "**3.** ⏳ Waiting for a free slot Position **2** in this server's queue.",
    );
    expect(text).toContain('\\*cat\\* \\<@1>');
    expect(customIds(message)).toEqual(['✖️ Cancel imagine:cancel:r1']);
    const submitted = {
      ...view,
      generations: view.generations.map((g) => ({ ...g, phase: 'queued' as const })),
    };
    expect(customIds(renderReplyProgress(submitted, en))).toEqual([
      '⏹️ Stop waiting imagine:stop:r1',
    ]);
  });

  it('names each image that failed and why, with a Retry for those only', () => {
    const view = {
      replyId: 'r1',
      requesterId: 'u1',
      batch,
      generations: [
        generation('r1', { seed: 7 }),
        generation('r1.1', {
          phase: 'failed',
          seed: 8,
          error: { message: 'The service failed.' },
          serviceError: 'out of <@&2> memory',
        }),
        generation('r1.2', { seed: 9 }),
      ],
    };
    const placements = new Map([
      ['r1', { kind: 'attachment' as const, fileName: 'imagine-r1.png' }],
      ['r1.2', { kind: 'attachment' as const, fileName: 'imagine-r1.2.png' }],
    ]);
    const message = renderReplyFinal(view, placements, en);
    expect(message.embeds).toHaveLength(1);
    expect(message.embeds[0]?.title).toBe('⚠️ 2 of 3 images ready');
    expect(message.embeds[0]?.image).toBeUndefined();
    const text = message.embeds[0]?.description ?? '';
    expect(text).toContain('**1.** ✅ Seed 7');
    expect(text).toContain(
      '**2.** ❌ The service failed. The image service said: “out of \\<@&2> memory”',
    );
    expect(text).toContain('**3.** ✅ Seed 9');
    expect(customIds(message)).toEqual([
      '🎲 1 imagine:reroll:r1',
      '🔁 2 imagine:retry:r1.1',
      '🎲 3 imagine:reroll:r1.2',
      '🎛️ Remix imagine:remix:r1',
      'ℹ️ Details imagine:details:r1',
      '🗑️ Delete imagine:delete:r1',
    ]);
  });
});
