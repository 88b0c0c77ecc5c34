import type { Logger } from '../../core/logger.js';
import type { GenerationEvents } from '../../jobs/generation-events.js';
import type { RecentModelsStore } from '../../store/recent-models-store.js';

/** What {@link subscribeRecentModels} needs. */
export interface RecentModelsDependencies {
  readonly recentModels: Pick<RecentModelsStore, 'record'>;
  readonly logger: Logger;
}

/**
 * Records the model of each generation the service took (`charged`) for the server's `model`
 * autocomplete, as a listener (a model missed in a crash only shortens it); returns the unsubscribe.
 */
export function subscribeRecentModels(
  events: Pick<GenerationEvents, 'on'>,
  deps: RecentModelsDependencies,
): () => void {
  return events.on('charged', async ({ jobId, guildId, request }) => {
    if (!request.model || !guildId) return;
    try {
      await deps.recentModels.record(guildId, request.model);
    } catch (error) {
      deps.logger.warn('could not record a recent model', { jobId, error });
    }
  });
}
