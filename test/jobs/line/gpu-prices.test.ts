import { describe, expect, it } from 'vitest';
import {
  FAMILY_RATES,
  SERVICE_TIME_PRESETS,
} from '../../../sandbox/emulator-kit/service-time-presets.js';
import { FAMILY_PRICES, KIND_PRICES } from '../../../src/jobs/line/gpu-prices.js';

describe("the line's GPU prices", () => {
  // The bot cannot import the emulators (nor they the bot): its seed prices are a copy, kept so.
  it("are the rtx-4090 preset's kinds and the emulators' family rates, the same cited figures", () => {
    expect(KIND_PRICES).toEqual(SERVICE_TIME_PRESETS['rtx-4090'].kinds);
    expect(FAMILY_PRICES).toEqual(FAMILY_RATES);
  });
});
