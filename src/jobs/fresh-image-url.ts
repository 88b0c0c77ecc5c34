import type { Logger } from '../core/logger.js';
import type { BackendRegistry } from '../image-backend/backend-registry.js';
import type { GenerationJob } from './generation-job.js';

/** How long asking a backend for a finished task's image again may take, in ms. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** What {@link freshImageUrl} needs. */
export interface FreshImageUrlContext {
  readonly backends: BackendRegistry;
  readonly resolveKey: (job: GenerationJob) => Promise<string>;
  readonly logger: Logger;
}

/**
 * The image URL a completed job's backend gives its task now, asked with the key it ran with: a
 * fresh one where the backend's URLs expire (the Horde presigns a new one at each status call),
 * the same where they do not. Undefined when the backend no longer has the task (the Horde's
 * requests expire, another process's OpenAI call is not held here) or could not be asked.
 */
export async function freshImageUrl(
  context: FreshImageUrlContext,
  job: Readonly<GenerationJob>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (job.state !== 'completed' || !job.taskId) return undefined;
  try {
    const { backend } = context.backends.of(job.backend);
    const apiKey = await context.resolveKey(job as GenerationJob);
    const status = await backend.taskStatus(apiKey, job.taskId, {
      timeoutMs: LOOKUP_TIMEOUT_MS,
      ...(signal && { signal }),
    });
    return status.state === 'completed' ? status.imageUrl : undefined;
  } catch (error) {
    context.logger.info('a finished task could not be asked for its image again', {
      jobId: job.id,
      taskId: job.taskId,
      error,
    });
    return undefined;
  }
}
