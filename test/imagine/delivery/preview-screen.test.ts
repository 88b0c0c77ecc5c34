import { describe, expect, it } from 'vitest';
import { createPreviewScreen } from '../../../src/imagine/delivery/preview-screen.js';
import type { ReplyRef } from '../../../src/imagine/delivery/reply-target.js';
import type { ImageCheck } from '../../../src/safety/image-classifier.js';
import type { ImagePolicy, ImageSafetySettings } from '../../../src/safety/image-policy.js';

const ref = {
  id: 'r1',
  jobIds: ['r1'],
  applicationId: 'app',
  token: 'tok',
  tokenCreatedAt: 0,
  channelId: 'c1',
  guildId: 'g1',
  attachmentSizeLimit: 10_000_000,
} satisfies ReplyRef;
const scores = (explicit: number) => ({
  drawing: 0,
  hentai: 0,
  neutral: 1 - explicit,
  porn: explicit,
  sexy: 0,
});
const image = new Uint8Array([1, 2, 3]);

/** A preview screen whose classifier answers `check`, counting the checks. */
function screenWith(
  check: ImageCheck,
  settings: ImageSafetySettings = {},
  memberChoice?: ImagePolicy,
) {
  let checks = 0;
  const screen = createPreviewScreen({
    classifier: {
      check: async () => {
        checks += 1;
        return check;
      },
    },
    settingsOf: async () => settings,
    memberChoiceOf: async () => memberChoice,
  });
  return { screen, checks: () => checks };
}

describe('the image check of a preview, by the rules of the final image', () => {
  it('shows a preview the model scores under the threshold in a channel that withholds', async () => {
    const { screen, checks } = screenWith({ checked: true, scores: scores(0.1), cpuMs: 1 });
    expect(await screen(ref, 'u1', image)).toBe(true);
    expect(checks()).toBe(1);
  });

  it('never shows one scored over the threshold, whether the final would be withheld or spoilered', async () => {
    const flagged: ImageCheck = { checked: true, scores: scores(0.9), cpuMs: 1 };
    expect(await screenWith(flagged).screen(ref, 'u1', image)).toBe(false);
    const spoilered = screenWith(flagged, { normal: 'spoiler' });
    expect(await spoilered.screen(ref, 'u1', image)).toBe(false);
  });

  it('never shows one that could not be checked', async () => {
    const { screen } = screenWith({ checked: false, problem: 'process died' });
    expect(await screen(ref, 'u1', image)).toBe(false);
  });

  it('follows an age-restricted channel’s rule as the final image does: allowed there, unchecked', async () => {
    const flagged = screenWith({ checked: true, scores: scores(0.9), cpuMs: 1 });
    expect(await flagged.screen({ ...ref, ageRestricted: true }, 'u1', image)).toBe(true);
    expect(flagged.checks()).toBe(0);
    const strict = screenWith(
      { checked: true, scores: scores(0.9), cpuMs: 1 },
      { ageRestricted: 'withhold' },
    );
    expect(await strict.screen({ ...ref, ageRestricted: true }, 'u1', image)).toBe(false);
  });

  it('shows a private reply’s preview to its member unchecked, as its final image is', async () => {
    const { screen, checks } = screenWith({ checked: false, problem: 'never asked' });
    expect(await screen({ ...ref, ephemeral: true }, 'u1', image)).toBe(true);
    expect(checks()).toBe(0);
  });

  it('in a DM, follows the member’s own choice, withholding by default', async () => {
    const dm = { ...ref, guildId: null };
    const flagged: ImageCheck = { checked: true, scores: scores(0.9), cpuMs: 1 };
    expect(await screenWith(flagged).screen(dm, 'u1', image)).toBe(false);
    expect(await screenWith(flagged, {}, 'allow').screen(dm, 'u1', image)).toBe(true);
  });
});
