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

  it('attaches a preview without the metadata its backend wrote in it, its pixels byte for byte', async () => {
    const afterHeader = 8 + 12 + png.readUInt32BE(8);
    const text = Buffer.from('\0\0\0\x0ctEXtprompt\0{"3"}\0\0\0\0', 'latin1');
    const made = Buffer.concat([png.subarray(0, afterHeader), text, png.subarray(afterHeader)]);
    const shown = await resolvePreviews(replyWith(made), factsJson(), screenOf(true).screen);
    expect(shown.files[0]?.data.equals(png)).toBe(true);
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
