import type { ChatInputCommandInteraction } from 'discord.js';

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
