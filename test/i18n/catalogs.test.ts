import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { RestartingError } from '../../src/core/app-error.js';
import { type Catalog, entriesOf } from '../../src/i18n/catalog.js';
import { catalogOf } from '../../src/i18n/catalogs/shipped-catalogs.js';
import { COMMAND_REFS } from '../../src/i18n/command-refs.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { englishOf } from '../../src/i18n/translator.js';

/** What a message asks for: its placeholders, and the options of each select, by name. */
interface Shape {
  readonly placeholders: Set<string>;
  readonly selects: Map<string, string[]>;
  readonly plurals: Map<string, string[]>;
}

type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  pluralType?: string;
};

/** Walks the ICU syntax tree (argument, number, date, time, select, plural). */
function shapeOf(message: string, locale: string): Shape {
  const shape: Shape = { placeholders: new Set(), selects: new Map(), plurals: new Map() };
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      if ([1, 2, 3, 4, 5, 6].includes(element.type) && element.value) {
        shape.placeholders.add(element.value);
      }
      if (element.options && element.value) {
        const keys = Object.keys(element.options).sort();
        (element.type === 5 ? shape.selects : shape.plurals).set(element.value, keys);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  const ast = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst();
  visit(ast as unknown as Element[]);
  return shape;
}

const english = entriesOf(catalogOf('en-US'));
const sorted = (set: Set<string>) => [...set].sort();

describe('the message catalogs', () => {
  it.each(LOCALES)('%s has every key of en-US and no other', (locale) => {
    const keys = entriesOf(catalogOf(locale)).map(([key]) => key);
    expect(keys).toEqual(english.map(([key]) => key));
  });

  it.each(LOCALES)('%s uses the same placeholders and select options as en-US', (locale) => {
    const messages = new Map(entriesOf(catalogOf(locale)));
    for (const [key, source] of english) {
      const want = shapeOf(source, 'en-US');
      const got = shapeOf(messages.get(key) ?? '', locale);
      const where = `${locale} ${key}`;
      expect(sorted(got.placeholders), where).toEqual(sorted(want.placeholders));
      expect(Object.fromEntries(got.selects), where).toEqual(Object.fromEntries(want.selects));
    }
  });

  it.each(LOCALES)("%s's plurals use its own plural categories, always with `other`", (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of entriesOf(catalogOf(locale))) {
      for (const [name, options] of shapeOf(message, locale).plurals) {
        const where = `${locale} ${key} {${name}}`;
        expect(options, where).toContain('other');
        for (const option of options) {
          expect(option.startsWith('=') || categories.includes(option as never), where).toBe(true);
        }
      }
    }
  });

  it.each(LOCALES)(
    "%s's painter words are plain text: the page shows them as text, not Discord's markdown",
    (locale) => {
      const painter = entriesOf(catalogOf(locale)).filter(([key]) => key.startsWith('painter.'));
      expect(painter.length).toBeGreaterThan(10);
      for (const [key, message] of painter) {
        expect(message, `${locale} ${key}`).not.toMatch(/\*\*|__|~~|`|\|\|/);
      }
    },
  );

  it('names only the commands the catalogs describe', () => {
    for (const path of Object.values(COMMAND_REFS)) {
      const [command = '', ...rest] = path.split(' ').map((part) => part.split(':')[0] ?? '');
      let node: unknown = (catalogOf('en-US') as Catalog).commands;
      for (const part of [command, ...rest]) node = (node as Record<string, unknown>)?.[part];
      expect(node, path).toBeDefined();
    }
  });

  it("keeps core's RestartingError in words the en-US catalog says", () => {
    const error = new RestartingError();
    expect(error.text && englishOf(error.text)).toBe(error.message);
  });

  it('writes each catalog in its own language: few messages left identical to en-US', () => {
    const same = (locale: (typeof LOCALES)[number]) => {
      const messages = new Map(entriesOf(catalogOf(locale)));
      // A word of four letters outside simple placeholders: `{n}. {size}` is in no language.
      const worded = (text: string) => /\p{L}{4}/u.test(text.replace(/\{\w+\}/g, ''));
      return english.filter(([key, text]) => messages.get(key) === text && worded(text));
    };
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      expect(same(locale).length, `${locale}: ${same(locale).map(([k]) => k)}`).toBeLessThan(25);
    }
  });
});
