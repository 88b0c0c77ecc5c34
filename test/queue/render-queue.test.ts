import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { cancelChoices, type QueuedBackend, queueViewOf } from '../../src/queue/queue-view.js';
import { renderQueue } from '../../src/queue/render-queue.js';
import { en } from '../helpers/i18n.js';

const job = (id: string, userId: string, patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id,
  scope: 'g1',
  userId,
  keyRef: { kind: 'user', userId },
  request: { prompt: `prompt of ${id}` },
  state: 'waiting',
  createdAt: 0,
  delivered: false,
  target: {},
  ...patch,
});

/** No generation is private. */
const nonePrivate = () => false;

/** The backends as they declare their defaults: the service's (no id), the Horde's, ComfyUI's (none). */
const DECLARED: Record<string, ReturnType<QueuedBackend>> = {
  service: {
    parameters: {
      workflow: { default: 'default' },
      width: { default: 512 },
      height: { default: 512 },
    },
  },
  horde: { parameters: { model: {}, width: { default: 512 }, height: { default: 512 } } },
  comfyui: { parameters: { workflow: {}, width: {}, height: {} } },
};
const backends: QueuedBackend = (id) => DECLARED[id ?? 'service'];

describe('/queue', () => {
  const queue = {
    running: [
      job('a', 'u1', {
        state: 'processing',
        request: { prompt: 'x', workflow: 'anime', width: 832, height: 1216 },
      }),
    ],
    waiting: [job('b', 'u2'), job('c', 'u1')],
  };

  it('lists running and waiting generations, the reader’s own marked, pinging no one', () => {
    const message = renderQueue(
      queueViewOf(queue, { userId: 'u1', canCancel: false, now: 65_000 }, nonePrivate, backends),
      en,
    );
    const text = message.embeds[0]?.description ?? '';
    expect(text).toBe(
      [
        '**Running** (1)',
        '▶️ <@u1> · anime · 832×1216 · running for 1:05 ⬅️ yours',
        '',
        '**In the queue** (2)',
        '**1.** <@u2> · default · 512×512 · waiting for 1:05',
        '**2.** <@u1> · default · 512×512 · waiting for 1:05 ⬅️ yours',
      ].join('\n'),
    );
    expect(message.allowedMentions).toEqual({ parse: [] });
    expect(message.components).toEqual([]);
  });

  it("shows another backend's generations by their model and its declared size, never the image service's default workflow", () => {
    const horde = {
      running: [
        job('h1', 'u1', { backend: 'horde', request: { prompt: 'x', model: 'AlbedoBase XL' } }),
      ],
      waiting: [job('h2', 'u2', { backend: 'comfyui' }), job('h3', 'u2', { backend: 'gone' })],
    };
    const text =
      renderQueue(
        queueViewOf(horde, { userId: 'u1', canCancel: false, now: 0 }, nonePrivate, backends),
        en,
      ).embeds[0]?.description ?? '';
    expect(text).toContain('▶️ <@u1> · AlbedoBase XL · 512×512 · running for 0:00');
    expect(text).toContain('**1.** <@u2> · waiting for 0:00');
    expect(text).toContain('**2.** <@u2> · waiting for 0:00');
    expect(text).not.toContain('default');
  });

  it('offers the queued ones to cancel to a member who may', () => {
    const message = renderQueue(
      queueViewOf(queue, { userId: 'u3', canCancel: true, now: 0 }, nonePrivate, backends),
      en,
    );
    const [row] = message.components;
    const menu = row?.toJSON().components[0] as {
      custom_id: string;
      options: { value: string; label: string }[];
    };
    expect(menu.custom_id).toBe('queue:cancel');
    expect(menu.options.map((o) => [o.value, o.label])).toEqual([
      ['b', '1. default · 512×512'],
      ['c', '2. default · 512×512'],
    ]);
  });

  it("lists another member's private generation only as private, offering the reader only the others", () => {
    const privateOnes = new Set(['a', 'b']);
    const isPrivate = (j: GenerationJob) => privateOnes.has(j.id);
    const view = queueViewOf(
      queue,
      { userId: 'u3', canCancel: true, now: 65_000 },
      isPrivate,
      backends,
    );
    expect(view.running).toEqual([{ kind: 'private', elapsedMs: 65_000 }]);
    expect(view.waiting[0]).toEqual({ kind: 'private', elapsedMs: 65_000, place: 1 });
    expect(cancelChoices(view).map(({ position, entry }) => [position, entry.jobId])).toEqual([
      [2, 'c'],
    ]);
    const message = renderQueue(view, en);
    expect(message.embeds[0]?.description).toBe(
      [
        '**Running** (1)',
        '▶️ 🔒 A private generation · running for 1:05',
        '',
        '**In the queue** (2)',
        '**1.** 🔒 A private generation · waiting for 1:05',
        '**2.** <@u1> · default · 512×512 · waiting for 1:05',
      ].join('\n'),
    );
    const shown = JSON.stringify(message);
    for (const hidden of ['"a"', '"b"', 'prompt of b', 'u2', 'anime']) {
      expect(shown).not.toContain(hidden);
    }
    const [row] = message.components;
    const menu = row?.toJSON().components[0] as { options: { value: string; label: string }[] };
    expect(menu.options.map((o) => [o.value, o.label])).toEqual([['c', '2. default · 512×512']]);
  });

  it('shows the reader their own private generation as any other', () => {
    const view = queueViewOf(
      queue,
      { userId: 'u2', canCancel: true, now: 0 },
      () => true,
      backends,
    );
    expect(view.waiting[0]).toMatchObject({ kind: 'shown', jobId: 'b', mine: true });
    expect(cancelChoices(view).map(({ entry }) => entry.jobId)).toEqual(['b']);
  });

  it('offers nothing to cancel to a member without Manage Messages', () => {
    const view = queueViewOf(
      queue,
      { userId: 'u2', canCancel: false, now: 0 },
      nonePrivate,
      backends,
    );
    expect(cancelChoices(view)).toEqual([]);
  });
});
