import type { AppContext } from '../../bot/context.js';
import { serverBackend } from '../../bot/server-backend.js';
import type { Translator } from '../../i18n/translator.js';
import { ORIGINAL_BACKEND_ID } from '../../image-backend/backend-registry.js';
import { backendForAction } from '../../image-backend/elsewhere-actions.js';
import { countedNote } from '../render/render-progress.js';

/**
 * What an animation asked in `guildId` costs and takes: how many images it counts as
 * (`ANIMATION_COUNTS_AS`), and how long one holds a slot of the backend that animates there, by
 * the line's last ones (none until one finished).
 */
export async function animationCost(
  context: Pick<AppContext, 'backends' | 'stores' | 'config' | 'jobs'>,
  guildId: string | null,
): Promise<{ readonly countedAs: number; readonly expectedMs?: number }> {
  const countedAs = context.config.ANIMATION_COUNTS_AS;
  const own = await serverBackend(context, guildId);
  const animates = backendForAction(context.backends, own, 'animate');
  const id = animates.id === ORIGINAL_BACKEND_ID ? undefined : animates.id;
  const expectedMs = context.jobs.animationMs(id);
  return { countedAs, ...(expectedMs !== undefined && { expectedMs }) };
}

/** {@link animationCost} as Animate's form says it under its field, in `t`'s language. */
export async function animationCostNote(
  context: Pick<AppContext, 'backends' | 'stores' | 'config' | 'jobs'>,
  guildId: string | null,
  t: Translator,
): Promise<string> {
  return countedNote(await animationCost(context, guildId), t);
}
