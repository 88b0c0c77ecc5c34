import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { AppContext } from '../bot/context.js';
import { CommandUnavailableError } from '../bot/errors.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import { serverBackend, serverWorkflows } from '../bot/server-backend.js';
import { answerForm, changeSetting, settingModal, typedFields } from '../bot/setting-flow.js';
import { namedTranslator, namingOf } from '../image-backend/backend-naming.js';
import {
  DEFAULTS_FORM,
  type DefaultsChange,
  pickedDefault,
  SELECT_FIELDS,
} from '../preferences/defaults-form.js';
import { memberSafetyOf, setMemberSafety } from '../preferences/member-safety.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { listStyles } from '../preferences/styles.js';
import {
  choicesOf,
  renderSettingsPanel,
  SETTINGS_IDS,
  type SettingsView,
  showsField,
  UNSET,
} from './settings-panel.js';
import { isSettingsScope, layersFor, type SettingsScope, storedScopeOf } from './settings-scope.js';

type SelectField = (typeof SELECT_FIELDS)[number];

type PanelInteraction =
  | ChatInputCommandInteraction
  | ButtonInteraction
  | StringSelectMenuInteraction
  | ModalSubmitInteraction;

async function viewOf(
  context: AppContext,
  interaction: PanelInteraction,
  scope: SettingsScope,
): Promise<SettingsView> {
  const [layers, styles, workflows] = await Promise.all([
    layersFor(context, interaction, scope),
    listStyles(context.stores, interaction.guildId),
    serverWorkflows(context, interaction.guildId),
  ]);
  const names = styles.map((style) => style.name);
  const view = {
    scope,
    layers,
    channelId: interaction.channelId,
    styles: names,
    ...(workflows && { workflows: workflows.names }),
  };
  if (scope !== 'me') return view;
  return { ...view, safety: await memberSafetyOf(context.stores, interaction.user.id) };
}

async function panelOf(context: AppContext, interaction: PanelInteraction, scope: SettingsScope) {
  const view = await viewOf(context, interaction, scope);
  const naming = namingOf(await serverBackend(context, interaction.guildId));
  return renderSettingsPanel(
    view,
    namedTranslator(privateTranslator(context, interaction), naming),
  );
}

const scopeArg = (value: string | undefined): SettingsScope => {
  if (!isSettingsScope(value)) throw new CommandUnavailableError();
  return value;
};

/**
 * Changes the defaults of `scope` (null: clears them all): a member's own straight in the store, a
 * channel's or the server's as the server setting `defaults` (checked, saved, logged).
 */
async function change(
  context: AppContext,
  interaction: Exclude<PanelInteraction, ChatInputCommandInteraction>,
  scope: SettingsScope,
  changes: DefaultsChange | null,
): Promise<void> {
  const stored = storedScopeOf(interaction, scope);
  if (stored.kind === 'member') {
    if (changes === null) await context.stores.defaults.clear(stored);
    else await context.stores.defaults.update(stored, changes);
    return;
  }
  await changeSetting(context, interaction, SERVER_SETTINGS.defaults, changes, {
    part: 'settings',
    key: stored.kind === 'channel' ? stored.channelId : undefined,
  });
}

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

/**
 * A select of the panel: sets (or, with {@link UNSET}, clears) one field to a value the panel
 * offers, then redraws it.
 * @throws {InvalidDefaultError} for a value not offered; nothing is changed.
 */
export async function pickSetting(
  interaction: StringSelectMenuInteraction,
  context: AppContext,
  { scope: scopeName, field }: { scope: string; field: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  if (!(SELECT_FIELDS as readonly string[]).includes(field)) throw new CommandUnavailableError();
  const [picked = UNSET] = interaction.values;
  const view = await viewOf(context, interaction, scope);
  if (!showsField(view, field as SelectField)) throw new CommandUnavailableError();
  const offered = choicesOf(view, field as SelectField);
  const value = pickedDefault(field as SelectField, picked === UNSET ? undefined : picked, offered);
  await change(context, interaction, scope, { [field]: value });
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
  const customId = SETTINGS_IDS.save.build({ scope });
  const t = privateTranslator(context, interaction);
  await interaction.showModal(settingModal(DEFAULTS_FORM, stored, customId, t));
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
  const changes = DEFAULTS_FORM.parse(typedFields(interaction, DEFAULTS_FORM), null);
  await change(context, interaction, scope, changes);
  await answerForm(interaction, await panelOf(context, interaction, scope));
}

/** Reset all: clears every field of the scope, then redraws the panel. */
export async function resetSettings(
  interaction: ButtonInteraction,
  context: AppContext,
  { scope: scopeName }: { scope: string },
): Promise<void> {
  const scope = scopeArg(scopeName);
  await change(context, interaction, scope, null);
  await interaction.update(await panelOf(context, interaction, scope));
}

/**
 * The member's switch of explicit content in DMs and user installs: `safe` becomes `allow` and
 * back, for whoever pressed it (their own choice only), then their own panel is redrawn.
 */
export async function switchSafety(
  interaction: ButtonInteraction,
  context: AppContext,
): Promise<void> {
  const userId = interaction.user.id;
  const now = await memberSafetyOf(context.stores, userId);
  await setMemberSafety(context.stores, userId, now === 'safe' ? 'allow' : 'safe');
  await interaction.update(await panelOf(context, interaction, 'me'));
}
