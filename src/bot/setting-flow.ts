import {
  type BaseInteraction,
  type BaseMessageOptions,
  type ButtonInteraction,
  type ChannelSelectMenuInteraction,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  type RoleSelectMenuInteraction,
  type StringSelectMenuInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { ModeratedSetting } from '../core/moderation-events.js';
import { missingPermissions } from '../discord/bot-permissions.js';
import type { Translator } from '../i18n/translator.js';
import { costUnitOf } from '../image-backend/capabilities.js';
import type {
  ServerSetting,
  SettingForm,
  SettingWhere,
} from '../preferences/setting-declaration.js';
import { BotPermissionNeededError } from './bot-errors.js';
import { type AnyComponent, definePanelComponent } from './component.js';
import type { ComponentId } from './component-id.js';
import type { AppContext } from './context.js';
import { privateTranslator } from './locale.js';
import { EPHEMERAL } from './private-answers.js';
import { serverOf } from './rights.js';
import { serverBackend } from './server-backend.js';

/** An interaction that changes a server setting. */
export type SettingInteraction = BaseInteraction;

/** Where a setting is changed (a command's path, for a DM's refusal), and which of a family (`key`). */
export interface SettingTarget {
  readonly part: string;
  readonly key?: string | undefined;
}

/**
 * Tells the moderation log that the member behind `interaction` changed `setting` of its server
 * (nothing outside a server). `value` is a short summary, already safe as message text: numbers,
 * a masked key, a channel or role mention, escaped user text.
 */
export function tellChanged(
  context: Pick<AppContext, 'moderation'>,
  interaction: BaseInteraction,
  setting: ModeratedSetting,
  value?: string,
): void {
  const { guildId } = interaction;
  if (!guildId) return;
  context.moderation.emit('changed', {
    guildId,
    userId: interaction.user.id,
    setting,
    ...(value === undefined ? {} : { value }),
  });
}

/** Changes `setting` of the interaction's server to `value`: checked, saved, logged, told. */
export async function changeSetting<V>(
  context: AppContext,
  interaction: SettingInteraction,
  setting: ServerSetting<V>,
  value: V,
  { part, key }: SettingTarget,
): Promise<string> {
  const guildId = serverOf(interaction, part);
  setting.check?.(value);
  checkBotNeeds(interaction, setting, value);
  const userId = interaction.user.id;
  await setting.write(context.stores, guildId, value, {
    userId,
    ...(key !== undefined && { key }),
  });
  context.logger.info('server setting changed', {
    guild: guildId,
    user: userId,
    setting: setting.logged,
  });
  tellChanged(context, interaction, setting.logged, setting.summary(value, key));
  return guildId;
}

/**
 * @throws {BotPermissionNeededError} when `setting` needs the bot to hold a permission for `value`
 * that the interaction's `app_permissions` (Discord's own field) lack; nothing is changed.
 */
function checkBotNeeds<V>(interaction: SettingInteraction, setting: ServerSetting<V>, value: V) {
  const needs = setting.botNeeds;
  if (!needs?.when(value)) return;
  const granted = interaction.appPermissions?.bitfield ?? 0n;
  if (missingPermissions(granted, [needs.permission]).length > 0) {
    throw new BotPermissionNeededError(needs.refusal);
  }
}

/** A setting's form (a modal) in the manager's language, filled in with `value`. */
export function settingModal<V>(
  form: SettingForm<V>,
  value: V,
  customId: string,
  t: Translator,
  /** Added to the first field's label (which role it is for). */
  suffix = '',
  where: SettingWhere = {},
): ModalBuilder {
  const words = form.words?.(value, where);
  const shown = form.shown(value);
  const labels = form.fields.map((field, index) => {
    const input = new TextInputBuilder().setCustomId(field.id).setRequired(false);
    if ('min' in field) {
      input
        .setStyle(TextInputStyle.Short)
        .setMaxLength(String(field.max).length)
        .setPlaceholder(`${field.min}–${field.max}`);
    } else {
      input
        .setStyle(field.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
        .setMaxLength(field.maxLength);
    }
    const current = shown[field.id];
    if (current !== undefined && current !== '') input.setValue(String(current));
    return new LabelBuilder()
      .setLabel(`${t.t(field.label, words)}${index === 0 ? suffix : ''}`.slice(0, 45))
      .setDescription(t.t(field.hint, words))
      .setTextInputComponent(input);
  });
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(t.t(form.title, words))
    .addLabelComponents(...labels);
}

/** What a submitted form's fields hold, trimmed, by id. */
export const typedFields = (interaction: ModalSubmitInteraction, form: SettingForm<unknown>) =>
  Object.fromEntries(
    form.fields.map(({ id }) => [id, interaction.fields.getTextInputValue(id).trim()]),
  );

/** Opens `setting`'s form, filled in with its value; submitted, it comes back as `customId`. */
export async function openSettingForm<V>(
  context: AppContext,
  interaction: ButtonInteraction | RoleSelectMenuInteraction,
  setting: ServerSetting<V> & { readonly form: SettingForm<V> },
  customId: string,
  { part, key, suffix }: SettingTarget & { readonly suffix?: string },
): Promise<void> {
  const guildId = serverOf(interaction, part);
  const [value, backend] = await Promise.all([
    setting.read(context.stores, guildId, key),
    serverBackend(context, guildId),
  ]);
  const { capabilities } = backend.backend;
  const costUnit = costUnitOf(capabilities);
  const balanceUnit = capabilities.balance?.unit;
  const t = privateTranslator(context, interaction);
  const where = { ...(costUnit && { costUnit }), ...(balanceUnit && { balanceUnit }) };
  await interaction.showModal(settingModal(setting.form, value, customId, t, suffix, where));
}

/** A setting's form submitted: every field checked first, then {@link changeSetting}. */
export async function saveSettingForm<V>(
  context: AppContext,
  interaction: ModalSubmitInteraction,
  setting: ServerSetting<V> & { readonly form: SettingForm<V> },
  target: SettingTarget,
): Promise<string> {
  const guildId = serverOf(interaction, target.part);
  const current = await setting.read(context.stores, guildId, target.key);
  const value = setting.form.parse(
    typedFields(interaction, setting.form as SettingForm<unknown>),
    current,
  );
  return changeSetting(context, interaction, setting, value, target);
}

/** A form's answer: the panel it was opened from, updated (a new private panel without one). */
export async function answerForm(interaction: ModalSubmitInteraction, panel: BaseMessageOptions) {
  if (interaction.isFromMessage()) await interaction.update(panel);
  else await interaction.reply({ ...EPHEMERAL, ...panel });
}

/** The interaction of each kind of select a setting may be chosen with. */
interface SelectInteractions {
  readonly select: StringSelectMenuInteraction;
  readonly channelSelect: ChannelSelectMenuInteraction;
  readonly roleSelect: RoleSelectMenuInteraction;
}

/** A panel of server settings: its command's path, and the panel drawn again after a change. */
export interface SettingsPanel<P extends string> {
  readonly part: string;
  render(
    context: AppContext,
    interaction: SettingInteraction,
    guildId: string,
    page: P,
  ): Promise<BaseMessageOptions>;
}

/**
 * A panel's setting components: a button opening its form and the form's submit, a select, or a
 * button changing it as `next` says; after each change the panel is drawn again on `page`.
 */
export const settingComponents = <P extends string>(panel: SettingsPanel<P>) => ({
  form: <V>(
    page: P,
    setting: ServerSetting<V> & { readonly form: SettingForm<V> },
    open: ComponentId,
    save: ComponentId,
  ): AnyComponent[] => [
    definePanelComponent({
      kind: 'button',
      id: open,
      run: (interaction, context) =>
        openSettingForm(context, interaction, setting, save.build(), panel),
    }),
    definePanelComponent({
      kind: 'modal',
      id: save,
      run: async (interaction, context) => {
        const guildId = await saveSettingForm(context, interaction, setting, panel);
        await answerForm(interaction, await panel.render(context, interaction, guildId, page));
      },
    }),
  ],
  select: <V, K extends keyof SelectInteractions>(
    page: P,
    setting: ServerSetting<V>,
    kind: K,
    id: ComponentId,
    picked: (interaction: SelectInteractions[K], context: AppContext) => V | Promise<V>,
  ): AnyComponent =>
    definePanelComponent({
      kind: kind as 'select' | 'channelSelect' | 'roleSelect',
      id,
      run: async (interaction, context) => {
        const value = await picked(interaction as never, context);
        const guildId = await changeSetting(context, interaction, setting, value, panel);
        await interaction.update(await panel.render(context, interaction, guildId, page));
      },
    }),
  button: <V>(
    page: P,
    setting: ServerSetting<V>,
    id: ComponentId,
    next: (value: V, context: AppContext) => V,
  ): AnyComponent =>
    definePanelComponent({
      kind: 'button',
      id,
      run: async (interaction, context) => {
        const guildId = serverOf(interaction, panel.part);
        const value = next(await setting.read(context.stores, guildId), context);
        await changeSetting(context, interaction, setting, value, panel);
        await interaction.update(await panel.render(context, interaction, guildId, page));
      },
    }),
});
