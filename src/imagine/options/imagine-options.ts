import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import { GENERATION_LIMITS as L } from '../../image-api/generation-parameters.js';
import { WORKFLOWS } from '../../image-api/service-types.js';
import { SIZE_PRESETS } from './size-presets.js';

/** Longest `prompt` the command accepts (Discord allows up to 6000 characters in an option). */
export const MAX_PROMPT_LENGTH = 4_000;
/** Longest `negative_prompt` the command accepts. */
export const MAX_NEGATIVE_PROMPT_LENGTH = 2_000;
/** Longest `model` path the command accepts (Discord's autocomplete values hold 100). */
export const MAX_MODEL_LENGTH = 100;

const sizeChoices = Object.entries(SIZE_PRESETS).map(([value, { width, height, label }]) => ({
  name: `${label} ${width}×${height}`,
  value,
}));

/** The `/imagine` registration payload; Discord enforces the lengths, ranges and choices. */
export const imagineCommandData = new SlashCommandBuilder()
  .setName('imagine')
  .setDescription('Generate an image from a prompt')
  .addStringOption((o) =>
    o
      .setName('prompt')
      .setDescription('What to draw (the label, when a workflow file is attached)')
      .setRequired(true)
      .setMaxLength(MAX_PROMPT_LENGTH),
  )
  .addStringOption((o) =>
    o
      .setName('negative_prompt')
      .setDescription('What to keep out of the image')
      .setMaxLength(MAX_NEGATIVE_PROMPT_LENGTH),
  )
  .addStringOption((o) =>
    o
      .setName('workflow')
      .setDescription('Generation workflow (default: default)')
      .addChoices(WORKFLOWS.map((name) => ({ name, value: name }))),
  )
  .addStringOption((o) =>
    o
      .setName('size')
      .setDescription('Image shape (width and height override it)')
      .addChoices(sizeChoices),
  )
  .addIntegerOption((o) =>
    o
      .setName('width')
      .setDescription(`Width in pixels, ${L.botMinSize}–${L.maxSize}`)
      .setMinValue(L.botMinSize)
      .setMaxValue(L.maxSize),
  )
  .addIntegerOption((o) =>
    o
      .setName('height')
      .setDescription(`Height in pixels, ${L.botMinSize}–${L.maxSize}`)
      .setMinValue(L.botMinSize)
      .setMaxValue(L.maxSize),
  )
  .addIntegerOption((o) =>
    o
      .setName('steps')
      .setDescription(`Sampling steps, ${L.minSteps}–${L.maxSteps}`)
      .setMinValue(L.minSteps)
      .setMaxValue(L.maxSteps),
  )
  .addIntegerOption((o) =>
    o
      .setName('seed')
      .setDescription('Seed for a repeatable image (-1: random)')
      .setMinValue(L.minSeed)
      .setMaxValue(L.maxSeed),
  )
  .addNumberOption((o) =>
    o
      .setName('cfg')
      .setDescription(`CFG scale, ${L.minCfg}–${L.maxCfg} (anime and rr3 only)`)
      .setMinValue(L.minCfg)
      .setMaxValue(L.maxCfg),
  )
  .addStringOption((o) =>
    o
      .setName('model')
      .setDescription('Model path (default and anime only)')
      .setMaxLength(MAX_MODEL_LENGTH)
      .setAutocomplete(true),
  )
  .addAttachmentOption((o) =>
    o
      .setName('workflow_file')
      .setDescription('A node-graph workflow (JSON object) to send instead of the text prompt'),
  )
  .toJSON();

/** The `workflow_file` attachment as Discord describes it. */
export interface WorkflowFileRef {
  readonly name: string;
  readonly url: string;
  /** Size in bytes, as Discord reports it. */
  readonly size: number;
}

/** The `/imagine` options as the member gave them, before any checking. */
export interface ImagineInput {
  readonly prompt: string;
  readonly negativePrompt?: string;
  readonly workflow?: string;
  readonly size?: string;
  readonly width?: number;
  readonly height?: number;
  readonly steps?: number;
  readonly seed?: number;
  readonly cfg?: number;
  readonly model?: string;
  readonly workflowFile?: WorkflowFileRef;
}

type Options = ChatInputCommandInteraction['options'];

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** Reads the options of an `/imagine` interaction into an {@link ImagineInput}. */
export function readImagineInput(options: Options): ImagineInput {
  const file = options.getAttachment('workflow_file');
  return defined({
    prompt: options.getString('prompt') ?? '',
    negativePrompt: options.getString('negative_prompt'),
    workflow: options.getString('workflow'),
    size: options.getString('size'),
    width: options.getInteger('width'),
    height: options.getInteger('height'),
    steps: options.getInteger('steps'),
    seed: options.getInteger('seed'),
    cfg: options.getNumber('cfg'),
    model: options.getString('model'),
    workflowFile: file ? { name: file.name, url: file.url, size: file.size } : undefined,
  });
}
