import type { RegisteredBackend } from '../image-backend/backend-registry.js';
import type { AppContext } from './context.js';

/**
 * The image backend a server's generations and keys go to: the one its managers chose (the server
 * setting `backend`), else the first the operator configured. Outside a server (DMs, user
 * installs): the first configured.
 */
export async function serverBackend(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
): Promise<RegisteredBackend> {
  if (!guildId || context.backends.list().length === 1) return context.backends.fallback;
  return context.backends.fallback;
}
