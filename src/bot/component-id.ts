/** The separator of a custom id's parts: `command:action:field…`. */
const SEPARATOR = ':';

/** Discord's limit on a custom id's length. */
const MAX_CUSTOM_ID = 100;

/** The values a custom id of fields `F` carries (numbers are written as text). */
export type ComponentFields<F extends string> = { readonly [K in F]: string };

/**
 * A component's custom id, declared once beside its component: the command it routes to, its
 * action, and its named fields in order. The same declaration builds the id the bot writes and
 * reads the one a member sends back, which is user input like any option: a field is only a
 * name to look up in stored state, never who someone is.
 */
export interface ComponentId<F extends string = never> {
  readonly command: string;
  readonly action: string;
  readonly fields: readonly F[];
  /** `command:action` — what the router finds the component by. */
  readonly route: string;
  /**
   * The custom id naming `values`.
   * @throws {RangeError} past Discord's 100 characters.
   */
  build(
    ...values: [F] extends [never] ? [] : [ComponentFields<F> | Record<F, string | number>]
  ): string;
  /**
   * The fields of a custom id's parts after `command:action`, or undefined when one is missing or
   * empty. Extra parts (written by an older version) are ignored.
   */
  parse(parts: readonly string[]): ComponentFields<F> | undefined;
}

/**
 * Declares the custom id of `command`'s component `action` with `fields`, e.g.
 * `componentId('imagine', 'cancel', ['replyId'])`.
 */
export function componentId<const F extends string = never>(
  command: string,
  action: string,
  fields: readonly F[] = [],
): ComponentId<F> {
  const route = `${command}${SEPARATOR}${action}`;
  return {
    command,
    action,
    fields,
    route,
    build: (...[values]: unknown[]) => {
      const given = (values ?? {}) as Record<string, string | number>;
      const id = [route, ...fields.map((field) => String(given[field]))].join(SEPARATOR);
      if (id.length > MAX_CUSTOM_ID)
        throw new RangeError(`custom id longer than ${MAX_CUSTOM_ID} characters: ${route}`);
      return id;
    },
    parse: (parts) => {
      const entries = fields.map((field, index) => [field, parts[index] ?? ''] as const);
      if (entries.some(([, value]) => value === '')) return undefined;
      return Object.fromEntries(entries) as ComponentFields<F>;
    },
  };
}

/** Splits a custom id into its route (`command:action`) and the parts after it. */
export function splitCustomId(customId: string): { route: string; parts: string[] } {
  const [command = '', action = '', ...parts] = customId.split(SEPARATOR);
  return { route: `${command}${SEPARATOR}${action}`, parts };
}
