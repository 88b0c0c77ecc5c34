import { SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { localizedCommand } from '../../src/bot/localized-command.js';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.js';

/** Discord's rule for command and option names (letters of any script, digits, `-` and `_`). */
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

interface Node {
  name: string;
  name_localizations?: Record<string, string> | null;
  description?: string;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; value: unknown; name_localizations?: Record<string, string> | null }[];
}

const nameIn = (node: Pick<Node, 'name' | 'name_localizations'>, locale: string) =>
  locale === DEFAULT_LOCALE ? node.name : node.name_localizations?.[locale];
const descriptionIn = (node: Node, locale: string) =>
  locale === DEFAULT_LOCALE ? node.description : node.description_localizations?.[locale];

/** Every problem of one node (and its children) in one locale; adds its characters to `size`. */
function problems(node: Node, locale: string, path: string, size: { chars: number }): string[] {
  const found: string[] = [];
  const name = nameIn(node, locale) ?? '';
  const description = descriptionIn(node, locale) ?? '';
  const where = `${locale} ${path}`;
  if (!NAME.test(name)) found.push(`${where}: name "${name}" is not a Discord name`);
  if (name !== name.toLocaleLowerCase(locale)) found.push(`${where}: name "${name}" not lowercase`);
  if (description.length < 1 || description.length > 100) {
    found.push(`${where}: description of ${description.length} characters`);
  }
  size.chars += name.length + description.length;
  const children = node.options ?? [];
  const names = children.map((child) => nameIn(child, locale));
  if (new Set(names).size !== names.length) found.push(`${where}: two options share a name`);
  for (const choice of node.choices ?? []) {
    const shown = nameIn(choice, locale) ?? '';
    if (shown.length < 1 || shown.length > 100) found.push(`${where}: choice "${shown}"`);
    size.chars += shown.length + String(choice.value).length;
  }
  for (const child of children) {
    found.push(...problems(child, locale, `${path} ${child.name}`, size));
  }
  return found;
}

/** Slash commands: a message context menu (type 3) has only a name, of other rules (below). */
const slash = commands.filter((command) => command.data.type !== 3);
const menus = commands.filter((command) => command.data.type === 3);

describe('localized command payloads', () => {
  it.each(slash.map((command) => [command.data.name, command.data]))(
    '/%s fits Discord’s limits in every shipped language',
    (_name, data) => {
      for (const locale of LOCALES) {
        const size = { chars: 0 };
        expect(problems(data as unknown as Node, locale, `/${data.name}`, size)).toEqual([]);
        expect(size.chars, `${locale} /${data.name}`).toBeLessThanOrEqual(8_000);
      }
    },
  );

  it.each(menus.map((command) => [command.data.name, command.data]))(
    'the message menu "%s" has a name of 1–32 characters in every shipped language',
    (_name, data) => {
      const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
      expect(Object.keys((data as unknown as Node).name_localizations ?? {}).sort()).toEqual(
        [...others].sort(),
      );
      for (const locale of LOCALES) {
        const name = nameIn(data as unknown as Node, locale) ?? '';
        expect(name.length, `${locale} ${name}`).toBeGreaterThan(0);
        expect(name.length, `${locale} ${name}`).toBeLessThanOrEqual(32);
      }
    },
  );

  it('localizes every name, description and choice into every other locale', () => {
    const walk = (node: Node): Node[] => [node, ...(node.options ?? []).flatMap(walk)];
    for (const command of slash) {
      for (const node of walk(command.data as unknown as Node)) {
        const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
        expect(Object.keys(node.name_localizations ?? {}).sort()).toEqual([...others].sort());
        expect(Object.keys(node.description_localizations ?? {}).sort()).toEqual(
          [...others].sort(),
        );
        for (const choice of node.choices ?? []) {
          expect(Object.keys(choice.name_localizations ?? {})).toHaveLength(others.length);
        }
      }
    }
  });

  it('refuses builds whose trees differ between locales, once the localizations are read', () => {
    const payload = localizedCommand((t) => {
      const builder = new SlashCommandBuilder().setName('x').setDescription('x');
      if (t.locale === 'de') builder.addStringOption((o) => o.setName('y').setDescription('y'));
      return builder.toJSON();
    });
    expect(payload.name).toBe('x');
    expect(() => JSON.stringify(payload)).toThrow(/differ between locales/);
  });

  it('builds the other locales only when a localization is first read, as deploying does', () => {
    const built: string[] = [];
    const payload = localizedCommand((t) => {
      built.push(t.locale);
      return new SlashCommandBuilder()
        .setName('x')
        .setDescription(t.t('commands.queue.description'))
        .toJSON();
    });
    expect(built).toEqual([DEFAULT_LOCALE]);
    expect({ ...payload, name: 'y' }.name).toBe('y');
    expect(built).toHaveLength(LOCALES.length);
    expect(JSON.parse(JSON.stringify(payload)).description_localizations.de).toBe(
      payload.description_localizations?.de,
    );
    expect(built).toHaveLength(LOCALES.length);
  });
});
