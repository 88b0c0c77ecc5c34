import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { CommandUnavailableError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { tellChanged } from '../bot/tell-changed.js';
import { checkDefault, DEFAULT_FIELDS, type DefaultField } from '../preferences/default-fields.js';
import { InvalidDefaultError } from '../preferences/errors.js';
import {
  FORM_FIELDS,
  renderSettingsPanel,
  SELECT_FIELDS,
  SETTINGS_IDS,
  UNSET,
} from './settings-panel.js';
import { isSettingsScope, layersFor, type SettingsScope, storedScopeOf } from './settings-scope.js';

type PanelInteraction =
  | ChatInputCommandInteraction
  | ButtonInteraction
  | StringSelectMenuInteraction
  | ModalSubmitInteraction;

async function panelOf(context: AppContext, interaction: PanelInteraction, scope: SettingsScope) {
  const layers = await layersFor(context, interaction, scope);
  return renderSettingsPanel(
    { scope, layers, channelId: interaction.channelId },
    privateTranslator(context, interaction),
  );
}

const scopeArg = (value: string | undefined): SettingsScope => {
  if (!isSettingsScope(value)) throw new CommandUnavailableError();
  return value;
};

/** `/settings [for]`: the panel of the member's own defaults, or (Manage Server) a channel's or the server's. */
export async function openSettings(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { scope: chosen }: { readonly scope?: string | undefined },
): Promise<void> {
  const scope = isSettingsScope(chosen) ? chosen : 'me';
  storedScopeOf(interaction, scope);
  await interaction.reply({ ...EPHEMERAL, ...(await panelOf(context, interaction, scope)) });
}

/** A select of the panel: sets (or, with {@link UNSET}, clears) one field, then redraws it. */
export async function pickSetting(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  { scope: scopeName, field }: { scope: string; field: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  const stored = storedScopeOf(interaction, scope);
  if (!(SELECT_FIELDS as readonly string[]).includes(field)) {
    throw new CommandUnavailableError();
  }
  const name = field as DefaultField;
  const [picked = UNSET] = interaction.values;
  let value: string | number | null = null;
  if (picked !== UNSET) {
    const checked = checkDefault(name, picked);
    if (!('value' in checked)) throw new InvalidDefaultError(name, checked);
    value = DEFAULT_FIELDS[name].kind === 'choice' ? checked.value : Number(checked.value);
  }
  await context.stores.defaults.update(stored, { [name]: value });
  if (scope !== 'me') tellChanged(context, interaction, 'defaults', name);
  await interaction.update(await panelOf(context, interaction, scope));
}

/** The form of the panel's other fields (steps, CFG, model, negative prompt), filled in. */
export async function openSettingsForm(
  interaction: ButtonInteraction,
  context: AppContext,
  { scope: scopeName }: { scope: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  const stored = await context.stores.defaults.get(storedScopeOf(interaction, scope));
  const t = privateTranslator(context, interaction);
  const labels = FORM_FIELDS.map((field) => {
    const rule = DEFAULT_FIELDS[field];
    const input = new TextInputBuilder()
      .setCustomId(field)
      .setStyle(field === 'negativePrompt' ? TextInputStyle.Paragraph : TextInputStyle.Short)
      .setRequired(false)
      .setMaxLength(rule.kind === 'text' ? rule.maxLength : 20);
    const current = stored[field];
    if (current !== undefined && String(current) !== '') input.setValue(String(current));
    return new LabelBuilder()
      .setLabel(t.t(`prefs.field.${field}`))
      .setDescription(t.t('prefs.modal.blank'))
      .setTextInputComponent(input);
  });
  await interaction.showModal(
    new ModalBuilder()
      .setCustomId(SETTINGS_IDS.save.build({ scope }))
      .setTitle(t.t('prefs.modal.title'))
      .addLabelComponents(...labels),
  );
}

/**
 * The form submitted: checks every field first (nothing is changed when one is wrong), then sets
 * or clears them and redraws the panel.
 * @throws {InvalidDefaultError} naming the first wrong field.
 */
export async function saveSettingsForm(
  interaction: ModalSubmitInteraction,
  context: AppContext,
  { scope: scopeName }: { scope: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  const stored = storedScopeOf(interaction, scope);
  const changes: Record<string, string | number | null> = {};
  for (const field of FORM_FIELDS) {
    const typed = interaction.fields.getTextInputValue(field).trim();
    if (typed === '') {
      changes[field] = null;
      continue;
    }
    const checked = checkDefault(field, typed);
    if (!('value' in checked)) throw new InvalidDefaultError(field, checked);
    changes[field] = checked.value;
  }
  await context.stores.defaults.update(stored, changes);
  if (scope !== 'me')
    tellChanged(context, interaction, 'defaults', Object.keys(changes).join(', '));
  const panel = await panelOf(context, interaction, scope);
  if (interaction.isFromMessage()) await interaction.update(panel);
  else await interaction.reply({ ...EPHEMERAL, ...panel });
}

/** Reset all: clears every field of the scope, then redraws the panel. */
export async function resetSettings(
  interaction: ButtonInteraction,
  context: AppContext,
  { scope: scopeName }: { scope: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  await context.stores.defaults.clear(storedScopeOf(interaction, scope));
  if (scope !== 'me') tellChanged(context, interaction, 'defaults');
  await interaction.update(await panelOf(context, interaction, scope));
}
