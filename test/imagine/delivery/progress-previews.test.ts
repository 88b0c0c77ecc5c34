import { describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { holdPreview, resolvePreviews } from '../../../src/imagine/delivery/progress-previews.js';
import type { ShownReply } from '../../../src/imagine/delivery/reply-registry.js';
import type { ProgressFacts } from '../../../src/imagine/render/render-progress.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';

const png = await renderImage({ width: 32, height: 32, prompt: 'a fox', seed: 1 });

/** A reply holding `image` as the latest preview of job r1 (serial 3). */
function replyWith(image: Buffer = png, attachmentSizeLimit = 10_000_000): ShownReply {
  const entry = { ref: { attachmentSizeLimit }, requesterId: 'u1' } as unknown as ShownReply;
  const job = { id: 'r1', state: 'processing' } as GenerationJob;
  holdPreview(entry, job, { serial: 3, image, format: 'png' });
  return entry;
}

/** Progress facts of r1 asking for its preview `serial`. */
const factsJson = (serial = 2) =>
  JSON.stringify({
    cancel: { replyId: 'r1' },
    facts: [
      {
        prompt: 'a fox',
        workflow: 'default',
        stage: 'processing',
        preview: { jobId: 'r1', serial },
      } satisfies ProgressFacts,
    ],
  });

/** A screen answering `allowed`, counting its calls. */
function screenOf(allowed: boolean) {
  let calls = 0;
  const screen = async () => {
    calls += 1;
    return allowed;
  };
  return { screen, calls: () => calls };
}

describe('the previews of a progress edit, resolved when it is sent', () => {
  it('attaches the newest preview held once it passed the check, checked once per preview', async () => {
    const entry = replyWith();
    const { screen, calls } = screenOf(true);
    const shown = await resolvePreviews(entry, factsJson(), screen);
    expect(shown.files).toEqual([
      { name: 'preview-r1-3.png', data: png, contentType: 'image/png' },
    ]);
    const { facts, cancel } = JSON.parse(shown.json);
    expect(cancel).toEqual({ replyId: 'r1' });
    expect(facts[0].preview).toEqual({ jobId: 'r1', serial: 3, fileName: 'preview-r1-3.png' });
    await resolvePreviews(entry, factsJson(3), screen);
    expect(calls()).toBe(1);
  });

  it('leaves out a preview the check refuses', async () => {
    const shown = await resolvePreviews(replyWith(), factsJson(), screenOf(false).screen);
    expect(shown.files).toEqual([]);
    expect(JSON.parse(shown.json).facts[0].preview).toBeUndefined();
  });

  it('leaves out, unchecked, a preview over the reply’s attachment limit or that is not an image', async () => {
    const { screen, calls } = screenOf(true);
    const large = await resolvePreviews(replyWith(png, png.length - 1), factsJson(), screen);
    const notImage = await resolvePreviews(replyWith(Buffer.from('<svg/>')), factsJson(), screen);
    for (const shown of [large, notImage]) {
      expect(shown.files).toEqual([]);
      expect(JSON.parse(shown.json).facts[0].preview).toBeUndefined();
    }
    expect(calls()).toBe(0);
  });

  it('shows none without a screen, nor for a job that no longer processes', async () => {
    const without = await resolvePreviews(replyWith(), factsJson(), undefined);
    expect(without.files).toEqual([]);
    const entry = replyWith();
    holdPreview(entry, { id: 'r1', state: 'completed' } as GenerationJob, undefined);
    const ended = await resolvePreviews(entry, factsJson(), screenOf(true).screen);
    expect(ended.files).toEqual([]);
  });
});
