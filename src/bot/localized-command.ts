import type { APIApplicationCommandOptionChoice, LocalizationMap } from 'discord.js';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.js';
import { createI18n, type Translator } from '../i18n/translator.js';
import type { CommandPayload } from './command.js';

interface PayloadNode {
  type?: number;
  name: string;
  name_localizations?: LocalizationMap | null;
  description?: string;
  description_localizations?: LocalizationMap | null;
  options?: PayloadNode[];
  choices?: (APIApplicationCommandOptionChoice & { name_localizations?: LocalizationMap | null })[];
}

function mergeNode(base: PayloadNode, other: PayloadNode, locale: string, path: string): void {
  const differ = (what: string): never => {
    throw new Error(`the ${what} of ${path} differ between locales: build each the same way`);
  };
  if (base.type !== other.type) differ('types');
  base.name_localizations = { ...base.name_localizations, [locale]: other.name };
  if (base.description !== undefined) {
    const description = other.description ?? differ('descriptions');
    base.description_localizations = { ...base.description_localizations, [locale]: description };
  }
  const choices = base.choices ?? [];
  if (choices.length !== (other.choices?.length ?? 0)) differ('choices');
  choices.forEach((choice, index) => {
    const translated = other.choices?.[index];
    if (translated?.value !== choice.value) differ('choices');
    choice.name_localizations = { ...choice.name_localizations, [locale]: translated?.name ?? '' };
  });
  const options = base.options ?? [];
  if (options.length !== (other.options?.length ?? 0)) differ('options');
  options.forEach((option, index) => {
    mergeNode(
      option,
      other.options?.[index] ?? differ('options'),
      locale,
      `${path} ${option.name}`,
    );
  });
}

/**
 * A command's registration payload in every shipped language: `build` makes it in one locale's
 * words; the default locale's is the payload, and every other's names, descriptions and choice
 * names become its `name_localizations` and `description_localizations`, node by node.
 */
export function localizedCommand<P extends CommandPayload>(build: (t: Translator) => P): P {
  const i18n = createI18n();
  const base = build(i18n.translator(DEFAULT_LOCALE));
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const other = build(i18n.translator(locale));
    mergeNode(base as PayloadNode, other as PayloadNode, locale, `/${base.name}`);
  }
  return base;
}
