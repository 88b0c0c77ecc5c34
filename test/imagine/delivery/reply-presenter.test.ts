import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { TaskFailedError } from '../../../src/image-api/errors.js';
import { progressMessageOf } from '../../../src/imagine/delivery/progress-message.js';
import type { Delivery } from '../../../src/imagine/delivery/reply-editor.js';
import { createReplyPresenter } from '../../../src/imagine/delivery/reply-presenter.js';
import type { ReplyRef, ReplyTarget } from '../../../src/imagine/delivery/reply-target.js';
import { replyViewOf } from '../../../src/imagine/delivery/reply-view-of.js';
import { ShardMovedError } from '../../../src/jobs/errors.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { en, i18n } from '../../helpers/i18n.js';

const NOW = 1_800_000_000_000;

const reply: ReplyRef = {
  id: 'r1',
  jobIds: ['r1', 'r1.1'],
  applicationId: 'app',
  token: 'tok',
  tokenCreatedAt: NOW,
  channelId: 'chan',
  guildId: 'guild',
  attachmentSizeLimit: 10_000_000,
};

const jobOf = (id: string, patch: Partial<GenerationJob> = {}, ref = reply): GenerationJob => ({
  id,
  scope: 'guild',
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat', workflow: 'default' },
  state: 'processing',
  progress: 10,
  createdAt: NOW,
  delivered: false,
  target: { reply: ref, promptLabel: 'a cat', ignoredOptions: [], keySource: 'user' },
  ...patch,
});

const done = (id: string, ref = reply) =>
  jobOf(id, { state: 'completed', imageUrl: `http://img/${id}.png`, finishedAt: NOW + 5_000 }, ref);

/** A presenter over a recording editor, a store of jobs and an image service that serves bytes. */
function harness(
  stored: GenerationJob[] = [],
  learned: Partial<ReplyTarget> = {},
  shown: { components?: unknown[] } | undefined = undefined,
  holder: {
    mayAct?: () => boolean;
    handoverUnsettledFor?: () => number;
    now?: () => number;
    progressIntervalMs?: number;
    i18n?: typeof i18n;
  } = {},
) {
  const deliveries: Delivery[] = [];
  const posted: { jobIds: string[]; at: number }[] = [];
  const saved: { jobId: string; patch: Record<string, unknown> }[] = [];
  const store = new Map(stored.map((job) => [job.id, job]));
  const reads: string[] = [];
  const presenter = createReplyPresenter({
    editor: {
      deliver: async (delivery) => {
        deliveries.push(delivery);
        return learned;
      },
      shown: async (target) => {
        reads.push(target.channelId);
        return shown as never;
      },
    },
    api: { downloadImage: async (url) => Buffer.from(url) },
    loadJob: async (jobId) => store.get(jobId),
    updateTarget: async (jobId, patch) => saved.push({ jobId, patch }),
    logger: createLogger({ level: 'silent' }),
    i18n,
    editIntervalMs: 0,
    now: () => NOW + 1_000,
    onPosted: (jobs, at) => posted.push({ jobIds: jobs.map((job) => job.id), at }),
    ...holder,
  });
  return { presenter, deliveries, saved, store, posted, reads };
}

const embedsOf = (delivery: Delivery | undefined) => delivery?.body.embeds ?? [];

describe('createReplyPresenter: processing shown with its expected end, or not at all', () => {
  const listed: ReplyRef = { ...reply, id: 's1', jobIds: ['s1'] };
  // The reply as the command answered it: queued at the service.
  const opening = progressMessageOf(
    replyViewOf(listed, [jobOf('s1', { state: 'queued' }, listed)], NOW),
    en,
  );
  const single: ReplyRef = { ...listed, opening };
  // Processing began at NOW with 10 %.
  const began = { processingStart: { at: NOW, progress: 10 } };
  const at = (progress: number, progressAt: number) =>
    jobOf('s1', { ...began, progress, progressAt }, single);

  it('holds processing back until its expected end is known, then shows both in one edit', async () => {
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, progressIntervalMs: 1_000 });
    await h.presenter.onUpdate(at(10, NOW));
    expect(h.deliveries).toEqual([]);
    // 14 % two seconds in: ready 45 s from now.
    clock = NOW + 2_000;
    await h.presenter.onUpdate(at(14, NOW + 2_000));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    const description = embedsOf(h.deliveries[0])[0]?.description ?? '';
    expect(embedsOf(h.deliveries[0])[0]?.title).toBe('🎨 Generating');
    expect(description).toMatch(/Ready <t:\d+:R>, going by its progress\./);
  });

  it('shows processing once the patience passed with no expected end, without another report', async () => {
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, progressIntervalMs: 50 });
    await h.presenter.onUpdate(jobOf('s1', { ...began, progress: undefined }, single));
    expect(h.deliveries).toEqual([]);
    clock = NOW + 60;
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    expect(embedsOf(h.deliveries[0])[0]?.description).toMatch(/Started <t:\d+:R>\./);
  });

  it('draws no message for a report that changes only the percentage', async () => {
    let clock = NOW;
    let drawn = 0;
    const counting = {
      ...i18n,
      translator: (locale?: string) => {
        drawn += 1;
        return i18n.translator(locale);
      },
    } as typeof i18n;
    const h = harness([], {}, undefined, { now: () => clock, i18n: counting });
    await h.presenter.onUpdate(at(10, NOW));
    clock = NOW + 2_000;
    await h.presenter.onUpdate(at(14, NOW + 2_000));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    const before = drawn;
    // 18 % at 4 s says the same expected end (45 s from the start): nothing to draw.
    clock = NOW + 4_000;
    await h.presenter.onUpdate(at(18, NOW + 4_000));
    expect(drawn).toBe(before);
    expect(h.deliveries).toHaveLength(1);
  });

  it('leaves an image due within two intervals to the final edit: no progress edit at all', async () => {
    // 30 % two seconds in: ready 7 s later, within two intervals.
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, progressIntervalMs: 5_000 });
    await h.presenter.onUpdate(at(10, NOW));
    clock = NOW + 2_000;
    await h.presenter.onUpdate(at(30, NOW + 2_000));
    await h.presenter.onFinished(done('s1', single));
    expect(h.deliveries.map((delivery) => delivery.final)).toEqual([true]);
  });
});

describe('createReplyPresenter: one message per reply, whatever its jobs', () => {
  it('shows both jobs of a reply in one progress edit, then one final edit with both images', async () => {
    const h = harness([jobOf('r1.1', { state: 'waiting', queuePosition: 2 })]);
    await h.presenter.onUpdate(jobOf('r1'));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    expect(h.deliveries[0]?.final).toBe(false);
    expect((h.deliveries[0]?.target as ReplyRef | undefined)?.id).toBe('r1');
    expect(embedsOf(h.deliveries[0]).map((embed) => embed.title)).toEqual([
      '🎨 Generating',
      '⏳ Waiting for a free slot',
    ]);

    await h.presenter.onFinished(done('r1'));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(2));
    expect(h.deliveries[1]?.final).toBe(false);
    expect(embedsOf(h.deliveries[1])[0]?.title).toBe('✅ Done');

    expect(h.posted).toEqual([]);
    await h.presenter.onFinished(done('r1.1'));
    const final = h.deliveries.at(-1);
    expect(final?.final).toBe(true);
    expect(h.posted).toEqual([{ jobIds: ['r1', 'r1.1'], at: NOW + 1_000 }]);
    expect(final?.files?.map((file) => file.name)).toEqual(['imagine-r1.png', 'imagine-r1.1.png']);
    expect(final?.body.attachments).toEqual([
      { id: '0', filename: 'imagine-r1.png' },
      { id: '1', filename: 'imagine-r1.1.png' },
    ]);
    expect(embedsOf(final).map((embed) => embed.image?.url)).toEqual([
      'attachment://imagine-r1.png',
      'attachment://imagine-r1.1.png',
    ]);
    const buttons = final?.body.components?.flatMap((row) =>
      'components' in row ? row.components.map((c) => ('custom_id' in c ? c.custom_id : '')) : [],
    );
    expect(buttons).toEqual([
      'imagine:reroll:r1',
      'imagine:remix:r1',
      'imagine:details:r1',
      'imagine:delete:r1',
    ]);
  });

  it('saves what delivery learned about the reply on every job of it', async () => {
    const h = harness([jobOf('r1.1')], { messageId: 'm1' });
    await h.presenter.onUpdate(jobOf('r1'));
    await vi.waitFor(() => expect(h.saved).toHaveLength(2));
    expect(h.saved.map((entry) => entry.jobId)).toEqual(['r1', 'r1.1']);
    for (const { patch } of h.saved) {
      expect(patch).toEqual({ reply: { ...reply, messageId: 'm1' } });
    }
    await h.presenter.onFinished(done('r1'));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(2));
    expect(h.deliveries[1]?.target.messageId).toBe('m1');
  });

  it('after a restart, reads a sibling delivered before it from the store for the final message', async () => {
    const h = harness([{ ...done('r1'), delivered: true }]);
    await h.presenter.onFinished(done('r1.1'));
    expect(h.deliveries).toHaveLength(1);
    expect(h.deliveries[0]?.final).toBe(true);
    expect(h.deliveries[0]?.files).toHaveLength(2);
  });

  it('after a takeover, reads a set whose jobs all ended once and sends its final edit once', async () => {
    const h = harness([done('r1'), done('r1.1')]);
    await Promise.all([h.presenter.onFinished(done('r1')), h.presenter.onFinished(done('r1.1'))]);
    expect(h.reads).toEqual(['chan']);
    expect(h.deliveries).toHaveLength(1);
    expect(h.deliveries[0]?.files).toHaveLength(2);
    expect(h.posted).toHaveLength(1);
  });

  it('ends a set whose other job, last seen running here, ended in the process that held its shard meanwhile', async () => {
    const h = harness([jobOf('r1.1')]);
    await h.presenter.onUpdate(jobOf('r1'));
    await h.presenter.onUpdate(jobOf('r1.1'));
    await vi.waitFor(() => expect(h.deliveries.length).toBeGreaterThan(0));
    h.store.set('r1', { ...done('r1'), delivered: true });
    await h.presenter.onFinished(done('r1.1'));
    const final = h.deliveries.at(-1);
    expect(final?.final).toBe(true);
    expect(final?.files).toHaveLength(2);
  });

  it('after a takeover, puts the final message back once a late edit of the previous holder covered it', async () => {
    const progress = { components: [{ components: [{ custom_id: 'imagine:stop:r1' }] }] };
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness([], {}, progress, { handoverUnsettledFor: () => 20 });
    await h.presenter.onUpdate(jobOf('r1', {}, single));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    await h.presenter.onFinished(done('r1', single));
    expect(h.deliveries.map((d) => d.final)).toEqual([false, true]);
    // The message read 20 ms later shows progress (a late edit): the final is sent again, once.
    await vi.waitFor(() => expect(h.deliveries.map((d) => d.final)).toEqual([false, true, true]));
    expect(h.deliveries[2]?.files).toHaveLength(1);
  });

  it('sends nothing for a reply once its shard may have passed: progress dropped, the final left to the new holder', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness([], {}, undefined, { mayAct: () => false });
    await h.presenter.onUpdate(jobOf('r1', {}, single));
    await expect(h.presenter.onFinished(done('r1', single))).rejects.toThrow(ShardMovedError);
    expect(h.deliveries).toEqual([]);
  });

  it('after a restart, does not send a final edit that landed before the crash', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const landed = harness([], {}, { components: [{ type: 1, components: [] }] });
    await landed.presenter.onFinished(done('r1', single));
    expect(landed.deliveries).toHaveLength(0);
    expect(landed.posted).toEqual([]);
    const progressOnly = harness([], {}, { components: [] });
    await progressOnly.presenter.onFinished(done('r1', single));
    expect(progressOnly.deliveries).toHaveLength(1);
  });

  it('reads nothing before the final edit of a job that ended in this process', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const here = harness([], {}, { components: [{ type: 1, components: [] }] });
    await here.presenter.onFinished(done('r1', single), undefined, 'here');
    expect(here.reads).toEqual([]);
    expect(here.deliveries.map((delivery) => delivery.final)).toEqual([true]);
    const found = harness([], {}, { components: [{ type: 1, components: [] }] });
    await found.presenter.onFinished(done('r1', single), undefined, 'store');
    expect(found.reads).toEqual(['chan']);
  });

  it('renders a reply of one job exactly as a single generation, buttons keyed by the reply', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness();
    await h.presenter.onFinished(done('r1', single));
    const [final] = h.deliveries;
    expect(embedsOf(final)).toHaveLength(1);
    expect(embedsOf(final)[0]?.title).toBe('✅ Image ready');
    expect(final?.files?.map((file) => file.data.toString())).toEqual(['http://img/r1.png']);
  });

  it("keeps the service's words about a failed task on the job and shows them", async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness();
    const failed = jobOf(
      'r1',
      { state: 'failed', error: { name: 'TaskFailedError', message: 'x' } },
      single,
    );
    await h.presenter.onFinished(failed, new TaskFailedError('GPU out of memory'));
    expect(h.saved).toContainEqual({ jobId: 'r1', patch: { serviceError: 'GPU out of memory' } });
    expect(embedsOf(h.deliveries[0])[0]?.description).toContain('GPU out of memory');
  });

  it('gives the reply nothing to edit without an interaction token', async () => {
    const h = harness();
    await h.presenter.onUpdate(jobOf('r1', {}, { ...reply, token: '' }));
    await h.presenter.onFinished(done('r1', { ...reply, token: '', jobIds: ['r1'] }));
    expect(h.deliveries).toHaveLength(0);
  });
});
