import { userText } from '../discord/text.js';
import { NoAccountsError } from '../image-backend/backend-errors.js';
import type { RegisteredBackend } from '../image-backend/backend-registry.js';
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

/**
 * The models the server's backend serves now, where its choice is of models and it lists them
 * (`ImageBackend.choices`: the Horde's, cached by the backend); undefined where it lists none.
 */
export async function serverModels(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null | undefined,
): Promise<readonly string[] | undefined> {
  const { backend } = await serverBackend(context, guildId);
  if (backend.capabilities.choices.option !== 'model' || !backend.choices) return undefined;
  return backend.choices();
}

/**
 * The models to suggest in `guildId` for what was `typed` (any case): those its backend serves
 * ({@link serverModels}), else those used there recently; none when the list cannot be read.
 */
export async function suggestedModels(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string | null,
  typed: string,
): Promise<readonly string[]> {
  const listed = await serverModels(context, guildId).catch(() => []);
  if (!listed) return guildId ? context.stores.recentModels.list(guildId, typed) : [];
  const wanted = typed.trim().toLowerCase();
  return listed.filter((name) => name.toLowerCase().includes(wanted));
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
