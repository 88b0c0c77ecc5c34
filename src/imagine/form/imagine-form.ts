import {
  ComponentType,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { MAX_CHOICES } from '../../discord/discord-rules.js';
import { userText } from '../../discord/text.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import { isSizePreset, SIZE_CHOICES } from '../../preferences/size-presets.js';
import { FormChangedError } from '../imagine-errors.js';
import { optionError } from '../options/generation-spec.js';
import { IMAGINE_OPTIONS, type ImagineInput } from '../options/imagine-options.js';

/**
 * What a form's choices depend on besides the values it shows: the server's styles, and the
 * workflows or models of its backend (as its `choices.option` says).
 */
export interface FormChoices {
  readonly styles: readonly string[];
  /**
   * The workflows the server's backend offers (`serverWorkflows`); none where its choice is of
   * models (the Horde, the WebUI, OpenAI-compatible images): no workflow select is offered there.
   * @default none
   */
  readonly workflows?: readonly string[] | undefined;
  /**
   * The models the server's backend lists, where its choice is of models (`serverModels`).
   * @default none
   */
  readonly models?: readonly string[] | undefined;
}

/** What the form shows filled in or picked, as text, by field (a size: a preset or `W×H`). */
export type FormValues = Partial<Record<keyof typeof IMAGINE_OPTIONS, string>>;

/** One choice of a select: the value sent, and its label in `t`'s language. */
type Choice = { readonly value: string; readonly label: (t: Translator) => string };

const named = (value: string): Choice => ({ value, label: () => value });

/** One field of the `/imagine` form: its label (a catalog key), and how it is entered. */
type FormFieldSpec = { readonly label: MessageKey; readonly id?: string } & (
  | { readonly kind: 'text' }
  | { readonly kind: 'select'; choices(shown: FormValues, c: FormChoices): Choice[] }
  | { readonly kind: 'file'; readonly hint: MessageKey }
);

/**
 * The fields of the `/imagine` form (Remix, "Imagine this"), each the `/imagine` option of its key:
 * text inputs, selects with what the form shows pre-selected (a Remix's own size besides the
 * presets, its own model besides those listed; the seed kept or new, on the Remix panel), a
 * workflow file upload. Only the choices offered are accepted back. A modal holds at most five.
 */
const FORM_FIELDS = {
  prompt: { label: 'remix.prompt', kind: 'text' },
  negativePrompt: { id: 'negative', label: 'imagine.summary.negativePrompt', kind: 'text' },
  style: {
    label: 'remix.style',
    kind: 'select',
    choices: (_, { styles }) => styles.slice(0, MAX_CHOICES).map(named),
  },
  workflow: {
    label: 'imagine.summary.workflow',
    kind: 'select',
    choices: (_, { workflows = [] }) => workflows.slice(0, MAX_CHOICES).map(named),
  },
  model: {
    label: 'imagine.summary.model',
    kind: 'select',
    choices: ({ model }, { models = [] }) => {
      const listed = models.slice(0, MAX_CHOICES);
      const own = model && !listed.includes(model) ? [model] : [];
      return [...own, ...listed].slice(0, MAX_CHOICES).map(named);
    },
  },
  size: {
    label: 'imagine.summary.size',
    kind: 'select',
    choices: ({ size }) => [
      ...SIZE_CHOICES.map(({ value, name }) => ({ value, label: name })),
      ...(size && !isSizePreset(size) ? [named(size)] : []),
    ],
  },
  seed: {
    label: 'imagine.summary.seed',
    kind: 'select',
    choices: ({ seed }) => [
      { value: 'keep', label: (t) => t.t('remix.sameSeed', { seed: seed ?? 'random' }) },
      { value: 'new', label: (t) => t.t('remix.newSeed') },
    ],
  },
  workflowFile: {
    id: 'file',
    label: 'imagine.summary.workflowFile',
    kind: 'file',
    hint: 'commands.imagine.workflow_file.description',
  },
} as const satisfies Partial<Record<keyof typeof IMAGINE_OPTIONS, FormFieldSpec>>;

type FormField = keyof typeof FORM_FIELDS;

const specOf = (field: FormField): FormFieldSpec => FORM_FIELDS[field];
const idOf = (field: FormField) => specOf(field).id ?? field;

/** The component each kind of field is. */
const COMPONENT_TYPES = {
  text: ComponentType.TextInput,
  select: ComponentType.StringSelect,
  file: ComponentType.FileUpload,
} as const;

/** The seed's choice that keeps the one shown, pre-selected. */
const KEEP = 'keep';

/** A field offering choices: a select, or the seed's keep/new. */
export type ChoiceField = 'style' | 'workflow' | 'model' | 'size' | 'seed';

const isChoice = (field: FormField): field is ChoiceField => specOf(field).kind === 'select';

/** A field's name in `t`'s language, as its form labels it. */
export const fieldName = (field: FormField, t: Translator): string => t.t(specOf(field).label);

/** The choice of `field` that gives what `shown` holds (for the seed: keep it). */
const shownChoice = (field: ChoiceField, shown: FormValues): string | undefined =>
  field === 'seed' ? KEEP : shown[field];

/** The options `field` offers in `t`'s language, `picked` marked as chosen. */
export function choiceOptions(
  field: ChoiceField,
  shown: FormValues,
  choices: FormChoices,
  t: Translator,
  picked: string | undefined = shownChoice(field, shown),
) {
  const spec = FORM_FIELDS[field];
  return spec.choices(shown, choices).map(({ value, label: name }: Choice) => ({
    label: name(t).slice(0, 100),
    value,
    default: value === picked,
  }));
}

function label(field: FormField, shown: FormValues, choices: FormChoices, t: Translator) {
  const spec = specOf(field);
  const id = idOf(field);
  const labelled = new LabelBuilder().setLabel(fieldName(field, t).slice(0, 45));
  if (spec.kind === 'file') {
    return labelled
      .setDescription(t.t(spec.hint).slice(0, 100))
      .setFileUploadComponent(new FileUploadBuilder().setCustomId(id).setRequired(false));
  }
  if (isChoice(field)) {
    return labelled.setStringSelectMenuComponent(
      new StringSelectMenuBuilder()
        .setCustomId(id)
        .setRequired(false)
        .setMinValues(0)
        .setMaxValues(1)
        .setPlaceholder(t.t('remix.yourDefault').slice(0, 150))
        .addOptions(choiceOptions(field, shown, choices, t)),
    );
  }
  const option = IMAGINE_OPTIONS[field as 'prompt' | 'negativePrompt'];
  const input = new TextInputBuilder()
    .setCustomId(id)
    .setStyle(TextInputStyle.Paragraph)
    .setMaxLength(option.maxLength)
    .setRequired('required' in option);
  const value = shown[field];
  if (value) input.setValue(value.slice(0, option.maxLength));
  return labelled.setTextInputComponent(input);
}

/**
 * The `/imagine` form of `fields` (in order), showing `shown`, with `choices` to pick from, in
 * `t`'s language.
 */
export function imagineForm(
  t: Translator,
  form: { readonly customId: string; readonly title: string },
  fields: readonly FormField[],
  shown: FormValues,
  choices: FormChoices = { styles: [] },
): ModalBuilder {
  return new ModalBuilder()
    .setCustomId(form.customId)
    .setTitle(form.title.slice(0, 45))
    .addLabelComponents(...fields.map((field) => label(field, shown, choices, t)));
}

const DIMENSIONS = /^(\d+)×(\d+)$/;

/**
 * What `value`, picked in `field`, sets (a size: a preset, or the remixed image's own width and
 * height; a kept seed: the one shown), once it is one of the choices offered.
 * @throws {InvalidParameterError} naming the option when `value` was not offered.
 */
export function readChoice(
  field: ChoiceField,
  value: string,
  shown: FormValues,
  choices: FormChoices,
): Partial<ImagineInput> {
  const offered = FORM_FIELDS[field].choices(shown, choices).map((choice: Choice) => choice.value);
  if (!offered.includes(value)) {
    throw optionError(IMAGINE_OPTIONS[field].name, 'parameter.oneOf', {
      allowed: userText(offered.join(', '), 1_000),
      got: `"${userText(value, 100)}"`,
    });
  }
  if (field === 'seed') return value === KEEP && shown.seed ? { seed: Number(shown.seed) } : {};
  if (field !== 'size' || isSizePreset(value)) return { [field]: value };
  const [, width, height] = DIMENSIONS.exec(value) ?? [];
  return { width: Number(width), height: Number(height) };
}

/**
 * Reads the submitted `fields` into `/imagine` input (checked later by `buildGenerationSpec`):
 * blank text and unpicked choices are left out, a kept seed is the one shown, a new one is drawn.
 * A choice must be one the form offered (`shown` and `choices` as it was opened with).
 * @throws {InvalidParameterError} naming the option when a picked value was not offered.
 * @throws {FormChangedError} when a field is missing, of another kind than the form has now, or
 *   one it no longer has.
 */
export function readImagineForm(
  interaction: Pick<ModalSubmitInteraction, 'fields'>,
  fields: readonly FormField[],
  shown: FormValues = {},
  choices: FormChoices = { styles: [] },
): Partial<ImagineInput> {
  const input: Record<string, unknown> = {};
  const submitted = interaction.fields;
  const ids = new Set(fields.map(idOf));
  if ([...submitted.fields.keys()].some((id) => !ids.has(id))) throw new FormChangedError();
  for (const field of fields) {
    const { kind } = specOf(field);
    const id = idOf(field);
    if (submitted.fields.get(id)?.type !== COMPONENT_TYPES[kind]) throw new FormChangedError();
    if (kind === 'file') {
      const file = submitted.getUploadedFiles(id)?.first();
      if (file) input.workflowFile = { name: file.name, url: file.url, size: file.size };
    } else if (kind === 'text') {
      const text = submitted.getTextInputValue(id).trim();
      if (text !== '' || field === 'prompt') input[field] = text;
    } else if (isChoice(field)) {
      const [value] = submitted.getStringSelectValues(id);
      if (value !== undefined) Object.assign(input, readChoice(field, value, shown, choices));
    }
  }
  return input as Partial<ImagineInput>;
}
