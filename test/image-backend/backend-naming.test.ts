import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { entriesOf } from '../../src/i18n/catalog.js';
import { catalogOf } from '../../src/i18n/catalogs/shipped-catalogs.js';
import { text } from '../../src/i18n/localized-text.js';
import { type BackendNaming, nameBackend } from '../../src/image-backend/backend-naming.js';
import { en } from '../helpers/i18n.js';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** Every placeholder of a message, as `select` (5), `plural` (6) or `number` (2) or plain. */
function placeholdersOf(message: string): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      if ([1, 2, 5, 6].includes(element.type) && element.value) {
        found.set(element.value, Math.max(found.get(element.value) ?? 0, element.type));
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(new IntlMessageFormat(message, 'en-US', undefined, { ignoreTag: true }).getAst() as never);
  return found;
}

const HORDE: BackendNaming = {
  original: 'no',
  backend: 'AI Horde',
  named: 'yes',
  unit: 'kudos',
  accounts: 'balance',
  creates: 'no',
};

/** Selects that say more than the backend's name: where keys come from on another backend. */
const SELECTED: Readonly<Record<string, string>> = { named: 'yes', tokens: 'no' };

/** en-US `key` as a member of a server on `naming` reads it (other values: placeholders). */
function readOn(key: string, message: string, naming: BackendNaming): string {
  const values: Record<string, string | number> = {};
  for (const [name, type] of placeholdersOf(message)) {
    if (name in naming) continue;
    values[name] = SELECTED[name] ?? (type === 5 ? 'other' : type >= 2 ? 2 : `«${name}»`);
  }
  return en.text(nameBackend(text(key as never, values), naming));
}

/**
 * Texts only the image service's members read: what its login tokens and revocation through the
 * bot do (no other backend offers them), its titles in its own words, and the demo's narration.
 */
const ORIGINAL_ONLY = [
  /^apikey\.(generated|revoke|revokeAll|generateModal)\./,
  /^apikey\.(keyShapeService|linked)$/,
  /^commands\.apikey\.generate\.description$/,
  /^keys\.nothingToRevoke$/,
  /^service\.invalidLoginToken$/,
  /^balance\.(title|footer)$/,
  /^demo\./,
];

describe('texts on another backend than the image service', () => {
  it('name it, and never the image service, its sk- keys, its login tokens or /apikey generate', () => {
    const leftovers = entriesOf(catalogOf('en-US'))
      .filter(([key]) => !ORIGINAL_ONLY.some((pattern) => pattern.test(key)))
      .map(([key, message]) => [key, readOn(key, message, HORDE)] as const)
      .filter(([, said]) => /image[ -]service|`sk-`|sk-…|login token|apikey generate/i.test(said));
    expect(leftovers).toEqual([]);
  });

  it('read the original service as they always did, and an unknown backend neutrally', () => {
    const original: BackendNaming = { ...HORDE, original: 'yes', backend: 'image service' };
    expect(en.text(nameBackend(text('service.unavailable'), original))).toBe(
      'The image service is unavailable right now. Try again in a few minutes.',
    );
    expect(en.text(nameBackend(text('service.unavailable'), HORDE))).toBe(
      'Could not reach AI Horde right now. Try again in a few minutes.',
    );
    expect(en.t('service.unavailable')).toBe(
      'Could not reach the image backend right now. Try again in a few minutes.',
    );
  });

  it('keep the values a text was given, and name nested texts too', () => {
    const linked = text('apikey.linkedOn', {
      masked: '…0001',
      named: 'yes',
      username: 'a',
      credits: '1 kudos',
      backend: 'Other',
    });
    expect(en.text(nameBackend(linked, HORDE))).toContain('on Other');
    const warning = text('common.warning', { message: text('service.timeout') });
    expect(en.text(nameBackend(warning, HORDE))).toContain('No answer came from AI Horde in time');
  });
});
