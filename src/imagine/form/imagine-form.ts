import {
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { WORKFLOWS } from '../../image-api/generation-parameters.js';
import { isSizePreset, SIZE_PRESETS } from '../../preferences/size-presets.js';
import { optionError } from '../options/generation-spec.js';
import { IMAGINE_OPTIONS, type ImagineInput } from '../options/imagine-options.js';

/** How a form field is typed: a line, a paragraph, or a choice among fixed values. */
type FieldKind =
  | { readonly kind: 'line' | 'paragraph'; readonly maxLength: number }
  | { readonly kind: 'choice'; readonly choices: readonly string[] };

/** One field of the `/imagine` form: its custom id, label and hint (catalog keys), and kind. */
type FormFieldSpec = FieldKind & {
  readonly id: string;
  /** The `/imagine` option it fills in (named in errors). */
  readonly option: string;
  readonly label: MessageKey;
  readonly hint?: MessageKey;
  readonly required?: true;
};

/**
 * The fields of the `/imagine` form (Remix, "Imagine this"), declared once: what each one shows
 * and how its text becomes `/imagine` input (`readImagineForm`). A modal holds at most five.
 */
export const FORM_FIELDS = {
  prompt: {
    id: 'prompt',
    option: IMAGINE_OPTIONS.prompt.name,
    label: 'remix.prompt',
    kind: 'paragraph',
    maxLength: IMAGINE_OPTIONS.prompt.maxLength,
    required: true,
  },
  negativePrompt: {
    id: 'negative',
    option: IMAGINE_OPTIONS.negativePrompt.name,
    label: 'imagine.summary.negativePrompt',
    kind: 'paragraph',
    maxLength: IMAGINE_OPTIONS.negativePrompt.maxLength,
  },
  workflow: {
    id: 'workflow',
    option: IMAGINE_OPTIONS.workflow.name,
    label: 'imagine.summary.workflow',
    kind: 'choice',
    choices: WORKFLOWS,
  },
  seed: {
    id: 'seed',
    option: IMAGINE_OPTIONS.seed.name,
    label: 'imagine.summary.seed',
    hint: 'remix.seedHint',
    kind: 'line',
    maxLength: 20,
  },
  size: {
    id: 'size',
    option: IMAGINE_OPTIONS.size.name,
    label: 'imagine.summary.size',
    hint: 'remix.sizeHint',
    kind: 'line',
    maxLength: 20,
  },
  steps: {
    id: 'steps',
    option: IMAGINE_OPTIONS.steps.name,
    label: 'imagine.summary.steps',
    kind: 'line',
    maxLength: 4,
  },
} as const satisfies Record<string, FormFieldSpec>;

/** A field of {@link FORM_FIELDS}. */
export type FormField = keyof typeof FORM_FIELDS;

/** What the form shows filled in, as text, by field. */
export type FormValues = Partial<Record<FormField, string>>;

/** What a form is: its custom id, title (already in the member's words) and fields, in order. */
export interface FormLayout {
  readonly customId: string;
  readonly title: string;
  readonly fields: readonly FormField[];
}

function component(spec: FormFieldSpec, value: string | undefined, t: Translator) {
  if (spec.kind === 'choice') {
    return new StringSelectMenuBuilder()
      .setCustomId(spec.id)
      .setRequired(false)
      .setMinValues(0)
      .setMaxValues(1)
      .addOptions(
        spec.choices.map((choice) => ({ label: choice, value: choice, default: choice === value })),
      );
  }
  const input = new TextInputBuilder()
    .setCustomId(spec.id)
    .setStyle(spec.kind === 'paragraph' ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setMaxLength(spec.maxLength)
    .setRequired(spec.required === true);
  if (value) input.setValue(value.slice(0, spec.maxLength));
  if (spec.hint) input.setPlaceholder(t.t(spec.hint).slice(0, 100));
  return input;
}

/** The `/imagine` form of `layout`, filled in with `values`, in `t`'s language. */
export function imagineForm(t: Translator, layout: FormLayout, values: FormValues): ModalBuilder {
  const labels = layout.fields.map((field) => {
    const spec: FormFieldSpec = FORM_FIELDS[field];
    const built = component(spec, values[field], t);
    const label = new LabelBuilder().setLabel(t.t(spec.label));
    return built instanceof StringSelectMenuBuilder
      ? label.setStringSelectMenuComponent(built)
      : label.setTextInputComponent(built);
  });
  return new ModalBuilder()
    .setCustomId(layout.customId)
    .setTitle(layout.title.slice(0, 45))
    .addLabelComponents(...labels);
}

/** What a form fills in of `/imagine`'s input: only the fields it has, checked later as typed. */
export type FormInput = Partial<
  Pick<
    ImagineInput,
    'prompt' | 'negativePrompt' | 'workflow' | 'seed' | 'size' | 'width' | 'height' | 'steps'
  >
>;

const WHOLE = /^-?\d+$/;
const DIMENSIONS = /^(\d+)\s*[x×*]\s*(\d+)$/i;

function wholeNumber(field: FormField, text: string): number {
  if (!WHOLE.test(text)) {
    throw optionError(FORM_FIELDS[field].option, 'parameter.wrongType', { expected: 'integer' });
  }
  return Number(text);
}

function sizeOf(text: string): Pick<FormInput, 'size' | 'width' | 'height'> {
  const preset = text.toLowerCase();
  if (isSizePreset(preset)) return { size: preset };
  const match = DIMENSIONS.exec(text);
  if (!match) {
    const allowed = ['832×1216', ...Object.keys(SIZE_PRESETS)].join(', ');
    throw optionError(FORM_FIELDS.size.option, 'parameter.oneOf', { allowed, got: `"${text}"` });
  }
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * Reads the submitted fields of `layout` into `/imagine` input: blank fields are left out (the
 * service's default; a blank or `-1` seed is random), a size is a preset or `WIDTH×HEIGHT`.
 * Lengths, ranges and choices are checked afterwards by `buildGenerationSpec`, as for `/imagine`.
 * @throws {InvalidParameterError} naming the option when a number or size cannot be read.
 */
export function readImagineForm(
  interaction: Pick<ModalSubmitInteraction, 'fields'>,
  layout: Pick<FormLayout, 'fields'>,
): FormInput {
  const input: Record<string, unknown> = {};
  for (const field of layout.fields) {
    const spec: FormFieldSpec = FORM_FIELDS[field];
    const text =
      spec.kind === 'choice'
        ? (interaction.fields.getStringSelectValues(spec.id)[0] ?? '')
        : interaction.fields.getTextInputValue(spec.id).trim();
    if (text === '' && field !== 'prompt') continue;
    if (field === 'size') Object.assign(input, sizeOf(text));
    else if (field === 'seed' || field === 'steps') input[field] = wholeNumber(field, text);
    else input[field] = text;
  }
  return input as FormInput;
}
