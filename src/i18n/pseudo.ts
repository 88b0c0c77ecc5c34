import type { Catalog, CatalogTree } from './catalog.js';

/** Brackets around every pseudo-localized message. */
export const PSEUDO_BRACKETS = ['⟦', '⟧'] as const;

/**
 * The en-US catalog with every message wrapped in `⟦…⟧`: a text a member is shown that has letters
 * outside brackets (besides their own words and untranslatable tokens) was written outside the
 * catalogs. The brackets are not ICU syntax, so placeholders, plurals and selects keep working.
 */
export function pseudoCatalog(english: Catalog): Catalog {
  const [open, close] = PSEUDO_BRACKETS;
  const walk = (node: CatalogTree): CatalogTree =>
    Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        typeof child === 'string' ? `${open}${child}${close}` : walk(child),
      ]),
    );
  return walk(english as CatalogTree) as unknown as Catalog;
}
