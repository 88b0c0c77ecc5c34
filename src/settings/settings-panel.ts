import {
  ActionRowBuilder,
  type APIEmbed,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import {
  DEFAULT_FIELD_NAMES,
  DEFAULT_FIELDS,
  type DefaultField,
  type Defaults,
} from '../preferences/default-fields.js';
import {
  type DefaultLayers,
  type DefaultSource,
  resolveDefaults,
} from '../preferences/layered-defaults.js';
import { isSizePreset, SIZE_CHOICES } from '../preferences/size-presets.js';
import type { SettingsScope } from './settings-scope.js';

/** The select value that clears a field in this scope. */
export const UNSET = '-';

/**
 * The custom ids of the panel's components (see `commands/settings.ts`): each names the scope the
 * panel shows, checked again against the member's permissions at every change.
 */
export const SETTINGS_IDS = {
  /** A select of one field. */
  pick: componentId('settings', 'pick', ['scope', 'field']),
  /** Opens the form of the other fields. */
  more: componentId('settings', 'more', ['scope']),
  /** Clears every field of the scope. */
  reset: componentId('settings', 'reset', ['scope']),
  /** The form, submitted. */
  save: componentId('settings', 'save', ['scope']),
};

/** The fields set with a select menu; the others through the form (`more`). */
export const SELECT_FIELDS = ['workflow', 'size', 'count', 'visibility'] as const;

/** The fields set through the form. */
export const FORM_FIELDS = DEFAULT_FIELD_NAMES.filter(
  (field) => !(SELECT_FIELDS as readonly string[]).includes(field),
);

/** What a panel shows: whose defaults, the layers, and the channel it is in. */
export interface SettingsView {
  readonly scope: SettingsScope;
  readonly layers: DefaultLayers;
  readonly channelId: string | null;
}

/** The layer a scope stores its own values in. */
const OWN: Record<SettingsScope, DefaultSource> = {
  me: 'member',
  channel: 'channel',
  server: 'server',
};

const ownLayer = (view: SettingsView): Defaults =>
  view.layers[OWN[view.scope] as keyof DefaultLayers];

/** A field's value as a member reads it. */
export function shownValue(field: DefaultField, value: unknown, t: Translator): string {
  if (value === undefined) return t.t('prefs.serviceDefault');
  if (field === 'visibility') return t.t(`prefs.visibility.${value as 'public' | 'private'}`);
  if (field === 'size' && typeof value === 'string' && isSizePreset(value)) {
    return SIZE_CHOICES.find((choice) => choice.value === value)?.name(t) ?? value;
  }
  if (field === 'negativePrompt' || field === 'model') return userText(String(value), 200);
  return String(value);
}

function choicesOf(field: (typeof SELECT_FIELDS)[number], t: Translator) {
  const rule = DEFAULT_FIELDS[field];
  const values =
    rule.kind === 'choice'
      ? rule.choices
      : Array.from({ length: rule.max - rule.min + 1 }, (_, i) => String(rule.min + i));
  return values.map((value) => ({
    value,
    label: shownValue(field, field === 'count' ? Number(value) : value, t),
  }));
}

function selectRow(view: SettingsView, field: (typeof SELECT_FIELDS)[number], t: Translator) {
  const own = ownLayer(view)[field];
  const menu = new StringSelectMenuBuilder()
    .setCustomId(SETTINGS_IDS.pick.build({ scope: view.scope, field }))
    .setPlaceholder(t.t(`prefs.pick.${field}`))
    .addOptions(
      { label: t.t('prefs.pick.unset'), value: UNSET },
      ...choicesOf(field, t).map(({ value, label }) => ({
        label: `${t.t(`prefs.field.${field}`)}: ${label}`.slice(0, 100),
        value,
        default: own !== undefined && String(own) === value,
      })),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu);
}

/**
 * The `/settings` panel, in the member's language (`t`): every field's effective value for this
 * scope and where it comes from, a select menu per choice field, and buttons for the form of the
 * other fields and to reset the scope. Answered and updated privately.
 */
export function renderSettingsPanel(view: SettingsView, t: Translator) {
  const { values, sources } = resolveDefaults({}, view.layers);
  const own = OWN[view.scope];
  const fields = DEFAULT_FIELD_NAMES.map((field) => ({
    name: t.t(`prefs.field.${field}`),
    value: t.t('prefs.value', {
      value: shownValue(field, values[field], t),
      source: t.t('prefs.source', { source: sources[field] === own ? 'here' : sources[field] }),
    }),
    inline: field !== 'negativePrompt',
  }));
  const intro =
    view.scope === 'me'
      ? t.t('prefs.intro.member')
      : view.scope === 'channel'
        ? t.t('prefs.intro.channel', { channel: `<#${view.channelId ?? ''}>` })
        : t.t('prefs.intro.server');
  const embed: APIEmbed = {
    title: t.t('prefs.title', { scope: view.scope === 'me' ? 'member' : view.scope }),
    description: intro,
    color: 0x5865f2,
    fields,
    footer: { text: t.t('prefs.footer') },
  };
  const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(SETTINGS_IDS.more.build({ scope: view.scope }))
      .setLabel(t.t('prefs.buttons.more'))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(SETTINGS_IDS.reset.build({ scope: view.scope }))
      .setLabel(t.t('prefs.buttons.reset'))
      .setStyle(ButtonStyle.Danger),
  );
  return {
    embeds: [embed],
    components: [...SELECT_FIELDS.map((field) => selectRow(view, field, t)), buttons],
    allowedMentions: NO_MENTIONS,
  };
}
