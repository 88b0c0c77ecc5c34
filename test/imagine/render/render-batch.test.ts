import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../src/i18n/translator.js';
import { type BackendNaming, namedTranslator } from '../../../src/image-backend/backend-naming.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import {
  type ReplyView,
  renderReplyFinal,
  renderReplyProgress,
} from '../../../src/imagine/render/render-reply.js';
import { readCard } from '../../helpers/card.js';
import { enService, en as plain } from '../../helpers/i18n.js';

const en = enService;

const generation = (jobId: string, patch: Partial<GenerationView> = {}): GenerationView => ({
  jobId,
  phase: 'completed',
  prompt: 'a *cat* <@1>',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 4_000,
  ...patch,
});

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
    expect(message.components).toHaveLength(1);
    const card = readCard(message);
    expect(card.title).toBe('🎨 3 images');
    expect(card.text).toContain('3 images = 3 generations on the server key.');
    expect(card.text).toContain('**1.** 🎨 Generating Started <t:1000:R>.');
    expect(card.text).toContain('**3.** ⏳ Waiting for a free slot Position **2** in the queue.');
    expect(card.text).toContain('\\*cat\\* \\<@1>');
    expect(card.buttons).toEqual(['✖️ Cancel imagine:cancel:r1']);
    const submitted = {
      ...view,
      generations: view.generations.map((g) => ({ ...g, phase: 'queued' as const })),
    };
    expect(readCard(renderReplyProgress(submitted, en)).buttons).toEqual([
      '⏹️ Stop waiting imagine:stop:r1',
    ]);
  });

  it('says what a set costs as its backend counts it: kudos on a balance, images on a backend without keys', () => {
    const running = (paidBy: NonNullable<ReplyView['batch']>['paidBy']) => ({
      replyId: 'r1',
      requesterId: 'u1',
      batch: { images: 2, ...(paidBy ? { paidBy } : {}) },
      generations: [
        generation('r1', { phase: 'waiting' }),
        generation('r1.1', { phase: 'waiting' }),
      ],
    });
    const named = (naming: Omit<BackendNaming, 'creates' | 'named'>) =>
      namedTranslator(plain, { ...naming, creates: 'no', named: 'yes' });
    const horde = named({
      original: 'no',
      backend: 'AI Horde',
      unit: 'kudos',
      accounts: 'balance',
    });
    const openai = named({ original: 'no', backend: 'OpenAI', unit: 'usage', accounts: 'keys' });
    const webui = named({ original: 'no', backend: 'WebUI', unit: 'usage', accounts: 'none' });
    const said = (view: ReplyView, t: Translator) => readCard(renderReplyProgress(view, t)).text;
    expect(said(running('server'), horde)).toContain(
      '2 images = 2 generations on the server key, paid in kudos.',
    );
    expect(said(running('user'), openai)).toContain('2 images = 2 generations on your key.');
    expect(said(running('user'), enService)).toContain('2 images = 2 generations on your key.');
    expect(said(running('limit'), webui)).toContain(
      '2 images, counted toward your daily limit on this server.',
    );
    expect(said(running('none'), webui)).toContain(
      '2 images; WebUI keeps no accounts, so nothing is charged.',
    );
    expect(said(running(undefined), plain)).toContain('2 images = 2 generations on your key.');
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
    expect(message.components).toHaveLength(1);
    const card = readCard(message);
    expect(card.title).toBe('⚠️ 2 of 3 images ready');
    expect(card.gallery).toEqual([
      { url: 'attachment://imagine-r1.png', alt: 'Image 1 of 3: a *cat* <@1> (seed 7)' },
      { url: 'attachment://imagine-r1.2.png', alt: 'Image 3 of 3: a *cat* <@1> (seed 9)' },
    ]);
    expect(card.text).toContain('**1.** ✅ Seed 7');
    expect(card.text).toContain(
      '**2.** ❌ The service failed. The image service said: “out of \\<@&2> memory”',
    );
    expect(card.text).toContain('**3.** ✅ Seed 9');
    expect(card.selectIds).toEqual(['imagine:image:r1']);
    expect(card.options).toEqual([
      '🎲 Re-roll image 1 reroll:1',
      '🎛️ Remix image 1 remix:1',
      '🔁 Run image 2 again retry:2',
      '🎲 Re-roll image 3 reroll:3',
      '🎛️ Remix image 3 remix:3',
    ]);
    expect(card.buttons).toEqual([
      '🎲 Re-roll all imagine:rerollall:r1',
      '🎛️ Remix imagine:remix:r1',
      'ℹ️ Details imagine:details:r1',
      '🗑️ Delete imagine:delete:r1',
    ]);
  });
});
