/** `T` with the members `D` provides made required: what {@link withDefaults} returns. */
export type WithDefaults<T, D> = Omit<T, keyof D> & {
  [K in keyof D & keyof T]-?: Exclude<T[K], undefined>;
};

/**
 * Options over their defaults: every member of `options` that is not `undefined` wins, every other
 * member comes from `defaults`. The one merge every options object of the bot goes through, so an
 * option passed as `undefined` (an unset variable) never erases its default.
 */
export function withDefaults<T extends object, D extends Partial<T>>(
  defaults: D,
  options: T,
): WithDefaults<T, D> {
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  );
  return { ...defaults, ...given } as WithDefaults<T, D>;
}
