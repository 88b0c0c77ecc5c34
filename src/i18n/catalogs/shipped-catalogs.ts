import { readFileSync } from 'node:fs';
import type { Catalog } from '../catalog.js';
import { DEFAULT_LOCALE, type Locale } from '../locales.js';
import { enUS } from './en-US.js';

/**
 * The translations, each typed as its JSON file is: `tsc` checks every one against {@link Catalog}
 * (a missing key does not compile; `catalogs.test.ts` also refuses an extra one) and copies the
 * files beside the build.
 */
type Translations = {
  readonly 'zh-CN': typeof import('./zh-CN.json', { with: { type: 'json' }});
  readonly 'zh-TW': typeof import('./zh-TW.json', { with: { type: 'json' }});
  readonly ja: typeof import('./ja.json', { with: { type: 'json' }});
  readonly ko: typeof import('./ko.json', { with: { type: 'json' }});
  readonly de: typeof import('./de.json', { with: { type: 'json' }});
  readonly fr: typeof import('./fr.json', { with: { type: 'json' }});
  readonly 'es-ES': typeof import('./es-ES.json', { with: { type: 'json' }});
  readonly 'pt-BR': typeof import('./pt-BR.json', { with: { type: 'json' }});
  readonly ru: typeof import('./ru.json', { with: { type: 'json' }});
};

/** Compiles only when every translation has each message of en-US. */
type Checked<T extends Readonly<Record<Exclude<Locale, typeof DEFAULT_LOCALE>, Catalog>>> = T;

const loaded = new Map<Locale, Catalog>([[DEFAULT_LOCALE, enUS]]);

/**
 * A shipped locale's catalog. en-US's is compiled in; each other is read from its file the first
 * time it is asked for and kept: a bot whose members all read one language never holds the other
 * nine (as modules, they kept 3.2 MiB of heap; read, all nine take 1.2 MiB).
 */
export function catalogOf(locale: Locale): Catalog {
  let catalog = loaded.get(locale);
  if (!catalog) {
    const file = new URL(`./${locale}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(file, 'utf8')) as Checked<Translations>[keyof Translations];
    loaded.set(locale, catalog);
  }
  return catalog;
}
