import { emulatorHandle } from '../emulator-kit/emulator-controls.js';
import { serve } from '../emulator-kit/listen.js';
import { createEmulatorContext } from './emulator-context.js';
import type { OpenAiImagesEmulator } from './openai-images.js';
import { type OpenAiImagesOptions, resolveOpenAiOptions } from './openai-options.js';
import { OPENAI_STATS } from './openai-stats.js';
import { createRequestHandler } from './request-handler.js';

/** Starts an OpenAI Images emulator listening on `options.host`:`options.port`. */
export async function startOpenAiImagesEmulator(
  options?: OpenAiImagesOptions,
): Promise<OpenAiImagesEmulator> {
  const emu = createEmulatorContext(resolveOpenAiOptions(options));
  const served = await serve((closing) => createRequestHandler(emu, closing), emu.options);
  const url = served.url;

  return emulatorHandle<OpenAiImagesEmulator>(emu.faults, emu.stats, OPENAI_STATS.reset, {
    url,
    baseURL: `${url}${emu.options.basePath}`,
    close: served.close,
    addKey: (key) => void emu.keys.add(key),
    revokeKey(key) {
      emu.keys.require(key).revoked = true;
    },
    setQuota(key, tokens) {
      emu.keys.require(key).quotaTokens = tokens;
    },
    quotaOf: (key) => emu.keys.require(key).quotaTokens,
    usageOf: (key) => ({ ...emu.keys.require(key).usage }),
    inFlight: () => [...emu.inFlight.values()].map((run) => ({ ...run })),
    delivered: () => [...emu.delivered],
    edits: () => [...emu.edits],
  });
}
