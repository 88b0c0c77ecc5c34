import { describe, expect, it } from 'vitest';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
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

const customIds = (message: { components: { toJSON(): { components: object[] } }[] }) =>
  message.components.flatMap((row) =>
    row.toJSON().components.map((button) => ('custom_id' in button ? button.custom_id : '')),
  );

describe('renderReply', () => {
  const view = {
    replyId: 'r1',
    requesterId: 'u1',
    generations: [generation('r1'), generation('r1.1')],
  };

  it('offers Retry for the whole reply when none of its generations made an image', () => {
    const message = renderReplyFinal(view, new Map(), en);
    expect(message.embeds.map((embed) => embed.title)).toEqual([
      '❌ Generation failed',
      '❌ Generation failed',
    ]);
    expect(customIds(message)).toEqual([
      'imagine:retry:r1',
      'imagine:remix:r1',
      'imagine:details:r1',
    ]);
  });

  it('shows each image that came, and the failure beside it', () => {
    const mixed = {
      ...view,
      generations: [generation('r1', { phase: 'completed', error: undefined }), generation('r1.1')],
    };
    const placements = new Map([
      ['r1', { kind: 'attachment' as const, fileName: 'imagine-r1.png' }],
    ]);
    const message = renderReplyFinal(mixed, placements, en);
    expect(message.embeds.map((embed) => embed.title)).toEqual([
      '✅ Image ready',
      '❌ Generation failed',
    ]);
    expect(customIds(message)).toEqual([
      'imagine:reroll:r1',
      'imagine:remix:r1',
      'imagine:details:r1',
      'imagine:delete:r1',
    ]);
  });

  it('shows each running generation, without buttons', () => {
    const running = {
      ...view,
      generations: [
        generation('r1', { phase: 'processing', progress: 40 }),
        generation('r1.1', { phase: 'waiting', queuePosition: 2 }),
      ],
    };
    const message = renderReplyProgress(running, en);
    expect(message.embeds.map((embed) => embed.title)).toEqual([
      '🎨 Generating',
      '⏳ Waiting for a free slot',
    ]);
    expect(message.components).toEqual([]);
  });
});
