import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { CommandUnavailableError } from '../bot/bot-errors.js';
import type { AppContext } from '../bot/context.js';
import { privateTranslator } from '../bot/locale.js';
import { EPHEMERAL } from '../bot/private-answers.js';
import {
  serverBackend,
  serverModels,
  serverWorkflows,
  suggestedModels,
} from '../bot/server-backend.js';
import { answerForm, changeSetting, settingModal, typedFields } from '../bot/setting-flow.js';
import { MAX_CHOICE_LENGTH, MAX_CHOICES } from '../discord/discord-rules.js';
import { namedTranslator, namingOf } from '../image-backend/backend-naming.js';
import { checkDefault } from '../preferences/default-fields.js';
import {
  DEFAULTS_FORM,
  type DefaultsChange,
  pickedDefault,
  SELECT_FIELDS,
} from '../preferences/defaults-form.js';
import { memberSafetyOf, setMemberSafety } from '../preferences/member-safety.js';
import { InvalidDefaultError } from '../preferences/preference-errors.js';
import { SERVER_SETTINGS } from '../preferences/server-settings.js';
import { listStyles } from '../preferences/styles.js';
import {
  backendDefaultsOf,
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
  const [layers, styles, workflows, { backend }] = await Promise.all([
    layersFor(context, interaction, scope),
    listStyles(context.stores, interaction.guildId),
    serverWorkflows(context, interaction.guildId),
    serverBackend(context, interaction.guildId),
  ]);
  const names = styles.map((style) => style.name);
  const view = {
    scope,
    layers,
    channelId: interaction.channelId,
    styles: names,
    ...(workflows && { workflows: workflows.names }),
    backendDefaults: backendDefaultsOf(backend.capabilities.parameters),
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
  interaction: PanelInteraction,
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

/**
 * `/settings [for] [model]`: the panel of the member's own defaults, or (Manage Server) a
 * channel's or the server's; with `model`, that scope's default model set first.
 * @throws {InvalidDefaultError} for a model the server's backend does not list; nothing is changed.
 */
export async function openSettings(
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  { scope: chosen, model }: { readonly scope?: string | undefined; readonly model?: string },
): Promise<void> {
  const scope = isSettingsScope(chosen) ? chosen : 'me';
  storedScopeOf(interaction, scope);
  if (model !== undefined) {
    const value = await listedModel(context, interaction.guildId, model);
    await change(context, interaction, scope, { model: value });
  }
  await interaction.reply({ ...EPHEMERAL, ...(await panelOf(context, interaction, scope)) });
}

/**
 * The default model `typed` names: checked as the field's, and, where the server's backend lists
 * its models, one of them (as the backend spells it); a list that cannot be read checks nothing.
 * @throws {InvalidDefaultError} naming the problem.
 */
async function listedModel(
  context: AppContext,
  guildId: string | null,
  typed: string,
): Promise<string> {
  const checked = checkDefault('model', typed);
  if (!('value' in checked)) throw new InvalidDefaultError('model', checked);
  const value = String(checked.value);
  const listed = await serverModels(context, guildId).catch(() => undefined);
  if (!listed) return value;
  const found = listed.find((name) => name.toLowerCase() === value.toLowerCase());
  if (found === undefined) throw new InvalidDefaultError('model', { problem: 'unlisted' });
  return found;
}

/** `/settings model:`'s suggestions: the models of the server's backend containing what was typed. */
export async function autocompleteSettings(
  interaction: AutocompleteInteraction,
  context: AppContext,
): Promise<void> {
  const typed = String(interaction.options.getFocused());
  const names = await suggestedModels(context, interaction.guildId, typed);
  const fitting = names.filter((name) => name.length <= MAX_CHOICE_LENGTH).slice(0, MAX_CHOICES);
  await interaction.respond(fitting.map((name) => ({ name, value: name })));
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
  const parsed = DEFAULTS_FORM.parse(typedFields(interaction, DEFAULTS_FORM), null) ?? {};
  const { model } = parsed;
  const stored = await context.stores.defaults.get(storedScopeOf(interaction, scope));
  const changes =
    typeof model === 'string' && model !== stored.model
      ? { ...parsed, model: await listedModel(context, interaction.guildId, model) }
      : parsed;
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
