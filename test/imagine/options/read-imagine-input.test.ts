import type { ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { readImagineInput } from '../../../src/imagine/options/imagine-command.js';

type Options = ChatInputCommandInteraction['options'];
type Given = Record<
  string,
  string | number | { name: string; url: string; size: number; contentType?: string }
>;

/** An interaction's options holding `given`, read with the getter of each option's type. */
function optionsOf(given: Given): Options {
  const typed =
    <T>(type: string, is: (value: unknown) => value is T) =>
    (name: string): T | null => {
      const value = given[name];
      if (value === undefined) return null;
      if (!is(value)) throw new Error(`${name} read as ${type}`);
      return value;
    };
  const isString = (value: unknown): value is string => typeof value === 'string';
  const isInteger = (value: unknown): value is number => Number.isInteger(value);
  const isNumber = (value: unknown): value is number => typeof value === 'number';
  const isFile = (value: unknown): value is object => typeof value === 'object';
  return {
    getString: typed('string', isString),
    getInteger: typed('integer', isInteger),
    getNumber: typed('number', isNumber),
    getAttachment: typed('attachment', isFile),
  } as unknown as Options;
}

describe('readImagineInput', () => {
  it('reads every option by its Discord name and type', () => {
    const file = { name: 'g.json', url: 'https://cdn/g.json', size: 10 };
    const photo = { name: 'p.png', url: 'https://cdn/p.png', size: 99, contentType: 'image/png' };
    expect(
      readImagineInput(
        optionsOf({
          prompt: 'a cat',
          negative_prompt: 'dog',
          workflow: 'anime',
          size: 'wide',
          width: 640,
          height: 480,
          steps: 30,
          seed: 42,
          cfg: 7.5,
          model: 'm/x',
          workflow_file: { ...file, extra: true } as typeof file,
          image: photo,
          strength: 0.4,
        }),
      ),
    ).toStrictEqual({
      prompt: 'a cat',
      negativePrompt: 'dog',
      workflow: 'anime',
      size: 'wide',
      width: 640,
      height: 480,
      steps: 30,
      seed: 42,
      cfg: 7.5,
      model: 'm/x',
      workflowFile: file,
      image: photo,
      strength: 0.4,
    });
  });

  it('leaves out what was not given, and reads a missing prompt as empty', () => {
    expect(readImagineInput(optionsOf({ width: 640 }))).toStrictEqual({ prompt: '', width: 640 });
  });
});
