import type { Catalog } from '../../i18n/catalog.js';
import type { Translator } from '../../i18n/translator.js';
import {
  type GenerationRequest,
  honours,
  type ParameterDefaults,
  type ParameterName,
  parameterSpec,
  WORKFLOWS,
  type Workflow,
} from '../../image-backend/generation-parameters.js';
import type { ShapeSizes } from '../../image-backend/size-shapes.js';

/** An attachment option's file, as Discord describes it. */
export interface AttachmentRef {
  readonly name: string;
  readonly url: string;
  /** Size in bytes, as Discord reports it. */
  readonly size: number;
  /** Its content type, as Discord reports it, when it does. */
  readonly contentType?: string | null;
  /** An image's size in pixels, as Discord reports it, when it does. */
  readonly width?: number | null;
  readonly height?: number | null;
}

/** A fixed choice of a string option: what the member sees (in a locale) and what the bot gets. */
export interface OptionChoice {
  readonly name: (t: Translator) => string;
  readonly value: string;
}

/** One option of `/imagine`: how Discord shows it (words: `commands.imagine.<name>`), what it sets. */
export interface ImagineOptionSpec {
  /** Discord's option name (snake_case); errors and ignored options name it. */
  readonly name: string;
  readonly type: OptionType;
  /** The generation parameter it sets; absent for the bot's own options. */
  readonly parameter?: ParameterName;
  /** The parameters a bot-only option sets from its (checked) value, e.g. `size`'s presets. */
  readonly sets?: (value: string, sizes?: ShapeSizes) => Partial<GenerationRequest>;
  /** Discord refuses the command without it (text options only: a missing one reads as ''). */
  readonly required?: true;
  /** Longest text accepted, after trimming; Discord enforces it too. */
  readonly maxLength?: number;
  /** Bounds narrower than the parameter's, or a bot-only option's; checked for every value given. */
  readonly min?: number;
  readonly max?: number;
  /** `false` leaves the range out of the description. */
  readonly showRange?: false;
  /** Fixed choices; a choice parameter's option offers the parameter's choices. */
  readonly choices?: readonly OptionChoice[];
  /** Discord asks the bot for suggestions while the member types. */
  readonly autocomplete?: true;
  /** Only an image in uses it: not registered where no backend served takes one. */
  readonly imagesIn?: true;
  /** A LoRA: not registered where no backend served applies LoRAs (the image service alone). */
  readonly loras?: true;
  /** A reference image: not registered where no backend served may follow references. */
  readonly references?: true;
}

/** The Discord option types `/imagine` uses (named after their getters), and what each reads as. */
export interface OptionValues {
  string: string;
  integer: number;
  number: number;
  attachment: AttachmentRef;
}

/** A Discord option type `/imagine` uses. */
export type OptionType = keyof OptionValues;

type Flat<T> = { [K in keyof T]: T[K] };

type RequiredKey<O> = { [K in keyof O]: O[K] extends { required: true } ? K : never }[keyof O];

/** What the member gave for the options `O`, by key: required options always, others when given. */
export type InputOf<O extends Record<string, ImagineOptionSpec>> = Flat<
  { readonly [K in RequiredKey<O>]: OptionValues[O[K]['type']] } & {
    readonly [K in Exclude<keyof O, RequiredKey<O>>]?: OptionValues[O[K]['type']];
  }
>;

/** The range an option offers: its own bounds, else its parameter's. */
export function boundsOf(option: ImagineOptionSpec): { min?: number; max?: number } {
  const spec = option.parameter === undefined ? undefined : parameterSpec(option.parameter);
  const own: { min?: number; max?: number } = spec && 'min' in spec ? spec : {};
  return { min: option.min ?? own.min, max: option.max ?? own.max };
}

/**
 * The fixed choices an option offers: its own, else its choice parameter's; none for an option
 * offered by autocomplete (the workflow: its backend's).
 */
export function choicesOf(option: ImagineOptionSpec): readonly OptionChoice[] | undefined {
  if (option.choices) return option.choices;
  if (option.autocomplete) return undefined;
  const spec = option.parameter === undefined ? undefined : parameterSpec(option.parameter);
  return spec?.kind === 'choice'
    ? spec.choices.map((value) => ({ name: () => value, value }))
    : undefined;
}

/** The workflows that use the option's parameter, in the order members see them, when not all do. */
export function onlyFor(option: ImagineOptionSpec): readonly Workflow[] | undefined {
  const { parameter } = option;
  if (parameter === undefined) return undefined;
  const users = WORKFLOWS.filter((workflow) => honours(workflow, parameter));
  return users.length === WORKFLOWS.length ? undefined : users;
}

/**
 * A generation's parameters as shown: without the prompt; the workflow where the backend takes
 * one; with what the backend uses for those left unset, where it declares it.
 */
export type ShownParameters = Readonly<Omit<GenerationRequest, 'prompt'>> & {
  readonly defaults?: ParameterDefaults;
};

/**
 * What a summary shows: the parameters, the workflow file's name when one was sent, and the LoRAs
 * (`LoraUse.name`) the backend made the image without.
 */
export type SummarySource = ShownParameters & {
  readonly workflowFile?: string;
  readonly unappliedLoras?: readonly string[];
};

/** One field of a generation's summary (the result and Details embeds). */
export interface SummaryField {
  /** The field's name: a message of the catalogs' `imagine.summary`. */
  readonly label: keyof Catalog['imagine']['summary'];
  /**
   * A parameter shows its value (the service's default when not sent); a function, what it
   * returns in `t`'s words. `undefined` or `''` leaves the field out.
   */
  readonly value:
    | Exclude<ParameterName, 'prompt'>
    | ((shown: SummarySource, t: Translator) => string | number | undefined);
  /** Member-written text, escaped and cut to this many characters (text parameters: 200). */
  readonly userText?: number;
  /** On a line of its own rather than inline. */
  readonly wide?: true;
}
