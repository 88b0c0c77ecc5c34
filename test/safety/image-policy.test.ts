import { describe, expect, it } from 'vitest';
import type { ImageCheck } from '../../src/safety/image-classifier.js';
import {
  DEFAULT_THRESHOLD,
  explicitScore,
  imagePolicyFor,
  imagePolicyOf,
  imageVerdict,
} from '../../src/safety/image-policy.js';

const scored = (porn: number, hentai: number, sexy = 0): ImageCheck => ({
  checked: true,
  cpuMs: 1,
  scores: { porn, hentai, sexy, drawing: 0, neutral: 1 - porn - hentai - sexy },
});

describe('the image policy', () => {
  it('withholds outside age-restricted channels and allows inside them, by default', () => {
    const server = (ageRestricted: boolean) =>
      imagePolicyFor({ kind: 'server', ageRestricted, settings: undefined });
    expect(server(false)).toEqual({ policy: 'withhold', threshold: DEFAULT_THRESHOLD });
    expect(server(true)).toEqual({ policy: 'allow', threshold: DEFAULT_THRESHOLD });
    const chosen = { normal: 'spoiler', ageRestricted: 'withhold', threshold: 20 } as const;
    expect(imagePolicyFor({ kind: 'server', ageRestricted: false, settings: chosen })).toEqual({
      policy: 'spoiler',
      threshold: 20,
    });
    expect(imagePolicyFor({ kind: 'server', ageRestricted: true, settings: chosen })).toEqual({
      policy: 'withhold',
      threshold: 20,
    });
  });

  it("takes the member's choice in DMs and their installs, safe when they made none", () => {
    expect(imagePolicyFor({ kind: 'member' }).policy).toBe('withhold');
    expect(imagePolicyFor({ kind: 'member', memberChoice: 'allow' }).policy).toBe('allow');
  });

  it('scores porn + hentai, not sexy, and acts from the threshold on', () => {
    const check = scored(0.3, 0.2, 0.4);
    expect(check.checked && explicitScore(check.scores)).toBeCloseTo(50);
    const rule = { policy: 'withhold', threshold: 50 } as const;
    expect(imageVerdict(scored(0.2, 0.1, 0.6), rule)).toEqual({ action: 'post' });
    expect(imageVerdict(scored(0.4, 0.2), rule)).toEqual({
      action: 'withhold',
      why: { kind: 'explicit', score: 60 },
    });
    expect(imageVerdict(scored(0.9, 0), { policy: 'allow', threshold: 1 })).toEqual({
      action: 'post',
    });
  });

  it('treats an image that could not be checked as explicit (fail safe)', () => {
    const failed: ImageCheck = { checked: false, problem: 'its thread exited (1)' };
    for (const policy of ['withhold', 'spoiler'] as const) {
      expect(imageVerdict(failed, { policy, threshold: 99 })).toEqual({
        action: policy,
        why: { kind: 'unchecked' },
      });
    }
  });

  it('reads only the policies it offers from a select', () => {
    expect(imagePolicyOf('spoiler')).toBe('spoiler');
    expect(imagePolicyOf('everything')).toBeUndefined();
    expect(imagePolicyOf(undefined)).toBeUndefined();
  });
});
