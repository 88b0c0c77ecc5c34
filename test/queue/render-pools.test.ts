import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import type { PoolLoad } from '../../src/jobs/line/pool-load.js';
import { poolViewOf } from '../../src/queue/pool-view.js';
import { queueViewOf } from '../../src/queue/queue-view.js';
import { renderPool } from '../../src/queue/render-pools.js';
import { renderQueue } from '../../src/queue/render-queue.js';
import { en, i18n } from '../helpers/i18n.js';

const job = (id: string, userId: string, patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id,
  scope: 'g1',
  userId,
  keyRef: { kind: 'user', userId },
  request: { prompt: `prompt of ${id}` },
  backend: 'comfyui',
  state: 'waiting',
  createdAt: 0,
  delivered: false,
  target: {},
  ...patch,
});

const LOAD: PoolLoad = {
  backend: 'comfyui',
  servers: [
    { id: 'gpu1:8188', label: 'gpu1:8188', slots: 2, state: 'up', taken: 2 },
    { id: 'gpu2:8188', label: 'gpu2:8188', slots: 1, state: 'up', taken: 0 },
    { id: 'gpu3:8188', label: 'gpu3:8188', slots: 1, state: 'down', taken: 1 },
  ],
  waiting: 9,
  scopeWaiting: 4,
};

/** The server's jobs at the pool: u1's two waiting (places 3 and 8), u2's one and u3's private one. */
const QUEUE = {
  running: [
    job('r1', 'u1', { state: 'processing', server: 'gpu1:8188' }),
    job('r2', 'u3', { state: 'processing', server: 'gpu1:8188' }),
  ],
  waiting: [
    job('w1', 'u2', { queuePosition: 2 }),
    job('w2', 'u1', { queuePosition: 3, queueEta: 1_700_000_120_000 }),
    job('w3', 'u3', { queuePosition: 5 }),
    job('w4', 'u1', { queuePosition: 8 }),
    job('h1', 'u2', { backend: undefined, queuePosition: 1 }),
  ],
};

const isPrivate = (entry: GenerationJob) => entry.userId === 'u3';

describe('/queue for a pooled backend', () => {
  it("shows each server busy, idle or down, the line's length and the reader's own places and starts", () => {
    const view = poolViewOf(LOAD, 'ComfyUI', QUEUE, { userId: 'u1', manager: false }, isPrivate);
    expect(view.counts).toBeUndefined();
    expect(renderPool(view, en)).toEqual({
      title: '🖥️ ComfyUI: its servers and line',
      color: 0x57f287,
      description: [
        '🟠 **GPU 1** · busy, 2 of 2 slots taken',
        '🟢 **GPU 2** · idle, 1 slot free',
        '🔴 **GPU 3** · down, 1 image still on it',
        '',
        '**9** images waiting in the line, from every server using it.',
        '',
        '**Your images**',
        'Position **3** · expected to start <t:1700000120:R>',
        'Position **8**',
        '1 of yours running',
      ].join('\n'),
    });
  });

  it('shows a manager the counts per member, another’s private ones only together, and other servers’ images', () => {
    const view = poolViewOf(LOAD, 'ComfyUI', QUEUE, { userId: 'u9', manager: true }, isPrivate);
    expect(renderPool(view, en).description).toBe(
      [
        '🟠 **GPU 1** · busy, 2 of 2 slots taken',
        '🟢 **GPU 2** · idle, 1 slot free',
        '🔴 **GPU 3** · down, 1 image still on it',
        '',
        '**9** images waiting in the line, from every server using it.',
        '',
        '**Your images**',
        'Nothing of yours is waiting here.',
        '',
        '**Per member in this server**',
        '<@u1> · 2 waiting · 1 running',
        '<@u2> · 1 waiting · 0 running',
        '🔒 Private generations · 1 waiting · 1 running',
        '5 images from other servers waiting',
      ].join('\n'),
    );
  });

  it('says a place past the projected ones as behind them, and lists no more than 20 members', () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      job(`m${i}`, `m${i}`, { queuePosition: 201 }),
    );
    const load = { ...LOAD, servers: [], waiting: 230, scopeWaiting: 23 };
    const reader = { userId: 'm0', manager: true };
    const view = poolViewOf(load, 'ComfyUI', { running: [], waiting: many }, reader, isPrivate);
    expect(view.mine).toEqual([{ place: 200, past: true }]);
    const text = renderPool(view, en).description ?? '';
    expect(text).toContain('**Your images**\nBehind the first **200**');
    expect(text.match(/^<@m\d+> · 1 waiting · 0 running$/gm)).toHaveLength(20);
    expect(text).toContain('…and 3 more members\n207 images from other servers waiting');
  });

  it("in the reader's language", () => {
    const de = i18n.translator('de');
    const view = poolViewOf(LOAD, 'ComfyUI', QUEUE, { userId: 'u1', manager: true }, isPrivate);
    const text = renderPool(view, de).description ?? '';
    expect(text).toContain('🟠 **GPU 1** · beschäftigt, 2 von 2 Plätzen belegt');
    expect(text).toContain('🔴 **GPU 3** · nicht erreichbar, 1 Bild noch darauf');
    expect(text).toContain('Platz **3** · Start voraussichtlich <t:1700000120:R>');
    expect(text).toContain('<@u1> · 2 wartend · 1 laufend');
  });

  it("numbers the server's list by each image's place in the pool's line, pings no one, and keeps a hosted backend's order", () => {
    const pool = poolViewOf(LOAD, 'ComfyUI', QUEUE, { userId: 'u1', manager: true }, isPrivate);
    const view = queueViewOf(
      QUEUE,
      { userId: 'u1', canCancel: true, now: 0 },
      isPrivate,
      () => undefined,
      { views: [pool], pooled: (backend) => backend === 'comfyui' },
    );
    const message = renderQueue(view, en);
    expect(message.allowedMentions).toEqual({ parse: [] });
    expect(message.embeds).toHaveLength(2);
    expect(message.embeds[0]?.title).toBe('🖥️ ComfyUI: its servers and line');
    const list = message.embeds[1]?.description ?? '';
    expect(list.match(/^\*\*\d+\.\*\*/gm)).toEqual([
      '**2.**',
      '**3.**',
      '**5.**',
      '**8.**',
      '**5.**',
    ]);
    const row = message.components[0]?.toJSON() as {
      components: { options: { label: string }[] }[];
    };
    // Another member's private image is not offered; the hosted backend's keeps its list place.
    expect(row.components[0]?.options.map((option) => option.label)).toEqual([
      '2.',
      '3.',
      '8.',
      '5.',
    ]);
  });

  it("keeps a message's embeds within Discord's 6,000 characters, a long list and two large pools", () => {
    const servers = Array.from({ length: 60 }, (_, i) => ({
      id: `gpu-${i}.example.net:8188`,
      label: `gpu-${i}.example.net:8188`,
      slots: 2,
      state: 'up' as const,
      taken: 2,
    }));
    const waiting = Array.from({ length: 300 }, (_, i) =>
      job(`w${i}`, `member-${i}`, { queuePosition: i + 1 }),
    );
    const load = { ...LOAD, servers, waiting: 300, scopeWaiting: 300 };
    const reader = { userId: 'member-0', manager: true };
    const pools = ['ComfyUI', 'WebUI'].map((name) =>
      poolViewOf(load, name, { running: [], waiting }, reader, isPrivate),
    );
    const view = queueViewOf(
      { running: [], waiting },
      { userId: 'member-0', canCancel: false, now: 0 },
      isPrivate,
      () => undefined,
      { views: pools, pooled: () => true },
    );
    const { embeds } = renderQueue(view, en);
    const total = embeds.reduce(
      (sum, embed) => sum + (embed.title?.length ?? 0) + (embed.description?.length ?? 0),
      0,
    );
    expect(embeds).toHaveLength(3);
    expect(total).toBeLessThanOrEqual(6_000);
    expect(embeds[2]?.description).toMatch(/^\*\*In the queue\*\* \(300\)\n\*\*1\.\*\* /);
  });
});
