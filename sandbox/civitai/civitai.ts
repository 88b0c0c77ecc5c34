import type { FaultAndStatsControls } from '../emulator-kit/emulator-controls.js';
import type { CivitaiModel } from './civitai-catalogue.js';
import type { CivitaiFaults } from './civitai-faults.js';
import type { CivitaiStats } from './civitai-stats.js';

/** A running CivitAI emulator, as `startCivitaiEmulator` returns it. */
export interface CivitaiEmulator extends FaultAndStatsControls<CivitaiFaults, CivitaiStats> {
  /** Base URL without trailing slash; the API is under `${url}/api/v1`. */
  readonly url: string;
  /** Publishes a model (or replaces the one of its id): found from the next request. */
  putModel(model: CivitaiModel): void;
  /** Takes a model down: 404 from the next request. */
  removeModel(id: number): void;
  /** Stops listening and drops open connections. Idempotent. */
  close(): Promise<void>;
}
