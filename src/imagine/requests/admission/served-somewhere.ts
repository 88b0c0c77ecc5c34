import { NoServerHasItError } from '../../../image-backend/backend-errors.js';
import type { ImageBackend } from '../../../image-backend/image-backend.js';
import type { GenerationSpec } from '../../options/generation-spec.js';

/**
 * Refuses a generation no server of its backend's pool that is up can run (its checkpoint, its
 * workflow's nodes, its LoRAs, what its input image's action needs), as each server's last read
 * lists say; a backend without a pool, or with one server, is sent what it was let in for as it
 * always was (the server says what it lacks, or that it cannot be reached).
 * @throws {NoServerHasItError} nothing sent or charged.
 */
export function refuseUnserved(
  backend: Pick<ImageBackend, 'pool'> | undefined,
  spec: Pick<GenerationSpec, 'request' | 'input'>,
): void {
  const pool = backend?.pool;
  if (!pool || pool.servers().length < 2) return;
  const { input } = spec;
  const references = input?.references?.length;
  const eligible = pool.eligible(spec.request, {
    ...(input && { action: input.action }),
    ...(references && { references }),
  });
  if (eligible.length > 0) return;
  const servers = pool.servers().map(({ id, state }) => `${id} ${state}`);
  throw new NoServerHasItError({ detail: `no server up serves it (${servers.join(', ')})` });
}
