import type { AppContext } from '../bot/context.js';
import { ImageHostRefusedError, ImageTooLargeError } from '../image-backend/backend-errors.js';
import { ORIGINAL_BACKEND_ID } from '../image-backend/backend-registry.js';
import { keptRestorer } from '../jobs/kept-restore.js';
import { type KeyRef, storedKeyOf } from '../keys/key-ref.js';
import { imageFormatOf, SHOWN_FORMATS } from '../safety/image-format.js';
import type { HistoryEntry } from '../store/generation-history-store.js';

/** The image of a past generation, attached (named after its real format), or why it is not. */
export type EntryImage =
  | { readonly kind: 'attached'; readonly name: string; readonly data: Buffer }
  | { readonly kind: 'gone' | 'withheld' | 'tooLarge' | 'notImage' };

/** What a job's image becomes before it is shown, as delivery makes it. */
const restorerOf = (context: AppContext) =>
  keptRestorer({
    inputs: () => context.jobs.inputs,
    imagesInOf: (id) => context.backends.capabilitiesOf(id)?.imagesIn,
    logger: context.logger,
  });

/** How long asking the service for a past task may take before its parameters are shown instead. */
const LOOKUP_TIMEOUT_MS = 5_000;

const keyRefOf = (entry: HistoryEntry, userId: string): KeyRef =>
  entry.paidBy?.kind === 'server'
    ? { kind: 'server', guildId: entry.paidBy.guildId }
    : { kind: 'user', userId };

/** The image URL the service gives the task now (with the key that paid), else the one kept. */
async function imageUrlOf(
  context: AppContext,
  entry: HistoryEntry,
  userId: string,
): Promise<string | undefined> {
  const stored = await storedKeyOf(context.stores, keyRefOf(entry, userId));
  const backend = context.backends.find(entry.backend)?.backend;
  if (
    backend &&
    stored &&
    (stored.backend ?? ORIGINAL_BACKEND_ID) === (entry.backend ?? ORIGINAL_BACKEND_ID) &&
    entry.taskId
  ) {
    try {
      const status = await backend.taskStatus(stored.apiKey, entry.taskId, {
        timeoutMs: LOOKUP_TIMEOUT_MS,
      });
      if (status.state === 'completed') return status.imageUrl;
    } catch (error) {
      context.logger.debug('a past task could not be looked up', { taskId: entry.taskId, error });
    }
  }
  return entry.imageUrl;
}

/**
 * Fetches a past generation's image again as delivery does (task status → URL → a download that
 * refuses unsafe hosts and images over `maxBytes`, and a file Discord does not show as an image;
 * a masked one put back with its input's kept pixels while the job and its input are kept,
 * `keptRestorer`); anything failing leaves it `gone`.
 */
export async function fetchEntryImage(
  context: AppContext,
  entry: HistoryEntry,
  userId: string,
  maxBytes: number,
): Promise<EntryImage> {
  if (entry.state !== 'completed') return { kind: 'gone' };
  const url = await imageUrlOf(context, entry, userId);
  const backend = context.backends.find(entry.backend)?.backend;
  if (!url || !backend) return { kind: 'gone' };
  try {
    const downloaded = await backend.downloadImage(url, {
      maxBytes,
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    const job = await context.jobs.get(entry.id);
    const data = job ? await restorerOf(context)(job, downloaded) : downloaded;
    const format = imageFormatOf(data);
    if (!format.shown) return { kind: 'notImage' };
    const { extension } = SHOWN_FORMATS[format.format];
    return { kind: 'attached', name: `history-${entry.id.replace(/\W/g, '-')}.${extension}`, data };
  } catch (error) {
    if (error instanceof ImageHostRefusedError) return { kind: 'withheld' };
    if (error instanceof ImageTooLargeError) return { kind: 'tooLarge' };
    context.logger.debug('a past image could not be downloaded', { id: entry.id, error });
    return { kind: 'gone' };
  }
}
