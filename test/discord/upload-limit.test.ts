import { describe, expect, it } from 'vitest';
import { tierUploadLimit, uploadLimitOf } from '../../src/discord/upload-limit.js';

const MIB = 1024 * 1024;

describe('the upload limit of a reply', () => {
  it("is each boost level's: 10 MiB without boosts and at tier 1, 50 MiB at tier 2, 100 MiB at tier 3", () => {
    expect([0, 1, 2, 3, undefined].map(tierUploadLimit)).toEqual([
      10 * MIB,
      10 * MIB,
      50 * MIB,
      100 * MIB,
      10 * MIB,
    ]);
  });

  it("holds what the interaction says to its server's boost level, where the bot knows the server", () => {
    expect(uploadLimitOf({ attachmentSizeLimit: 100 * MIB, guild: { premiumTier: 0 } })).toBe(
      10 * MIB,
    );
    expect(uploadLimitOf({ attachmentSizeLimit: 25 * MIB, guild: { premiumTier: 3 } })).toBe(
      25 * MIB,
    );
    expect(uploadLimitOf({ attachmentSizeLimit: 100 * MIB, guild: { premiumTier: 3 } })).toBe(
      100 * MIB,
    );
    expect(uploadLimitOf({ attachmentSizeLimit: 50 * MIB, guild: null })).toBe(50 * MIB);
    expect(uploadLimitOf({ attachmentSizeLimit: 0 })).toBe(10 * MIB);
  });
});
