import { emulatorHandle, instanceControls } from '../emulator-kit/emulator-controls.js';
import { serveInstance } from '../emulator-kit/instance-listener.js';
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
  const closing = new AbortController();
  const served = await serveInstance(createRequestHandler(emu, closing.signal), emu.options);
  const url = served.url;
  const controls = instanceControls(
    served,
    () => emu.inFlight.clear(),
    () => served.dropConnections(),
  );

  return emulatorHandle<OpenAiImagesEmulator>(emu.faults, emu.stats, OPENAI_STATS.reset, {
    url,
    baseURL: `${url}${emu.options.basePath}`,
    close() {
      closing.abort();
      return served.close();
    },
    get state() {
      return controls.state;
    },
    kill: () => controls.kill(),
    restart: () => controls.restart(),
    partition: () => controls.partition(),
    heal: () => controls.heal(),
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
