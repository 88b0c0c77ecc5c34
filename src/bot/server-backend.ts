import { userText } from '../discord/text.js';
import { ORIGINAL_BACKEND_ID, type RegisteredBackend } from '../image-backend/backend-registry.js';
import { NoAccountsError } from '../image-backend/errors.js';
import { type WorkflowChoices, workflowChoices } from '../image-backend/workflow-choices.js';
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
  return context.backends.forServer(await context.stores.guildSettings.getBackend(guildId));
}

/** The workflows `/imagine workflow:` offers and accepts in `guildId` (`workflowChoices`). */
export async function serverWorkflows(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
): Promise<WorkflowChoices | undefined> {
  return workflowChoices((await serverBackend(context, guildId)).backend);
}

/** How texts name a backend: by the operator's name and unit, or as the original service. */
export type BackendNaming = {
  /** `yes` for the service the bot was built for (its texts as they always were), else `no`. */
  readonly original: 'yes' | 'no';
  readonly backend: string;
  readonly unit: string;
};

/** How texts name `registered` (see {@link BackendNaming}). */
export function namingOf(registered: RegisteredBackend): BackendNaming {
  const { id, name, backend } = registered;
  return {
    original: id === ORIGINAL_BACKEND_ID ? 'yes' : 'no',
    backend: name,
    unit: backend.capabilities.balance?.unit ?? 'images',
  };
}

/**
 * Refuses `/balance` or `/apikey` on a backend without accounts (no member or server keys: a
 * ComfyUI server), saying so by its name.
 * @throws {NoAccountsError}
 */
export function refuseWithoutAccounts(
  registered: RegisteredBackend,
  what: 'balance' | 'keys',
): void {
  const { keys } = registered.backend.capabilities;
  if (!keys.member && !keys.server) throw new NoAccountsError(what, userText(registered.name, 40));
}
