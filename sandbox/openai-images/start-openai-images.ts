import { createServer } from 'node:http';
import { listen } from '../emulator-kit/listen.js';
import { createEmulatorContext } from './emulator-context.js';
import type { OpenAiImagesEmulator } from './openai-images.js';
import { type OpenAiImagesOptions, resolveOpenAiOptions } from './openai-options.js';
import { OPENAI_STATS } from './openai-stats.js';
import { createRequestHandler } from './request-handler.js';

/** Starts an OpenAI Images emulator listening on `options.host`:`options.port`. */
export async function startOpenAiImagesEmulator(
  options?: OpenAiImagesOptions,
): Promise<OpenAiImagesEmulator> {
  const opts = resolveOpenAiOptions(options);
  const emu = createEmulatorContext(opts);
  const closing = new AbortController();
  const server = createServer(createRequestHandler(emu, closing.signal));
  const listening = await listen(server, opts.port, opts.host);
  const url = listening.url;

  return {
    url,
    baseURL: `${url}${opts.basePath}`,
    close() {
      closing.abort();
      return listening.close();
    },
    addKey: (key) => void emu.keys.add(key),
    revokeKey(key) {
      emu.keys.require(key).revoked = true;
    },
    setQuota(key, tokens) {
      emu.keys.require(key).quotaTokens = tokens;
    },
    quotaOf: (key) => emu.keys.require(key).quotaTokens,
    usageOf: (key) => ({ ...emu.keys.require(key).usage }),
    setFaults: (faults) => emu.faults.set(faults),
    get faults() {
      return emu.faults.faults;
    },
    stats: emu.stats,
    resetStats: () => OPENAI_STATS.reset(emu.stats),
    inFlight: () => [...emu.inFlight.values()].map((run) => ({ ...run })),
    delivered: () => [...emu.delivered],
    edits: () => [...emu.edits],
  };
}
