import type { ValidateFunction } from 'ajv';
import type { FormError } from '../api-error.js';
import { refPointer, resolvePointer } from './openapi-document.js';
import { discordFormError } from './spec-error-codes.js';

type Schema = Record<string, unknown>;

/** Keywords that hold sub-schemas: a node is checked without them, then they are walked. */
const APPLICATORS = new Set(
  [
    '$ref $dynamicRef allOf anyOf oneOf not if then else discriminator',
    'properties patternProperties additionalProperties propertyNames dependentSchemas',
    'items prefixItems contains unevaluatedItems unevaluatedProperties',
  ]
    .join(' ')
    .split(' '),
);

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const admits = (type: unknown, value: unknown) => {
  if (type === undefined) return true;
  const kind = jsonType(value);
  return ([] as unknown[])
    .concat(type)
    .some((t) => t === kind || (t === 'integer' && Number.isInteger(value)));
};

/** How the explainer checks schemas: whole sub-schemas by pointer, single nodes without their children. */
export interface SchemaChecks {
  at(pointer: string): ValidateFunction;
  node(schema: Schema): ValidateFunction;
}

/**
 * Turns a body the spec rejects into Discord's error list. ajv alone reports every branch of
 * every `oneOf`; this walks the body and, at each union, follows the branch the body meant (the
 * one whose `type` matches, else the one with the fewest complaints), as Discord's own
 * validator reports one reason per field.
 */
export class SpecFailureExplainer {
  readonly #ownChecks = new WeakMap<Schema, ValidateFunction>();

  constructor(
    private readonly document: unknown,
    private readonly checks: SchemaChecks,
  ) {}

  explain(pointer: string, value: unknown, path: string[] = []): FormError[] {
    const schema = resolvePointer(this.document, pointer);
    if (schema === true || schema === undefined) return [];
    if (schema === false) return [{ path, code: 'BASE_TYPE_INVALID', message: 'Not allowed.' }];
    const node = schema as Schema;
    const own = this.#own(node, value, path);
    if (own.typeMismatch) return own.errors;
    const found = [...own.errors];
    if (typeof node.$ref === 'string')
      found.push(...this.explain(refPointer(node.$ref), value, path));
    (node.allOf as unknown[] | undefined)?.forEach((_, i) => {
      found.push(...this.explain(`${pointer}/allOf/${i}`, value, path));
    });
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches))
        found.push(...this.#union(`${pointer}/${key}`, branches, value, path));
    }
    found.push(...this.#children(pointer, node, value, path));
    return dedupe(found);
  }

  /** The node's own keywords (type, lengths, required, enum…) without its sub-schemas. */
  #own(node: Schema, value: unknown, path: string[]) {
    let check = this.#ownChecks.get(node);
    if (!check) {
      const own = Object.fromEntries(Object.entries(node).filter(([k]) => !APPLICATORS.has(k)));
      if (node.additionalProperties === false) {
        const names = Object.keys((node.properties as Schema | undefined) ?? {});
        own.properties = Object.fromEntries(names.map((k) => [k, true]));
        own.additionalProperties = false;
      }
      check = this.checks.node(own);
      this.#ownChecks.set(node, check);
    }
    if (check(value)) return { errors: [], typeMismatch: false };
    const errors = check.errors ?? [];
    const typeError = errors.find((e) => e.keyword === 'type');
    if (typeError)
      return { errors: [discordFormError(typeError, node, value, path)], typeMismatch: true };
    return {
      errors: errors.map((e) => discordFormError(e, node, value, path)),
      typeMismatch: false,
    };
  }

  #children(pointer: string, node: Schema, value: unknown, path: string[]): FormError[] {
    const found: FormError[] = [];
    if (Array.isArray(value) && node.items !== undefined) {
      for (const [i, item] of value.entries()) {
        found.push(...this.explain(`${pointer}/items`, item, [...path, String(i)]));
      }
    } else if (jsonType(value) === 'object') {
      const properties = (node.properties as Schema | undefined) ?? {};
      for (const [key, item] of Object.entries(value as Schema)) {
        const escaped = key.replaceAll('~', '~0').replaceAll('/', '~1');
        if (key in properties)
          found.push(...this.explain(`${pointer}/properties/${escaped}`, item, [...path, key]));
        else if (typeof node.additionalProperties === 'object')
          found.push(...this.explain(`${pointer}/additionalProperties`, item, [...path, key]));
      }
    }
    return found;
  }

  /** The errors of the branch the value meant; none when some branch accepts it. */
  #union(pointer: string, branches: unknown[], value: unknown, path: string[]): FormError[] {
    const pointers = branches.map((_, i) => this.#target(`${pointer}/${i}`));
    if (pointers.some((p) => this.checks.at(p)(value))) return [];
    const schemaAt = (p: string) => resolvePointer(this.document, p) as Schema | undefined;
    const typed = pointers.filter((p) => admits(schemaAt(p)?.type, value));
    const meant = typed.filter((p) => this.#discriminates(p, value));
    // A value of the wrong type is explained by the real form, not by the `null` of a nullable.
    const notNull = pointers.filter((p) => schemaAt(p)?.type !== 'null');
    const candidates = [meant, typed, notNull, pointers].find((list) => list.length) ?? [];
    let best: FormError[] | undefined;
    for (const candidate of candidates) {
      const errors = this.explain(candidate, value, path);
      if (errors.length && (!best || errors.length < best.length)) best = errors;
    }
    return (
      best ?? [
        { path, code: 'BASE_TYPE_INVALID', message: 'Value matches none of the allowed forms.' },
      ]
    );
  }

  /** Whether an object's `type` is one the branch accepts (the branch's discriminator). */
  #discriminates(pointer: string, value: unknown): boolean {
    const node = resolvePointer(this.document, pointer) as Schema | undefined;
    const typeSchema = (node?.properties as Schema | undefined)?.type;
    if (jsonType(value) !== 'object' || typeSchema === undefined || !('type' in (value as Schema)))
      return false;
    return this.checks.at(`${pointer}/properties/type`)((value as Schema).type);
  }

  /** Follows a branch that is only a `$ref` to the schema it names. */
  #target(pointer: string): string {
    const node = resolvePointer(this.document, pointer) as Schema | undefined;
    if (node && typeof node.$ref === 'string' && Object.keys(node).length === 1)
      return this.#target(refPointer(node.$ref));
    return pointer;
  }
}

function dedupe(errors: FormError[]): FormError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.path.join('.')}|${e.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
