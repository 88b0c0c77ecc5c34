import { describe, expect, it, vi } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/index.js';
import { createLogger } from '../../../src/core/logger.js';
import { TaskFailedError } from '../../../src/image-backend/backend-errors.js';
import type { PreviewScreen } from '../../../src/imagine/delivery/preview-screen.js';
import { progressMessageOf } from '../../../src/imagine/delivery/progress-message.js';
import type { Delivery } from '../../../src/imagine/delivery/reply-editor.js';
import { createReplyPresenter } from '../../../src/imagine/delivery/reply-presenter.js';
import type { ReplyRef, ReplyTarget } from '../../../src/imagine/delivery/reply-target.js';
import { replyViewOf } from '../../../src/imagine/delivery/reply-view-of.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { ShardMovedError } from '../../../src/jobs/job-errors.js';
import type { Tenure } from '../../../src/shards/shard-tenure.js';
import { readCard } from '../../helpers/card.js';
import { en, i18n } from '../../helpers/i18n.js';

/** A 1×1 PNG: each fake download is it followed by its URL, an image whose source is known. */
const PNG = await renderImage({ width: 1, height: 1, prompt: '', seed: 1 });

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

/** A tenure of the shard of every job here; `end()` ends it as a lost lease does. */
function tenureWith(
  epoch: number,
  {
    mayAct = () => true,
    unsettledFor = () => 0,
  }: { mayAct?: () => boolean; unsettledFor?: () => number } = {},
): Tenure & { end(): void } {
  const controller = new AbortController();
  return {
    shard: 0,
    epoch,
    signal: controller.signal,
    mayAct: () => !controller.signal.aborted && mayAct(),
    unsettledFor,
    end: () => controller.abort(),
  };
}

/** The stamp Discord gives a final edit in these tests. */
const FINAL_STAMP = '2026-01-01T00:00:01.000Z';

/**
 * A presenter over a recording editor, a store of jobs and an image service that serves bytes,
 * under the shard's tenure of the moment (`tenure.current`, undefined once not held).
 */
function harness(
  stored: GenerationJob[] = [],
  learned: Partial<ReplyTarget> = {},
  shown:
    | { components?: unknown[]; timestamp?: string; edited_timestamp?: string }
    | undefined = undefined,
  {
    mayAct,
    handoverUnsettledFor: unsettledFor,
    ...holder
  }: {
    mayAct?: () => boolean;
    handoverUnsettledFor?: () => number;
    now?: () => number;
    progressIntervalMs?: number;
    editIntervalMs?: number;
    i18n?: typeof i18n;
    previewScreen?: PreviewScreen;
  } = {},
) {
  const tenure: { current: (Tenure & { end(): void }) | undefined } = {
    current: tenureWith(1, { ...(mayAct && { mayAct }), ...(unsettledFor && { unsettledFor }) }),
  };
  const deliveries: Delivery[] = [];
  const posted: { jobIds: string[]; at: number }[] = [];
  const saved: { jobId: string; patch: Record<string, unknown> }[] = [];
  const store = new Map(stored.map((job) => [job.id, job]));
  const reads: string[] = [];
  const presenter = createReplyPresenter({
    editor: {
      deliver: async (delivery) => {
        deliveries.push(delivery);
        // A final edit lands with the stamp Discord gives it.
        return delivery.final ? { ...learned, finalShownAt: FINAL_STAMP } : learned;
      },
      shown: async (target) => {
        reads.push(target.channelId);
        return shown as never;
      },
    },
    backendOf: () => ({ downloadImage: async (url) => Buffer.concat([PNG, Buffer.from(url)]) }),
    // Posted as downloaded: the URL after the PNG's end tells each file's source.
    imageMetadata: 'keep',
    loadJob: async (jobId) => store.get(jobId),
    updateTarget: async (jobId, patch) => saved.push({ jobId, patch }),
    logger: createLogger({ level: 'silent' }),
    i18n,
    editIntervalMs: 0,
    now: () => NOW + 1_000,
    onPosted: (jobs, at) => posted.push({ jobIds: jobs.map((job) => job.id), at }),
    tenureOf: () => tenure.current,
    ...holder,
  });
  return { presenter, deliveries, saved, store, posted, reads, tenure };
}

/** The card a delivery sends, read as a member would. */
const cardOf = (delivery: Delivery | undefined) =>
  readCard({ components: (delivery?.body.components ?? []) as never });

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
    const description = cardOf(h.deliveries[0]).text;
    expect(cardOf(h.deliveries[0]).title).toBe('🎨 Generating');
    expect(description).toMatch(/Ready <t:\d+:R>, going by its progress\./);
  });

  it('shows processing once the patience passed with no expected end, without another report', async () => {
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, progressIntervalMs: 50 });
    await h.presenter.onUpdate(jobOf('s1', { ...began, progress: undefined }, single));
    expect(h.deliveries).toEqual([]);
    clock = NOW + 60;
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    expect(cardOf(h.deliveries[0]).text).toMatch(/Started <t:\d+:R>\./);
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

describe('createReplyPresenter: the latest preview in the progress card', () => {
  const listed: ReplyRef = { ...reply, id: 's1', jobIds: ['s1'] };
  const opening = progressMessageOf(
    replyViewOf(listed, [jobOf('s1', { state: 'queued' }, listed)], NOW),
    en,
  );
  const single: ReplyRef = { ...listed, opening };
  const began = { processingStart: { at: NOW, progress: 10 } };
  const at = (progress: number, progressAt: number) =>
    jobOf('s1', { ...began, progress, progressAt }, single);
  const preview = (serial: number) => ({ serial, image: PNG, format: 'png' as const });

  it('shows a preview that passed the check in one progress edit, spaced as progress, then the final images only', async () => {
    let clock = NOW;
    const checked: number[] = [];
    const h = harness([], {}, undefined, {
      now: () => clock,
      progressIntervalMs: 5_000,
      previewScreen: async (_ref, _userId, image) => {
        checked.push(image.length);
        return true;
      },
    });
    await h.presenter.onUpdate(at(10, NOW), preview(1));
    // Due within two intervals, it would be left to the final edit; its preview ends the hold.
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    const [shown] = h.deliveries;
    expect(shown?.final).toBe(false);
    expect(shown?.files?.map((file) => file.name)).toEqual(['preview-s1-1.png']);
    expect(shown?.body.attachments).toEqual([{ id: '0', filename: 'preview-s1-1.png' }]);
    expect(cardOf(shown).title).toBe('🎨 Generating');
    expect(cardOf(shown).gallery).toEqual([
      { url: 'attachment://preview-s1-1.png', alt: 'Preview while it is generated: a cat' },
    ]);
    // A newer preview a second later waits the progress spacing.
    clock = NOW + 1_000;
    await h.presenter.onUpdate(at(30, NOW + 1_000), preview(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.deliveries).toHaveLength(1);
    await h.presenter.onFinished(done('s1', single));
    expect(h.deliveries.map((delivery) => delivery.final)).toEqual([false, true]);
    const final = h.deliveries[1];
    expect(final?.files?.map((file) => file.name)).toEqual(['imagine-s1.png']);
    expect(cardOf(final).gallery.map((item) => item.url)).toEqual(['attachment://imagine-s1.png']);
    expect(checked).toEqual([PNG.length]);
  });

  it('leaves out a preview the check refuses, sending no edit that would show nothing new', async () => {
    let clock = NOW;
    let checks = 0;
    const h = harness([], {}, undefined, {
      now: () => clock,
      progressIntervalMs: 5_000,
      previewScreen: async () => {
        checks += 1;
        return false;
      },
    });
    await h.presenter.onUpdate(at(10, NOW), preview(1));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    expect(h.deliveries[0]?.files).toEqual([]);
    expect(cardOf(h.deliveries[0]).gallery).toEqual([]);
    clock = NOW + 6_000;
    await h.presenter.onUpdate(at(10, NOW), preview(2));
    await vi.waitFor(() => expect(checks).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.deliveries).toHaveLength(1);
  });

  it('shows none without the check: the image due soon is left to the final edit as before', async () => {
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, progressIntervalMs: 5_000 });
    await h.presenter.onUpdate(at(10, NOW), preview(1));
    clock = NOW + 2_000;
    await h.presenter.onUpdate(at(30, NOW + 2_000), preview(2));
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
    expect(cardOf(h.deliveries[0]).text).toContain('**1.** 🎨 Generating');
    expect(cardOf(h.deliveries[0]).text).toContain('**2.** ⏳ Waiting for a free slot');

    await h.presenter.onFinished(done('r1'));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(2));
    expect(h.deliveries[1]?.final).toBe(false);
    expect(cardOf(h.deliveries[1]).text).toContain('**1.** 📥 Made, on its way');

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
    expect(cardOf(final).gallery.map((item) => item.url)).toEqual([
      'attachment://imagine-r1.png',
      'attachment://imagine-r1.1.png',
    ]);
    expect(cardOf(final).buttons.map((b) => b.split(' ').at(-1))).toEqual([
      'imagine:rerollall:r1',
      'imagine:remix:r1',
      'imagine:details:r1',
      'imagine:delete:r1',
      'imagine:report:r1',
    ]);
    expect(cardOf(final).selectIds).toEqual(['imagine:image:r1']);
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
    const later = { timestamp: 'T0', edited_timestamp: 'T9' };
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness([], {}, later, { handoverUnsettledFor: () => 20 });
    await h.presenter.onUpdate(jobOf('r1', {}, single));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    await h.presenter.onFinished(done('r1', single));
    expect(h.deliveries.map((d) => d.final)).toEqual([false, true]);
    // The message read 20 ms later carries a later stamp (a late edit): the final is sent again, once.
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

  it('drops a reply with its pending edit when its tenure ends: taken back, the shard starts afresh', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    let clock = NOW;
    const h = harness([], {}, undefined, { now: () => clock, editIntervalMs: 60 });
    await h.presenter.onUpdate(jobOf('r1', { state: 'queued' }, single));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    // The next edit waits for its turn when the lease is lost.
    await h.presenter.onUpdate(jobOf('r1', { progress: 59 }, single));
    h.tenure.current?.end();
    h.tenure.current = undefined;
    await h.presenter.onUpdate(jobOf('r1', { progress: 60 }, single));
    await expect(h.presenter.onFinished(done('r1', single))).rejects.toThrow(ShardMovedError);
    // Taken back (a new tenure) after the edit's turn: nothing made under the first one is sent.
    h.tenure.current = tenureWith(3);
    clock = NOW + 1_000;
    await new Promise((wait) => setTimeout(wait, 120));
    expect(h.deliveries).toHaveLength(1);
    // The reply starts from the store: its end found there is read before its final edit.
    await h.presenter.onFinished(done('r1', single));
    expect(h.reads).toEqual(['chan']);
    expect(h.deliveries.map((delivery) => delivery.final)).toEqual([false, true]);
  });

  it('sends nothing under a tenure that ended, even while the shard is held again', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness();
    const first = h.tenure.current;
    await h.presenter.onUpdate(jobOf('r1', {}, single));
    await vi.waitFor(() => expect(h.deliveries).toHaveLength(1));
    h.tenure.current = tenureWith(2);
    first?.end();
    await h.presenter.onFinished(done('r1', single));
    // The final went out under the new tenure, from the reply as stored, read first.
    expect(h.reads).toEqual(['chan']);
    expect(h.deliveries.map((delivery) => delivery.final)).toEqual([false, true]);
  });

  it('after a restart, does not send a final edit stored as landed before the crash, reading nothing', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const stored = harness();
    await stored.presenter.onFinished(done('r1', { ...single, finalShownAt: FINAL_STAMP }));
    expect(stored.deliveries).toHaveLength(0);
    expect(stored.posted).toEqual([]);
    expect(stored.reads).toEqual([]);
  });

  it('after a restart, does not send a final edit that landed just before the crash, unsaved', async () => {
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

  it('stores on every job of the reply that its final message landed', async () => {
    const h = harness();
    await h.presenter.onFinished(done('r1', { ...reply, jobIds: ['r1'] }), undefined, 'here');
    expect(h.deliveries.map((delivery) => delivery.final)).toEqual([true]);
    expect(h.saved).toContainEqual({
      jobId: 'r1',
      patch: { reply: expect.objectContaining({ finalShownAt: FINAL_STAMP }) },
    });
  });

  it('renders a reply of one job exactly as a single generation, buttons keyed by the reply', async () => {
    const single: ReplyRef = { ...reply, jobIds: ['r1'] };
    const h = harness();
    await h.presenter.onFinished(done('r1', single));
    const [final] = h.deliveries;
    expect(final?.body.components).toHaveLength(1);
    expect(cardOf(final).title).toBe('✅ Image ready');
    expect(final?.files?.map((file) => file.data.subarray(PNG.length).toString())).toEqual([
      'http://img/r1.png',
    ]);
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
    expect(cardOf(h.deliveries[0]).text).toContain('GPU out of memory');
  });

  it('gives the reply nothing to edit without an interaction token', async () => {
    const h = harness();
    await h.presenter.onUpdate(jobOf('r1', {}, { ...reply, token: '' }));
    await h.presenter.onFinished(done('r1', { ...reply, token: '', jobIds: ['r1'] }));
    expect(h.deliveries).toHaveLength(0);
  });
});
