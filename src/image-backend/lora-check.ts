import { text } from '../i18n/localized-text.js';
import { InvalidParameterError } from './backend-errors.js';
import { LORA_WEIGHT, type LoraUse, MAX_LORAS } from './loras.js';

/**
 * Checks a request's LoRAs against the bot's limits before anything is sent: at most
 * {@link MAX_LORAS}, each named, its weight a finite number within {@link LORA_WEIGHT}.
 * @throws {InvalidParameterError} naming `lora`.
 */
export function checkLoras(loras: readonly LoraUse[] | undefined): void {
  if (!loras) return;
  const refuse = (problem: ReturnType<typeof text>) =>
    new InvalidParameterError(text('parameter.refused', { problem }), { parameter: 'lora' });
  if (loras.length > MAX_LORAS) {
    throw refuse(text('loras.tooMany', { max: MAX_LORAS }));
  }
  for (const { name, weight } of loras) {
    if (name.trim() === '') throw refuse(text('parameter.empty', { name: 'lora' }));
    const { min, max } = LORA_WEIGHT;
    if (!Number.isFinite(weight) || weight < min || weight > max) {
      throw refuse(text('loras.weight', { min, max, got: String(weight) }));
    }
  }
}
