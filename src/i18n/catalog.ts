import type { enUS } from './catalogs/en-US.js';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * A locale's messages: exactly the keys of the en-US catalog, each an ICU MessageFormat string
 * (placeholders `{name}`, plurals `{count, plural, one {…} other {…}}`, selects). A catalog typed
 * `Catalog` that lacks a key or has one too many does not compile.
 */
export type Catalog = Shape<typeof enUS>;

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The dotted key of one message, e.g. `apikey.status.title`. */
export type MessageKey = Paths<Catalog>;

/** A catalog's tree, walked by key. */
export interface CatalogTree {
  readonly [key: string]: string | CatalogTree;
}

/** The message at a dotted key, or undefined when there is none. */
export function lookup(catalog: Catalog | CatalogTree, key: string): string | undefined {
  let node: string | CatalogTree | undefined = catalog as CatalogTree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every message of a catalog as `[key, message]`, in declaration order. */
export function entriesOf(catalog: Catalog | CatalogTree, prefix = ''): [string, string][] {
  return Object.entries(catalog as CatalogTree).flatMap(([key, node]) =>
    typeof node === 'string'
      ? [[`${prefix}${key}`, node] as [string, string]]
      : entriesOf(node, `${prefix}${key}.`),
  );
}
