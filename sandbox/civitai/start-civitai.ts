import { emulatorHandle } from '../emulator-kit/emulator-controls.js';
import { type JsonWireAnswer, jsonWireAnswer } from '../emulator-kit/json-answer.js';
import { serve } from '../emulator-kit/listen.js';
import { answerListener } from '../emulator-kit/serve-answers.js';
import { resetInPlace } from '../emulator-kit/stats-counters.js';
import { Prng } from '../prng.js';
import type { CivitaiEmulator } from './civitai.js';
import type { CivitaiModel } from './civitai-catalogue.js';
import { CivitaiFaultInjector, NO_CIVITAI_FAULTS } from './civitai-faults.js';
import { type CivitaiEmulatorOptions, resolveCivitaiOptions } from './civitai-options.js';
import { model, modelVersion, routeOf } from './civitai-routes.js';
import { freshCivitaiStats } from './civitai-stats.js';

/** What Next.js answers for a path no page or API route has. */
const NOT_FOUND_PAGE =
  '<!DOCTYPE html><html><head><title>404: This page could not be found</title></head><body><h1>404</h1><h2>This page could not be found.</h2></body></html>';

const plain = (status: number, type: string, text: string): JsonWireAnswer => ({
  status,
  headers: { 'content-type': type },
  body: Buffer.from(text),
});

/**
 * Starts a CivitAI emulator on `options.host`:`options.port`: the public model and version
 * look-ups (`/api/v1/models/:id`, `/api/v1/model-versions/:id`, GET only, else 405 as its
 * `PublicEndpoint` answers), with their failure shapes and Cloudflare's in front.
 */
export async function startCivitaiEmulator(
  options?: CivitaiEmulatorOptions,
): Promise<CivitaiEmulator> {
  const opts = resolveCivitaiOptions(options);
  const stats = freshCivitaiStats();
  const faults = new CivitaiFaultInjector(
    new Prng(opts.seed),
    NO_CIVITAI_FAULTS,
    'routes',
    stats.faults,
  );
  const models: CivitaiModel[] = [...opts.models];
  let origin = '';
  const answer = async (
    method: string,
    url: URL,
    closing: AbortSignal,
  ): Promise<JsonWireAnswer | 'drop'> => {
    const { route, id } = routeOf(url.pathname);
    stats.requests[route]++;
    if (route === 'other') return plain(404, 'text/html; charset=utf-8', NOT_FOUND_PAGE);
    if (method !== 'GET' && method !== 'HEAD')
      return jsonWireAnswer(405, { error: 'Method not allowed' });
    const fault = await faults.afterLatency(route, closing);
    if (fault === 'drop') return 'drop';
    if (fault === 'gateway_timeout')
      return plain(524, 'text/plain; charset=UTF-8', 'error code: 524');
    if (fault === 'server_error') {
      const said =
        route === 'model' ? 'Internal Server Error' : 'Failed to fetch model version details';
      return jsonWireAnswer(500, { error: said });
    }
    const world = { models, origin: opts.publicUrl ?? origin };
    return route === 'model' ? model(world, id) : modelVersion(world, id);
  };
  const served = await serve(
    (closing) =>
      answerListener({
        answer: async (req) => {
          for await (const _ of req) {
            // A GET carries no body; whatever came is read and left.
          }
          const url = new URL(req.url ?? '/', 'http://emulator.invalid');
          const answered = await answer(req.method ?? 'GET', url, closing);
          if (answered !== 'drop')
            stats.statuses[answered.status] = (stats.statuses[answered.status] ?? 0) + 1;
          return answered;
        },
        failed: () => jsonWireAnswer(500, { error: 'Internal Server Error' }),
        log: opts.log,
      }),
    opts,
  );
  origin = served.url;
  return emulatorHandle<CivitaiEmulator>(
    faults,
    stats,
    (s) => resetInPlace(s, freshCivitaiStats()),
    {
      url: served.url,
      putModel(added) {
        const at = models.findIndex((m) => m.id === added.id);
        if (at >= 0) models[at] = added;
        else models.push(added);
      },
      removeModel(id) {
        const at = models.findIndex((m) => m.id === id);
        if (at >= 0) models.splice(at, 1);
      },
      close: () => served.close(),
    },
  );
}
