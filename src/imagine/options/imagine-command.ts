import {
  type ApplicationCommandOptionBase,
  type ChatInputCommandInteraction,
  type ApplicationCommandNumericOptionMinMaxValueMixin as NumericOption,
  SlashCommandBuilder,
} from 'discord.js';
import { localizedCommand } from '../../bot/localized-command.js';
import type { Translator } from '../../i18n/translator.js';
import { parameterSpec } from '../../image-backend/generation-parameters.js';
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

/**
 * An option's description in `t`'s language: its text (`commands.imagine.<name>.description`), then
 * its range and the workflows that use it, if not all.
 */
export function optionDescription(option: ImagineOptionSpec, t: Translator): string {
  const { min, max } = boundsOf(option);
  const showRange = option.showRange !== false && min !== undefined && max !== undefined;
  const workflows = onlyFor(option);
  const serviceDefault = option.parameter && parameterSpec(option.parameter).serviceDefault;
  let text = t.t(`commands.imagine.${option.name as ImagineOptionName}.description`, {
    default: String(serviceDefault ?? ''),
  });
  if (showRange) text = t.t('imagine.describeRange', { text, min, max });
  if (workflows) text = t.t('imagine.describeOnly', { text, workflows: t.list(workflows) });
  return text;
}

/** The name of an `/imagine` option. */
type ImagineOptionName = (typeof IMAGINE_OPTIONS)[keyof typeof IMAGINE_OPTIONS]['name'];

function addOption(builder: SlashCommandBuilder, option: ImagineOptionSpec, t: Translator): void {
  const { min, max } = boundsOf(option);
  const named = <O extends ApplicationCommandOptionBase>(o: O) => {
    o.setName(t.t(`commands.imagine.${option.name as ImagineOptionName}.name`));
    o.setDescription(optionDescription(option, t));
    if (option.required) o.setRequired(true);
    return o;
  };
  const bounded = <O extends ApplicationCommandOptionBase & NumericOption>(o: O) => {
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
        if (choices) o.addChoices(...choices.map(({ name, value }) => ({ name: name(t), value })));
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

/** Which of `/imagine`'s options are registered: those of an image in, those of LoRAs. */
export interface ImagineOptionsOffered {
  readonly imagesIn: boolean;
  readonly loras: boolean;
  readonly references: boolean;
}

function imagineCommand(t: Translator, offered: ImagineOptionsOffered) {
  const builder = new SlashCommandBuilder()
    .setName(t.t('commands.imagine.name'))
    .setDescription(t.t('commands.imagine.description'));
  for (const option of Object.values(IMAGINE_OPTIONS) as ImagineOptionSpec[]) {
    if (option.imagesIn && !offered.imagesIn) continue;
    if (option.loras && !offered.loras) continue;
    if (option.references && !offered.references) continue;
    addOption(builder, option, t);
  }
  return builder.toJSON();
}

/**
 * The `/imagine` registration payload, with every shipped language's names and descriptions;
 * Discord enforces the lengths, ranges and choices.
 */
export const imagineCommandData = localizedCommand((t) =>
  imagineCommand(t, { imagesIn: true, loras: true, references: true }),
);

const payloads = new Map<string, typeof imagineCommandData>();

/**
 * {@link imagineCommandData} with only the options `offered` names among those of an image in
 * (`image`, `strength`, `mask`), of LoRAs (`lora`, `lora2`, `lora3`) and of references
 * (`reference`, `reference2`, `reference3`), built once each.
 */
export function imagineCommandDataFor(offered: ImagineOptionsOffered): typeof imagineCommandData {
  if (offered.imagesIn && offered.loras && offered.references) return imagineCommandData;
  const key = `${offered.imagesIn}:${offered.loras}:${offered.references}`;
  const made = payloads.get(key) ?? localizedCommand((t) => imagineCommand(t, offered));
  payloads.set(key, made);
  return made;
}

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
    if (!file) return null;
    const { name: fileName, url, size, contentType, width, height } = file;
    return {
      name: fileName,
      url,
      size,
      ...(contentType ? { contentType } : {}),
      ...(width && height ? { width, height } : {}),
    };
  },
};

/** Reads one option by its type; a value of another type gets the option's own message. */
function readOption(options: ImagineOptionGetters, option: ImagineOptionSpec) {
  try {
    return READERS[option.type](options, option.name);
  } catch {
    throw optionError(option.name, 'parameter.wrongType', { expected: option.type });
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
