import { describe, expect, it } from 'vitest';
import { offeredChoice } from '../../../src/image-backend/image-actions.js';
import type { ImagesInCapabilities } from '../../../src/image-backend/images-in.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import {
  IMAGE_IN_IDS,
  imageOfferOf,
  parseImageInValue,
} from '../../../src/imagine/render/image-action-rows.js';
import { renderReplyFinal } from '../../../src/imagine/render/render-reply.js';
import { enService as en } from '../../helpers/i18n.js';

const base = { maxInput: { bytes: 1_000, pixels: 2048 * 2048 }, types: ['image/png'] } as const;
const upscale = (...factors: number[]) => ({ factors, maxResultPixels: 4096 * 4096 });
const EDITS_AND_UPSCALES: ImagesInCapabilities = { ...base, edit: {}, upscale: upscale(2, 4) };

const view = (jobId: string): GenerationView => ({
  jobId,
  phase: 'completed',
  prompt: 'a fox',
  workflow: 'default',
  requesterId: 'u1',
  elapsedMs: 1_000,
});

const attached = (jobId: string) =>
  [jobId, { kind: 'attachment', fileName: `imagine-${jobId}.png` }] as const;

/** Every custom id and select value of a rendered card. */
const idsOf = (card: unknown): string[] =>
  JSON.stringify(card)
    .match(/"(?:custom_id|value)":"[^"]+"/g)
    ?.map((pair) => pair.split('":"')[1]?.slice(0, -1) ?? '') ?? [];

describe("what a card offers on its images, from its backend's imagesIn", () => {
  it('offers Vary and Edit where the backend edits, Upscale per factor, nothing where it takes no image', () => {
    expect(imageOfferOf(EDITS_AND_UPSCALES)).toEqual(EDITS_AND_UPSCALES);
    const upscales = { ...base, upscale: upscale(2) };
    expect(imageOfferOf(upscales)).toEqual(upscales);
    expect(imageOfferOf({ ...base, upscale: upscale() })).toBeUndefined();
    expect(imageOfferOf({ ...base, describe: true })).toBeUndefined();
    expect(imageOfferOf(undefined)).toBeUndefined();
  });

  it('draws the buttons under a single attached image, none under a withheld one', () => {
    const offer = imageOfferOf(EDITS_AND_UPSCALES);
    const card = renderReplyFinal(
      {
        replyId: 'j1',
        requesterId: 'u1',
        generations: [view('j1')],
        ...(offer && { imageOffer: offer }),
      },
      new Map([attached('j1')]),
      en,
    );
    expect(idsOf(card)).toEqual(
      expect.arrayContaining([
        IMAGE_IN_IDS.vary.build({ jobId: 'j1', strength: 'subtle' }),
        IMAGE_IN_IDS.vary.build({ jobId: 'j1', strength: 'strong' }),
        IMAGE_IN_IDS.upscale.build({ jobId: 'j1', factor: 2 }),
        IMAGE_IN_IDS.upscale.build({ jobId: 'j1', factor: 4 }),
        IMAGE_IN_IDS.edit.build({ jobId: 'j1' }),
      ]),
    );
    const withheld = renderReplyFinal(
      {
        replyId: 'j1',
        requesterId: 'u1',
        generations: [view('j1')],
        ...(offer && { imageOffer: offer }),
      },
      new Map([['j1', { kind: 'withheld', reason: { key: 'safety.withheld' } }]]),
      en,
    );
    expect(idsOf(withheld).join(' ')).not.toMatch(/imagine:(vary|upscale|edit):/);
  });

  it('offers only the factors an image of its size can take: none past the result or source limits', () => {
    const offer = imageOfferOf({
      ...EDITS_AND_UPSCALES,
      upscale: { ...upscale(2, 4), tiles: { side: 512, count: 16 } },
    });
    const upscalesOn = (size: { width: number; height: number }) =>
      idsOf(
        renderReplyFinal(
          {
            replyId: 'j1',
            requesterId: 'u1',
            generations: [view('j1')],
            ...(offer && { imageOffer: offer }),
          },
          new Map([['j1', { kind: 'attachment', fileName: 'imagine-j1.png', size }]]),
          en,
        ),
      ).filter((id) => id.startsWith('imagine:upscale:'));
    expect(upscalesOn({ width: 1024, height: 1024 })).toEqual([
      IMAGE_IN_IDS.upscale.build({ jobId: 'j1', factor: 2 }),
      IMAGE_IN_IDS.upscale.build({ jobId: 'j1', factor: 4 }),
    ]);
    expect(upscalesOn({ width: 2048, height: 2048 })).toEqual([
      IMAGE_IN_IDS.upscale.build({ jobId: 'j1', factor: 2 }),
    ]);
    expect(upscalesOn({ width: 2100, height: 2100 })).toEqual([]);
    const set = ['r1', 'r1.1'].map(view);
    const sizes = [
      { width: 512, height: 512 },
      { width: 2048, height: 2048 },
    ];
    const card = renderReplyFinal(
      { replyId: 'r1', requesterId: 'u1', generations: set, ...(offer && { imageOffer: offer }) },
      new Map(
        set.map(
          (g, i) =>
            [
              g.jobId,
              { kind: 'attachment', fileName: `imagine-${g.jobId}.png`, size: sizes[i] },
            ] as const,
        ),
      ),
      en,
    );
    expect(idsOf(card).filter((id) => id.startsWith('upscale-'))).toEqual([
      'upscale-2:1',
      'upscale-4:1',
      'upscale-2:2',
    ]);
  });

  it("lists a set's attached images in one select, at most 25 options", () => {
    const offer = imageOfferOf(EDITS_AND_UPSCALES);
    const generations = ['r1', 'r1.1', 'r1.2', 'r1.3'].map(view);
    const card = renderReplyFinal(
      { replyId: 'r1', requesterId: 'u1', generations, ...(offer && { imageOffer: offer }) },
      new Map(generations.map((g) => attached(g.jobId))),
      en,
    );
    const values = idsOf(card).filter((id) => /^(vary|upscale|edit)/.test(id));
    expect(values).toHaveLength(20);
    expect(values.slice(0, 5)).toEqual([
      'vary-subtle:1',
      'vary-strong:1',
      'upscale-2:1',
      'upscale-4:1',
      'edit:1',
    ]);
    expect(idsOf(card)).toContain(IMAGE_IN_IDS.image.build({ replyId: 'r1' }));
  });

  it('draws Vary (Region), Zoom out and Pan under a single image where the backend takes a mask; a set offers Vary (Region) in its select, all four images within 25 options', () => {
    const offer = imageOfferOf({ ...EDITS_AND_UPSCALES, edit: { mask: true } });
    const single = renderReplyFinal(
      {
        replyId: 'j1',
        requesterId: 'u1',
        generations: [view('j1')],
        ...(offer && { imageOffer: offer }),
      },
      new Map([attached('j1')]),
      en,
    );
    expect(idsOf(single)).toEqual(
      expect.arrayContaining([
        IMAGE_IN_IDS.region.build({ jobId: 'j1' }),
        IMAGE_IN_IDS.zoom.build({ jobId: 'j1', factor: 1.5 }),
        IMAGE_IN_IDS.zoom.build({ jobId: 'j1', factor: 2 }),
        IMAGE_IN_IDS.zoom.build({ jobId: 'j1', factor: 0 }),
        IMAGE_IN_IDS.pan.build({ jobId: 'j1', direction: 'left' }),
        IMAGE_IN_IDS.pan.build({ jobId: 'j1', direction: 'down' }),
      ]),
    );
    const labels = JSON.stringify(single);
    for (const label of [
      '🖌️ Vary (Region)',
      '🔍 Zoom out 1.5×',
      '🔍 Zoom out 2×',
      '🔍 Zoom out (custom)…',
      '⬅️ Pan left',
      '⬇️ Pan down',
    ])
      expect(labels).toContain(label);
    const generations = ['r1', 'r1.1', 'r1.2', 'r1.3'].map(view);
    const set = renderReplyFinal(
      { replyId: 'r1', requesterId: 'u1', generations, ...(offer && { imageOffer: offer }) },
      new Map(generations.map((g) => attached(g.jobId))),
      en,
    );
    const values = idsOf(set).filter((id) => /^(vary|upscale|edit|region|zoom|pan)/.test(id));
    expect(values).toHaveLength(24);
    expect(values).toContain('region:4');
    expect(values.some((value) => /^(zoom|pan)/.test(value))).toBe(false);
    expect(parseImageInValue('zoom-1.5:1')).toEqual({ token: 'zoom-1.5', n: 1 });
  });

  it('reads back only the choices it writes (custom ids and values are user input)', () => {
    expect(parseImageInValue('upscale-4:3')).toEqual({ token: 'upscale-4', n: 3 });
    expect(offeredChoice(EDITS_AND_UPSCALES, 'vary-strong')).toEqual({
      kind: 'vary',
      strength: 'strong',
    });
    for (const forged of ['vary-wild', 'upscale-0', 'upscale-3', 'reroll'])
      expect(offeredChoice(EDITS_AND_UPSCALES, forged)).toBeUndefined();
    for (const forged of ['edit:0', 'edit', `edit:${'9'.repeat(50)}`])
      expect(parseImageInValue(forged)).toBeUndefined();
    expect(offeredChoice({ ...base, upscale: upscale(2) }, 'edit')).toBeUndefined();
  });
});
