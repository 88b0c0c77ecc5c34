import { ActionRowBuilder, StringSelectMenuBuilder } from 'discord.js';
import { MAX_CHOICE_LENGTH, MAX_CHOICES } from '../../discord/discord-rules.js';
import { userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { type BackendLora, type LoraUse, MAX_LORAS } from '../../image-backend/loras.js';
import { loraChoiceText } from '../../preferences/lora-choice.js';
import { optionError } from '../options/generation-spec.js';

/** One option of a Remix panel's LoRA select: what `/imagine lora:` takes, and how it reads. */
export interface RemixLora {
  /** `name` or `name:weight`, as typed in `/imagine lora:` (checked again when generating). */
  readonly value: string;
  /** Its name as members read it, with its weight when not the default (`add_detail ×0.5`). */
  readonly label: string;
}

/**
 * The LoRA select's options: the generation's own first, at their weights, then the others the
 * server offers now at the default weight; at most 25 (a select's), each value fitting one.
 */
export function remixLoraOptions(
  used: readonly LoraUse[],
  offered: readonly BackendLora[],
): RemixLora[] {
  const own = used.map(({ name, label, weight }) => ({
    value: loraChoiceText({ name, weight }),
    label: `${label} ×${weight}`,
  }));
  const others = offered
    .filter(({ name }) => !used.some((lora) => lora.name === name))
    .map(({ name, label }) => ({ value: name, label }));
  return [...own, ...others]
    .filter(({ value, label }) => value.length <= MAX_CHOICE_LENGTH && label.length > 0)
    .slice(0, MAX_CHOICES);
}

/** The values a generation's own LoRAs have on the select (picked when the panel opens). */
export const ownLoraValues = (used: readonly LoraUse[]): string[] =>
  used.map(({ name, weight }) => loraChoiceText({ name, weight }));

/**
 * The LoRA select of a panel: up to three of `options`, `picked` marked; none where it offers none.
 */
export function remixLoraRow(
  customId: string,
  options: readonly RemixLora[],
  picked: readonly string[],
  t: Translator,
) {
  if (options.length === 0) return [];
  const name = t.t('imagine.summary.loras');
  return [
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(customId)
        .setPlaceholder(t.t('remix.noLoras', { max: MAX_LORAS }).slice(0, 150))
        .setMinValues(0)
        .setMaxValues(Math.min(MAX_LORAS, options.length))
        .addOptions(
          options.map(({ value, label }) => ({
            label: `${name}: ${label}`.slice(0, MAX_CHOICE_LENGTH),
            value,
            default: picked.includes(value),
          })),
        ),
    ),
  ];
}

/**
 * `values` read back from the LoRA select, each one of its `options` (a select's values are user
 * input), at most three.
 * @throws {InvalidParameterError} naming `lora` for one it does not offer.
 */
export function readRemixLoras(values: readonly string[], options: readonly RemixLora[]): string[] {
  const offered = options.map(({ value }) => value);
  const wrong = values.find((value) => !offered.includes(value));
  if (wrong !== undefined || values.length > MAX_LORAS) {
    throw optionError('lora', 'parameter.oneOf', {
      allowed: userText(offered.join(', '), 1_000),
      got: `"${userText(wrong ?? values.join(', '), 100)}"`,
    });
  }
  return [...values];
}
