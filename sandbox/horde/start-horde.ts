import { emulatorHandle } from '../emulator-kit/emulator-controls.js';
import { serve } from '../emulator-kit/listen.js';
import { createEmulatorContext } from './emulator-context.js';
import type { HordeEmulator } from './horde.js';
import { type HordeEmulatorOptions, resolveHordeOptions } from './horde-options.js';
import { HORDE_STATS } from './horde-stats.js';
import { interrogationStatus } from './interrogation.js';
import { MODEL_REFERENCE_PATH } from './model-reference.js';
import { createRequestHandler } from './request-handler.js';
import { checkStatus } from './status-view.js';
import { usernameOf } from './user-registry.js';

/** Starts an AI Horde emulator listening on `options.host`:`options.port`. */
export async function startHordeEmulator(options?: HordeEmulatorOptions): Promise<HordeEmulator> {
  const opts = resolveHordeOptions(options);
  let url = '';
  const emu = createEmulatorContext(opts, () => (opts.publicUrl ?? url).replace(/\/+$/, ''));
  const served = await serve((closing) => createRequestHandler(emu, closing), opts);
  url = served.url;

  return emulatorHandle<HordeEmulator>(emu.faults, emu.stats, HORDE_STATS.reset, {
    url,
    modelReferenceUrl: `${url}${MODEL_REFERENCE_PATH}`,
    close: served.close,
    addUser: (user) => void emu.users.add(user),
    kudosOf: (apiKey) => emu.users.require(apiKey).kudos,
    setKudos(apiKey, kudos) {
      emu.users.require(apiKey).kudos = kudos;
    },
    setConcurrency(apiKey, concurrency) {
      emu.users.require(apiKey).concurrency = concurrency;
    },
    request(id) {
      const now = emu.now();
      const wp = emu.queue.get(id, now);
      if (!wp) return undefined;
      const live = emu.queue.all(now);
      return {
        id,
        username: usernameOf(wp.user),
        status: checkStatus(wp, { pool: emu.pool, live, now, meanJobMs: emu.meanJobMs }),
        body: wp.body,
        source: wp.source,
        loras: wp.loras,
        jobs: wp.jobs.map(({ state, seed, generationId, model, censored }) => ({
          state,
          seed,
          generationId,
          model,
          censored,
        })),
        cancelled: wp.cancelled,
      };
    },
    interrogation(id) {
      const found = emu.alchemy.get(id, emu.now());
      if (!found) return undefined;
      const { digest, width, height, tiles, r2stored } = found.source;
      return {
        id,
        username: usernameOf(found.user),
        status: interrogationStatus(found),
        body: found.body,
        source: { digest, width, height, tiles, r2stored },
        slowWorkers: found.slowWorkers,
        forms: found.forms.map(({ id: formId, name, state, kudos, paid, aborts }) => ({
          id: formId,
          name,
          state,
          kudos,
          paid,
          aborts,
        })),
      };
    },
    imageFor: async (generationId) => emu.images.bytes(generationId),
  });
}
