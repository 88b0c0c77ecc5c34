import { ActionRowBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { serverBackend } from '../bot/server-backend.js';
import { serverLoras } from '../bot/server-loras.js';
import type { ButtonSpec } from '../discord/button-row.js';
import { MAX_CHOICE_LENGTH, MAX_CHOICES } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { BackendLora } from '../image-backend/loras.js';
import { addedLabel } from '../store/lora-policy.js';
import { POLICY_IDS, type PolicyLoras, type PolicyView } from './policy-view.js';

/**
 * The server's LoRAs as the page shows them: what its backend has (read afresh through the
 * backend, a WebUI reading its folder again first, so a file the operator just added is listed and
 * offered from now on; a list unreadable now shown as such), or those added on the Horde;
 * undefined where it takes none.
 */
export async function policyLoras(
  context: Pick<AppContext, 'backends' | 'stores'>,
  guildId: string,
): Promise<PolicyLoras | undefined> {
  const { backend } = await serverBackend(context, guildId);
  const source = backend.capabilities.loras?.source;
  if (!source) return undefined;
  const read = (fresh: boolean) => serverLoras(context, guildId, { timeoutMs: 2_000, fresh });
  const server = await read(true)
    .catch(() => read(false))
    .catch(() => undefined);
  return server ? { source, known: server.known } : { source, known: [], unreadable: true };
}

const fitting = (loras: readonly BackendLora[]) =>
  loras
    .filter(({ name, label }) => name.length <= MAX_CHOICE_LENGTH && label.length > 0)
    .slice(0, MAX_CHOICES);

/** The LoRAs line of the limits page: what members may apply here. */
export function lorasLine({ policy, loras }: PolicyView, t: Translator): string | undefined {
  if (!loras) return undefined;
  const names = (list: readonly string[]) => t.list(list.map((name) => userText(name, 100)));
  if (loras.source === 'civitai') {
    const added = policy.loras?.added ?? [];
    const value = added.length ? names(added.map(addedLabel)) : t.t('policy.lorasNoneAdded');
    return t.t('policy.loras', { value });
  }
  const chosen = policy.loras?.chosen;
  const labelOf = (name: string) => loras.known.find((lora) => lora.name === name)?.label ?? name;
  const value =
    chosen === undefined
      ? t.t('policy.allLoras')
      : chosen.length === 0
        ? t.t('policy.noLoras')
        : names(chosen.map(labelOf));
  const unread = loras.unreadable ? ` ${t.t('policy.lorasUnreadable')}` : '';
  return `${t.t('policy.loras', { value })}${unread}`;
}

/**
 * The LoRAs' rows of the limits page: on a backend listing its own, a select of them (the first
 * 25 whose names fit), those allowed marked, none picked meaning none; on the Horde, a select
 * removing one of those added, when any are.
 */
export function lorasRows({ policy, loras }: PolicyView, t: Translator) {
  if (!loras) return [];
  const row = new ActionRowBuilder<StringSelectMenuBuilder>();
  if (loras.source === 'civitai') {
    const added = (policy.loras?.added ?? []).slice(0, MAX_CHOICES);
    if (added.length === 0) return [];
    const select = new StringSelectMenuBuilder()
      .setCustomId(POLICY_IDS.removeLora.build())
      .setPlaceholder(t.t('policy.removeLora'))
      .addOptions(
        added.map((lora) => ({
          label: addedLabel(lora).slice(0, MAX_CHOICE_LENGTH),
          value: String(lora.versionId),
        })),
      );
    return [row.addComponents(select)];
  }
  const offered = fitting(loras.known);
  if (offered.length === 0) return [];
  const chosen = policy.loras?.chosen;
  const select = new StringSelectMenuBuilder()
    .setCustomId(POLICY_IDS.loras.build())
    .setPlaceholder(t.t('policy.pickLoras'))
    .setMinValues(0)
    .setMaxValues(offered.length)
    .addOptions(
      offered.map(({ name, label }) => ({
        label: label.slice(0, MAX_CHOICE_LENGTH),
        value: name,
        default: chosen === undefined || chosen.includes(name),
      })),
    );
  return [row.addComponents(select)];
}

/** The button adding a LoRA by CivitAI id, where the backend fetches from CivitAI (the Horde). */
export const addLoraButton = ({ loras }: PolicyView, t: Translator): ButtonSpec[] =>
  loras?.source === 'civitai'
    ? [[POLICY_IDS.addLora.build(), t.t('policy.buttons.addLora'), ButtonStyle.Success]]
    : [];
