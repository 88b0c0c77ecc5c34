import { ActionRowBuilder, type APIEmbed, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { buttonRow } from '../discord/button-row.js';
import { NO_MENTIONS } from '../discord/discord-rules.js';
import { userText } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import type { BackendCapabilities } from '../image-backend/capabilities.js';
import {
  DEFAULT_FIELD_NAMES,
  DEFAULT_FIELDS,
  type DefaultField,
  type Defaults,
} from '../preferences/default-fields.js';
import { SELECT_FIELDS } from '../preferences/defaults-form.js';
import {
  type DefaultLayers,
  type DefaultSource,
  resolveDefaults,
} from '../preferences/layered-defaults.js';
import { isSizePreset, SIZE_CHOICES } from '../preferences/size-presets.js';
import type { MemberSafety } from '../safety/safe-context.js';
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
  /** Switches the member's own choice of explicit content in DMs and user installs. */
  safety: componentId('settings', 'safety'),
};

/** What a panel shows: whose defaults, the layers, the channel it is in, the styles there. */
export interface SettingsView {
  readonly scope: SettingsScope;
  readonly layers: DefaultLayers;
  readonly channelId: string | null;
  /** The names of the styles of the server (built in, then its own). */
  readonly styles: readonly string[];
  /**
   * The workflows of the server's backend (`workflowChoices`), the only ones a pick may set;
   * absent where it takes none (the Horde, OpenAI-compatible images): no workflow select then.
   */
  readonly workflows?: readonly string[];
  /** The member's choice of explicit content in DMs and user installs (their own panel only). */
  readonly safety?: MemberSafety;
  /**
   * What the server's backend uses for a field no layer sets, where it declares it
   * ({@link backendDefaultsOf}: the Horde's model, the operator's or its own).
   */
  readonly backendDefaults?: Partial<Record<DefaultField, string | number>>;
}

/** The fields that are generation parameters whose default `parameters` declares. */
export function backendDefaultsOf(
  parameters: BackendCapabilities['parameters'],
): Partial<Record<DefaultField, string | number>> {
  const found: Partial<Record<DefaultField, string | number>> = {};
  for (const field of DEFAULT_FIELD_NAMES) {
    const declared = Object.hasOwn(parameters, field)
      ? parameters[field as keyof typeof parameters]?.default
      : undefined;
    if (declared !== undefined) found[field] = declared;
  }
  return found;
}

/** Discord shows at most 25 options in a select, the first of which clears the field. */
const MAX_CHOICES = 24;

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
  if (value === undefined) return t.t(field === 'style' ? 'prefs.noStyle' : 'prefs.serviceDefault');
  if (field === 'visibility') return t.t(`prefs.visibility.${value as 'public' | 'private'}`);
  if (field === 'size' && typeof value === 'string' && isSizePreset(value)) {
    return SIZE_CHOICES.find((choice) => choice.value === value)?.name(t) ?? value;
  }
  if (
    field === 'negativePrompt' ||
    field === 'model' ||
    field === 'style' ||
    field === 'workflow'
  ) {
    return userText(String(value), 200);
  }
  return String(value);
}

/**
 * The values `field`'s select offers in `view` (besides {@link UNSET}), the only ones a pick may
 * set: a choice field's choices, or the server's styles or its backend's workflows (those a select
 * holds), the one set here kept among them.
 */
export function choicesOf(view: SettingsView, field: (typeof SELECT_FIELDS)[number]): string[] {
  const rule = DEFAULT_FIELDS[field];
  if (rule.kind === 'choice') return [...rule.choices];
  const names = (field === 'workflow' ? view.workflows : view.styles) ?? [];
  const own = ownLayer(view)[field];
  const first = names.slice(0, MAX_CHOICES);
  if (own === undefined || first.includes(own) || !names.includes(own)) return first;
  return [...first.slice(0, MAX_CHOICES - 1), own];
}

/** Whether the panel shows `field`: every one, but no workflow where the backend takes none. */
export const showsField = (view: SettingsView, field: DefaultField): boolean =>
  field !== 'workflow' || view.workflows !== undefined;

function selectRow(view: SettingsView, field: (typeof SELECT_FIELDS)[number], t: Translator) {
  const own = ownLayer(view)[field];
  const menu = new StringSelectMenuBuilder()
    .setCustomId(SETTINGS_IDS.pick.build({ scope: view.scope, field }))
    .setPlaceholder(t.t(`prefs.pick.${field}`))
    .addOptions(
      { label: t.t('prefs.pick.unset'), value: UNSET },
      ...choicesOf(view, field).map((value) => ({
        label:
          `${t.t(`prefs.field.${field}`)}: ${field === 'style' || field === 'workflow' ? value : shownValue(field, value, t)}`.slice(
            0,
            100,
          ),
        value,
        default: own !== undefined && String(own) === value,
      })),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu);
}

/**
 * The `/settings` panel, in the member's language (`t`): every field's effective value for this
 * scope and where it comes from (one no layer sets: the backend's own default where it declares
 * one; the workflow only where the server's backend takes workflows), a select menu per choice field, and buttons for the form of the other fields and to reset the
 * scope; on the member's own, their choice of explicit content in DMs and user installs and its
 * switch. Answered and updated privately.
 */
export function renderSettingsPanel(view: SettingsView, t: Translator) {
  const { values, sources } = resolveDefaults({}, view.layers);
  const own = OWN[view.scope];
  const shown = DEFAULT_FIELD_NAMES.filter((field) => showsField(view, field));
  const fields = shown.map((field) => {
    const backendDefault = values[field] === undefined ? view.backendDefaults?.[field] : undefined;
    const source =
      backendDefault === undefined
        ? t.t('prefs.source', { source: sources[field] === own ? 'here' : sources[field] })
        : t.t('prefs.serviceDefault');
    return {
      name: t.t(`prefs.field.${field}`),
      value: t.t('prefs.value', {
        value: shownValue(field, values[field] ?? backendDefault, t),
        source,
      }),
      inline: field !== 'negativePrompt',
    };
  });
  if (view.safety) {
    fields.push({
      name: t.t('safety.member.title'),
      value: t.t('safety.member.value', { choice: view.safety }),
      inline: false,
    });
  }
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
  const { scope } = view;
  const safety = view.safety
    ? [
        [
          SETTINGS_IDS.safety.build(),
          t.t('safety.member.button', { choice: view.safety }),
          ButtonStyle.Secondary,
        ] as const,
      ]
    : [];
  const buttons = buttonRow(
    [SETTINGS_IDS.more.build({ scope }), t.t('prefs.buttons.more'), ButtonStyle.Primary],
    [SETTINGS_IDS.reset.build({ scope }), t.t('prefs.buttons.reset'), ButtonStyle.Danger],
    ...safety,
  );
  return {
    embeds: [embed],
    components: [
      ...SELECT_FIELDS.filter((field) => showsField(view, field)).map((field) =>
        selectRow(view, field, t),
      ),
      buttons,
    ],
    allowedMentions: NO_MENTIONS,
  };
}
