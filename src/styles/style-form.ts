import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { componentId } from '../bot/component-id.js';
import { userText } from '../discord/text.js';
import { text } from '../i18n/localized-text.js';
import type { Translator } from '../i18n/translator.js';
import { MAX_LORAS } from '../image-backend/loras.js';
import { type PromptSyntax, promptSyntaxIn } from '../image-backend/prompt-syntax.js';
import { checkDefault } from '../preferences/default-fields.js';
import { loraChoiceText, parseLoraChoice } from '../preferences/lora-choice.js';
import { fieldProblemText } from '../preferences/preference-errors.js';
import {
  isBuiltInName,
  PROMPT_PLACEHOLDER,
  STYLE_FIELDS,
  STYLE_LIMITS,
} from '../preferences/styles.js';
import type { StoredStyle } from '../store/styles-store.js';
import { StyleError } from './style-errors.js';

/** The custom ids of the style form: a new style, or the replacement of style `name`. */
export const STYLE_FORM_IDS = {
  add: componentId('styles', 'save'),
  edit: componentId('styles', 'update', ['name']),
};

const NAME = new RegExp(`^[\\p{L}\\p{N}_-]{1,${STYLE_LIMITS.name}}$`, 'u');

const FIELDS = {
  name: 'name',
  template: 'template',
  negativePrompt: 'negative',
  options: 'options',
  loras: 'loras',
} as const;

/** A style's LoRAs as typed in its form: `add_detail:0.6, film-grain`. */
export const lorasText = (loras: StoredStyle['loras']) =>
  (loras ?? []).map(loraChoiceText).join(', ');

/** The LoRAs typed in a style's form, each `name` or `name:weight`, blank ones left out. */
export const typedLoras = (typed: string): string[] =>
  typed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The options a style sets, as typed in its form: `workflow:anime size:portrait steps:30`. */
export const optionsText = (options: StoredStyle['options']) =>
  Object.entries(options)
    .map(([field, value]) => `${field}:${value}`)
    .join(' ');

/** The form of a new style, or of `style` (filled in) when editing it. */
export function styleForm(t: Translator, style?: StoredStyle): ModalBuilder {
  /** A text input, filled in with `value` unless it is blank. */
  const input = (id: string, paragraph: boolean, max: number, value?: string) => {
    const built = new TextInputBuilder()
      .setCustomId(id)
      .setStyle(paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short)
      .setMaxLength(max)
      .setRequired(id === FIELDS.name || id === FIELDS.template);
    return value ? built.setValue(value) : built;
  };
  const name = input(FIELDS.name, false, STYLE_LIMITS.name, style?.name);
  const template = input(FIELDS.template, true, STYLE_LIMITS.template, style?.template);
  const { negativePrompt } = STYLE_LIMITS;
  const negative = input(FIELDS.negativePrompt, true, negativePrompt, style?.negativePrompt);
  const options = input(FIELDS.options, false, 200, style && optionsText(style.options));
  const loras = input(FIELDS.loras, false, 300, style && lorasText(style.loras));
  const label = (text: string, component: TextInputBuilder, description?: string) => {
    const built = new LabelBuilder().setLabel(text).setTextInputComponent(component);
    return description ? built.setDescription(description) : built;
  };
  return new ModalBuilder()
    .setCustomId(
      style ? STYLE_FORM_IDS.edit.build({ name: style.name }) : STYLE_FORM_IDS.add.build(),
    )
    .setTitle(t.t(style ? 'styles.modal.editTitle' : 'styles.modal.addTitle'))
    .addLabelComponents(
      label(t.t('styles.modal.name'), name),
      label(
        t.t('styles.modal.template'),
        template,
        t.t('styles.modal.templateHint', { placeholder: PROMPT_PLACEHOLDER }),
      ),
      label(t.t('styles.modal.negativePrompt'), negative),
      label(t.t('styles.modal.options'), options, t.t('styles.modal.optionsHint')),
      label(t.t('styles.modal.loras'), loras, t.t('styles.modal.lorasHint', { max: MAX_LORAS })),
    );
}

/**
 * Reads the options a style sets from their text (`name:value` separated by spaces); a workflow
 * must be one of `workflows` (the server's backend's) where it takes workflows.
 */
function parseOptions(typed: string, workflows?: readonly string[]): StoredStyle['options'] {
  const options: Record<string, string | number> = {};
  for (const token of typed.split(/\s+/).filter(Boolean)) {
    const [field = '', ...rest] = token.split(/[:=]/);
    const value = rest.join(':');
    if (!(STYLE_FIELDS as readonly string[]).includes(field) || value === '') {
      throw new StyleError('badOption', {
        got: userText(token, 50),
        fields: STYLE_FIELDS.join(', '),
      });
    }
    const offered = field !== 'workflow' || !workflows || workflows.includes(value);
    const checked: ReturnType<typeof checkDefault> = offered
      ? checkDefault(field as (typeof STYLE_FIELDS)[number], value)
      : { problem: 'oneOf', allowed: workflows };
    if (!('value' in checked)) {
      throw new StyleError('badValue', {
        field: text(`prefs.field.${field as (typeof STYLE_FIELDS)[number]}`),
        problem: fieldProblemText(checked),
      });
    }
    options[field] = checked.value;
  }
  return options;
}

/**
 * The style a submitted form describes, checked: a name of letters, digits, `-` and `_` that no
 * built-in style has, a template holding `{prompt}` and, with its negative prompt, no syntax the
 * server's backend acts on (`backend.promptSyntax`: a WebUI's `<lora:…>`; a style's LoRAs go in
 * its LoRAs field), and options a style may set (a workflow one of `backend.workflows`); its
 * LoRAs as typed (`typedLoras`), which the caller checks against those the server offers.
 * @throws {StyleError} saying what is wrong (nothing is saved).
 */
export function readStyleForm(
  interaction: ModalSubmitInteraction,
  by: { readonly userId: string; readonly at: number },
  backend: {
    readonly workflows?: readonly string[];
    readonly promptSyntax?: readonly PromptSyntax[];
  } = {},
): StoredStyle {
  const field = (id: string) => interaction.fields.getTextInputValue(id).trim();
  const name = field(FIELDS.name);
  if (!NAME.test(name)) throw new StyleError('badName', { max: STYLE_LIMITS.name });
  if (isBuiltInName(name)) throw new StyleError('builtInName', { name });
  const template = field(FIELDS.template);
  if (!template.includes(PROMPT_PLACEHOLDER)) {
    throw new StyleError('noPlaceholder', { placeholder: PROMPT_PLACEHOLDER });
  }
  const negativePrompt = field(FIELDS.negativePrompt);
  for (const [where, typed] of [
    ['template', template],
    ['negative', negativePrompt],
  ] as const) {
    const tag = promptSyntaxIn(typed, backend.promptSyntax);
    if (tag) throw new StyleError('tagInText', { field: where, tag: userText(tag, 100) });
  }
  const loras = typedLoras(field(FIELDS.loras)).map(parseLoraChoice);
  return {
    ...(loras.length ? { loras } : {}),
    name,
    template,
    ...(negativePrompt ? { negativePrompt } : {}),
    options: parseOptions(field(FIELDS.options), backend.workflows),
    updatedBy: by.userId,
    updatedAt: by.at,
  };
}
