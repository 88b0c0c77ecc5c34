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

/** The localization fields of a payload's nodes and choices. */
const LOCALIZED = ['name_localizations', 'description_localizations'] as const;

/** Every node and choice of a payload, the root first. */
function* nodesOf(node: PayloadNode): Generator<Record<string, unknown>> {
  yield node as unknown as Record<string, unknown>;
  for (const choice of node.choices ?? []) yield choice as unknown as Record<string, unknown>;
  for (const option of node.options ?? []) yield* nodesOf(option);
}

/**
 * Makes each node's localization fields of `base` read through `fill`, which builds the other
 * locales on the first read of any of them: enumerable, so that JSON and spreads see them.
 */
function fillOnRead(base: PayloadNode, fill: () => void): void {
  for (const node of nodesOf(base)) {
    for (const field of LOCALIZED) {
      if (field === 'description_localizations' && node.description === undefined) continue;
      let value = node[field];
      Object.defineProperty(node, field, {
        enumerable: true,
        configurable: true,
        get() {
          fill();
          return value;
        },
        set(next) {
          value = next;
        },
      });
    }
  }
}

/**
 * A command's registration payload in every shipped language: `build` makes it in one locale's
 * words; the default locale's is the payload, and every other's names, descriptions and choice
 * names become its `name_localizations` and `description_localizations`, node by node. The other
 * locales are built on the first read of a localization (deploying the commands, `/help`), not
 * when the command is defined: a bot that only routes interactions by name never builds them,
 * which keeps nine locales' formatters (about 14 MB) out of its memory at rest.
 */
export function localizedCommand<P extends CommandPayload>(build: (t: Translator) => P): P {
  const i18n = createI18n();
  const base = build(i18n.translator(DEFAULT_LOCALE));
  let filled = false;
  fillOnRead(base as PayloadNode, () => {
    if (filled) return;
    filled = true;
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      const other = build(i18n.translator(locale));
      mergeNode(base as PayloadNode, other as PayloadNode, locale, `/${base.name}`);
    }
  });
  return base;
}
