/** The separator of a custom id's parts: `command:action:field…`. */
const SEPARATOR = ':';

/** Discord's limit on a custom id's length. */
const MAX_CUSTOM_ID = 100;

/** The values a custom id of fields `F` carries (numbers are written as text). */
export type ComponentFields<F extends string> = { readonly [K in F]: string };

/**
 * A component's custom id, declared once: its command, action and named fields in order; it builds
 * the id the bot writes and reads the one sent back, user input whose fields only name what to
 * look up in stored state, never who someone is.
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
  /** The fields of the parts after `command:action`; undefined when one is empty. Extras are ignored. */
  parse(parts: readonly string[]): ComponentFields<F> | undefined;
}

/** Declares the custom id of a component, e.g. `componentId('imagine', 'cancel', ['replyId'])`. */
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

/**
 * Splits a custom id (user input: any text) into its command, action, route (`command:action`)
 * and the parts after it.
 */
export function splitCustomId(customId: string) {
  const [command = '', action = '', ...parts] = customId.split(SEPARATOR);
  return { command, action, route: `${command}${SEPARATOR}${action}`, parts };
}
