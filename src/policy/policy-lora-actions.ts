import type {
  ButtonInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { NotHereError } from '../bot/bot-errors.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { serverOf } from '../bot/rights.js';
import { serverBackend } from '../bot/server-backend.js';
import { serverLoras } from '../bot/server-loras.js';
import { changeSetting, settingModal, typedFields } from '../bot/setting-flow.js';
import type { CivitaiLora } from '../civitai/civitai-lora.js';
import { isLoraType } from '../civitai/civitai-lora.js';
import { MAX_CHOICES } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import { bytesText } from '../i18n/localized-text.js';
import { SERVER_SETTINGS as S } from '../preferences/server-settings.js';
import { InvalidSettingError, type SettingForm } from '../preferences/setting-declaration.js';
import type { AddedLora } from '../store/lora-policy.js';
import { POLICY_PANEL } from './policy-actions.js';
import { POLICY_IDS } from './policy-view.js';

/** The form adding a LoRA by its CivitAI id: one field, the id or the page's address. */
const ADD_LORA_FORM: SettingForm<string> = {
  title: 'policy.addLoraModal.title',
  fields: [
    {
      id: 'civitai',
      label: 'policy.addLoraModal.label',
      hint: 'policy.addLoraModal.hint',
      maxLength: 200,
    },
  ],
  shown: () => ({}),
  parse: (typed) => typed.civitai ?? '',
};

/** What a manager typed: a model id (`58390`), or a page address, naming its version when it does. */
export function civitaiRef(typed: string): { kind: 'model' | 'version'; id: number } | undefined {
  const text = typed.trim();
  if (/^\d{1,10}$/.test(text)) return { kind: 'model', id: Number(text) };
  const page = /civitai\.com\/models\/(\d{1,10})/i.exec(text);
  if (!page) return undefined;
  const version = /[?&]modelVersionId=(\d{1,10})/i.exec(text);
  return version
    ? { kind: 'version', id: Number(version[1]) }
    : { kind: 'model', id: Number(page[1]) };
}

/** What the server keeps of a LoRA CivitAI described. */
const keptOf = (found: CivitaiLora): AddedLora => ({
  versionId: found.versionId,
  modelId: found.modelId,
  name: found.name,
  versionName: found.versionName,
  ...(found.sizeKB !== undefined && { sizeKB: found.sizeKB }),
  trainedWords: [...found.trainedWords],
  ...(found.baseModel && { baseModel: found.baseModel }),
});

/** The backend's LoRA capabilities, when it fetches LoRAs from CivitAI (else: not here). */
async function civitaiBackend(context: AppContext, guildId: string) {
  const { backend } = await serverBackend(context, guildId);
  const loras = backend.capabilities.loras;
  if (loras?.source !== 'civitai') throw new NotHereError();
  return loras;
}

/**
 * The LoRAs picked of those the server's backend has: members may apply those (all of them:
 * everything it has, files added later included; none: no LoRA). A value it does not have is
 * left out.
 * @throws {NotHereError} when the backend lists no LoRAs of its own (a panel drawn before it changed).
 */
export async function pickedLoras(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<readonly string[] | undefined> {
  const guildId = serverOf(interaction, POLICY_PANEL.part);
  const server = await serverLoras(context, guildId);
  if (server?.source !== 'backend') throw new NotHereError();
  const { known } = server;
  const picked = known.filter(({ name }) => interaction.values.includes(name));
  const whole = known.length <= MAX_CHOICES && picked.length === known.length && known.length > 0;
  return whole ? undefined : picked.map(({ name }) => name);
}

/** Add a LoRA…: its form, where the server's backend fetches LoRAs from CivitAI. */
export async function openAddLora(interaction: ButtonInteraction, context: AppContext) {
  await civitaiBackend(context, serverOf(interaction, POLICY_PANEL.part));
  const t = privateTranslator(context, interaction);
  const id = POLICY_IDS.saveAddLora.build();
  await interaction.showModal(settingModal(ADD_LORA_FORM, '', id, t));
}

/**
 * The Add a LoRA form submitted: the id read, the interaction acknowledged, the LoRA looked up on
 * CivitAI, kept when it is a LoRA the backend's workers can fetch, then the panel drawn again.
 * @throws {InvalidSettingError} for what is not an id, a model that is no LoRA, a file too large;
 * the CivitAI client's errors when it has no such id or cannot be reached. Nothing is stored then.
 */
export async function saveAddedLora(interaction: ModalSubmitInteraction, context: AppContext) {
  const guildId = serverOf(interaction, POLICY_PANEL.part);
  const capabilities = await civitaiBackend(context, guildId);
  const typed = ADD_LORA_FORM.parse(
    typedFields(interaction, ADD_LORA_FORM as SettingForm<unknown>),
    '',
  );
  const ref = civitaiRef(typed);
  if (!ref) throw new InvalidSettingError('policy.loraBadId');
  if (interaction.isFromMessage()) await interaction.deferUpdate();
  else await interaction.deferReply(EPHEMERAL);
  const found =
    ref.kind === 'model'
      ? await context.civitai.lookUpModel(ref.id)
      : await context.civitai.lookUpVersion(ref.id);
  const name = userText(found.name, 100);
  if (!isLoraType(found.type)) {
    throw new InvalidSettingError('policy.loraNotLora', { name, type: userText(found.type, 40) });
  }
  const max = capabilities.maxSizeKB;
  if (max !== undefined && found.sizeKB !== undefined && found.sizeKB > max) {
    const size = bytesText(found.sizeKB * 1024);
    throw new InvalidSettingError('policy.loraTooLarge', {
      name,
      size,
      max: bytesText(max * 1024),
    });
  }
  const current = await S.addedLoras.read(context.stores, guildId);
  const others = current.filter((lora) => lora.versionId !== found.versionId);
  await changeSetting(context, interaction, S.addedLoras, [...others, keptOf(found)], POLICY_PANEL);
  await interaction.editReply(await POLICY_PANEL.render(context, interaction, guildId, 'limits'));
}

/** The remove select: the LoRA picked (by version id) is no longer offered. */
export async function removedLora(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
): Promise<readonly AddedLora[]> {
  const guildId = serverOf(interaction, POLICY_PANEL.part);
  const current = await S.addedLoras.read(context.stores, guildId);
  return current.filter((lora) => !interaction.values.includes(String(lora.versionId)));
}
