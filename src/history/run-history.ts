import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  RepliableInteraction,
} from 'discord.js';
import { MessageFlags } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { takesWorkflow } from '../image-backend/capabilities.js';
import type { HistoryEntry } from '../store/generation-history-store.js';
import { DAY_MS } from '../store/utc-periods.js';
import { HistoryError } from './history-errors.js';
import { renderHistoryPage } from './render-history.js';

/** How many generations a history keeps, and for how many days (for the texts that say so). */
export function historyLimits(context: AppContext): { max: number; days: number } {
  const { history } = context.stores;
  return { max: history.maxEntries, days: Math.round(history.retentionMs / DAY_MS) };
}

/**
 * The generation `id` of the member's history.
 * @throws HistoryError (`notFound`) when it is not, or no longer, there.
 */
export async function historyEntryOf(
  context: AppContext,
  interaction: RepliableInteraction,
  id: string | undefined,
): Promise<HistoryEntry> {
  const entry = id ? await context.stores.history.get(interaction.user.id, id) : undefined;
  if (!entry) throw new HistoryError('notFound', historyLimits(context));
  return entry;
}

/**
 * Whether the backend that made `entry` takes workflows; for a backend no longer configured,
 * whether the entry names one.
 */
export function entryTakesWorkflow(context: AppContext, entry: HistoryEntry): boolean {
  const capabilities = context.backends.capabilitiesOf(entry.backend);
  return capabilities ? takesWorkflow(capabilities) : entry.workflow !== undefined;
}

async function pageOf(context: AppContext, interaction: RepliableInteraction, page: number) {
  const entries = await context.stores.history.list(interaction.user.id);
  const takes = (entry: HistoryEntry) => entryTakesWorkflow(context, entry);
  return renderHistoryPage(
    { entries, page, ...historyLimits(context), takesWorkflow: takes },
    privateTranslator(context, interaction),
  );
}

/** `/history`: the first page of the member's recent generations, privately. */
export async function runHistory(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
): Promise<void> {
  await interaction.reply({
    ...(await pageOf(context, interaction, 0)),
    flags: MessageFlags.Ephemeral,
  });
}

/** Previous / Next: the history's page `page` in place of the one shown (read afresh). */
export async function turnHistoryPage(
  interaction: ButtonInteraction,
  context: AppContext,
  page: string | undefined,
): Promise<void> {
  await interaction.update(
    await pageOf(context, interaction, Number.parseInt(page ?? '0', 10) || 0),
  );
}
