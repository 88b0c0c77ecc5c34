import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import { optionError } from './generation-spec.js';
import { IMAGINE_OPTIONS, type ImagineInput } from './imagine-options.js';
import {
  boundsOf,
  choicesOf,
  type ImagineOptionSpec,
  type OptionType,
  type OptionValues,
  onlyFor,
} from './option-spec.js';

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** An option's description: its text, then its range and the workflows that use it, if not all. */
export function optionDescription(option: ImagineOptionSpec): string {
  const { min, max } = boundsOf(option);
  const showRange = option.showRange !== false && min !== undefined && max !== undefined;
  const workflows = onlyFor(option);
  return [
    option.description,
    showRange ? `, ${min}–${max}` : '',
    workflows ? ` (${listed(workflows)} only)` : '',
  ].join('');
}

interface OptionBuilder<O> {
  setName(name: string): O;
  setDescription(description: string): O;
  setRequired(required: boolean): O;
}

interface BoundedBuilder<O> extends OptionBuilder<O> {
  setMinValue(min: number): O;
  setMaxValue(max: number): O;
}

function addOption(builder: SlashCommandBuilder, option: ImagineOptionSpec): void {
  const { min, max } = boundsOf(option);
  const named = <O extends OptionBuilder<O>>(o: O) => {
    o.setName(option.name).setDescription(optionDescription(option));
    if (option.required) o.setRequired(true);
    return o;
  };
  const bounded = <O extends BoundedBuilder<O>>(o: O) => {
    named(o);
    if (min !== undefined) o.setMinValue(min);
    if (max !== undefined) o.setMaxValue(max);
    return o;
  };
  switch (option.type) {
    case 'string':
      builder.addStringOption((o) => {
        named(o);
        const choices = choicesOf(option);
        if (choices) o.addChoices(...choices);
        if (option.maxLength !== undefined) o.setMaxLength(option.maxLength);
        if (option.autocomplete) o.setAutocomplete(true);
        return o;
      });
      break;
    case 'integer':
      builder.addIntegerOption(bounded);
      break;
    case 'number':
      builder.addNumberOption(bounded);
      break;
    case 'attachment':
      builder.addAttachmentOption(named);
      break;
  }
}

function imagineCommand() {
  const builder = new SlashCommandBuilder()
    .setName('imagine')
    .setDescription('Generate an image from a prompt');
  for (const option of Object.values(IMAGINE_OPTIONS)) addOption(builder, option);
  return builder.toJSON();
}

/** The `/imagine` registration payload; Discord enforces the lengths, ranges and choices. */
export const imagineCommandData = imagineCommand();

/** The getters of an interaction's options that `/imagine` uses. */
export type ImagineOptionGetters = Pick<
  ChatInputCommandInteraction['options'],
  'getString' | 'getInteger' | 'getNumber' | 'getAttachment'
>;

const READERS: {
  [T in OptionType]: (options: ImagineOptionGetters, name: string) => OptionValues[T] | null;
} = {
  string: (options, name) => options.getString(name),
  integer: (options, name) => options.getInteger(name),
  number: (options, name) => options.getNumber(name),
  attachment: (options, name) => {
    const file = options.getAttachment(name);
    return file && { name: file.name, url: file.url, size: file.size };
  },
};

/** What each option type must hold, for the message about a value of another type. */
const EXPECTED: { [T in OptionType]: string } = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  attachment: 'a file',
};

/** Reads one option by its type; a value of another type gets the option's own message. */
function readOption(options: ImagineOptionGetters, option: ImagineOptionSpec) {
  try {
    return READERS[option.type](options, option.name);
  } catch {
    throw optionError(option.name, `${option.name} must be ${EXPECTED[option.type]}`);
  }
}

/**
 * Reads the options of an `/imagine` interaction into an {@link ImagineInput}, each by its type.
 * @throws {InvalidParameterError} naming an option whose value has another type.
 */
export function readImagineInput(options: ImagineOptionGetters): ImagineInput {
  const input: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(IMAGINE_OPTIONS) as [string, ImagineOptionSpec][]) {
    const value = readOption(options, option);
    if (value !== null) input[key] = value;
    else if (option.required) input[key] = '';
  }
  return input as ImagineInput;
}
