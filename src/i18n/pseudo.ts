import { type Catalog, mapCatalog } from './catalog.js';

/** Brackets around every pseudo-localized message. */
export const PSEUDO_BRACKETS = ['⟦', '⟧'] as const;

/**
 * The en-US catalog with every message wrapped in `⟦…⟧`: a text a member is shown that has letters
 * outside brackets (besides their own words and untranslatable tokens) was written outside the
 * catalogs. The brackets are not ICU syntax, so placeholders, plurals and selects keep working.
 */
export function pseudoCatalog(english: Catalog): Catalog {
  const [open, close] = PSEUDO_BRACKETS;
  return mapCatalog(english, (message) => `${open}${message}${close}`);
}
