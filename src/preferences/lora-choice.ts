import { LORA_WEIGHT } from '../image-backend/loras.js';

/** A LoRA as a member or a style names it: a name, and its weight. */
export interface LoraChoice {
  /** The LoRA's name or its label, as typed (trimmed). */
  readonly name: string;
  readonly weight: number;
}

/** A weight as typed after the last `:`: a plain decimal number, signed or not. */
const WEIGHT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A LoRA as typed: `name`, or `name:weight` (the weight after the last `:` when it reads as a
 * number; else the whole text is the name). Without a weight, {@link LORA_WEIGHT}'s default.
 * The weight's range is checked where it is used (`checkLoras`).
 */
export function parseLoraChoice(typed: string): LoraChoice {
  const text = typed.trim();
  const cut = text.lastIndexOf(':');
  const weight = cut > 0 ? text.slice(cut + 1).trim() : '';
  if (cut > 0 && WEIGHT.test(weight)) {
    return { name: text.slice(0, cut).trim(), weight: Number(weight) };
  }
  return { name: text, weight: LORA_WEIGHT.default };
}

/** A LoRA written back as `name:weight` (`name` alone at the default weight). */
export const loraChoiceText = ({ name, weight }: LoraChoice): string =>
  weight === LORA_WEIGHT.default ? name : `${name}:${weight}`;
