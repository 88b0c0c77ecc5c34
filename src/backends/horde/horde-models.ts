import type { HordeCaller } from './horde-alchemy.js';
import { modelsSchema } from './horde-schemas.js';

/**
 * The image models the Horde's workers serve now (`GET /v2/status/models?type=image`), the
 * busiest first: asked once and kept `ttlMs`, asked again after that; a failed reading is not kept.
 */
export class HordeModelList {
  #models: { at: number; names: Promise<readonly string[]> } | undefined;

  constructor(
    private readonly call: HordeCaller,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The models' names, as last read unless `ttlMs` passed since. */
  names(signal?: AbortSignal): Promise<readonly string[]> {
    const now = this.now();
    if (!this.#models || now - this.#models.at > this.ttlMs) {
      const names = this.call(
        'other',
        {
          method: 'GET',
          path: '/status/models?type=image',
          schema: modelsSchema,
          what: 'GET status/models',
        },
        signal,
      ).then((models) =>
        [...models].sort((a, b) => (b.count ?? 0) - (a.count ?? 0)).map((model) => model.name),
      );
      this.#models = { at: now, names };
      names.catch(() => {
        if (this.#models?.names === names) this.#models = undefined;
      });
    }
    return this.#models.names;
  }
}
