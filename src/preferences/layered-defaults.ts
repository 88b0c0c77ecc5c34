import type { Stores } from '../store/create-stores.js';
import type { StoredDefaults } from '../store/defaults-store.js';
import {
  DEFAULT_FIELD_NAMES,
  type DefaultField,
  type Defaults,
  defaultsOf,
} from './default-fields.js';
import { UnknownStyleError } from './preference-errors.js';
import { listStyles, type Style, styleNamed } from './styles.js';

/**
 * Where an option's value came from, first one wins: what the member typed, the style they chose,
 * their own settings, the channel's, the server's, else the bot's built-in behaviour.
 */
export const DEFAULT_SOURCES = [
  'typed',
  'style',
  'member',
  'channel',
  'server',
  'builtin',
] as const;

/** A {@link DEFAULT_SOURCES} entry. */
export type DefaultSource = (typeof DEFAULT_SOURCES)[number];

/** The layers of defaults that apply to one member in one channel. */
export interface DefaultLayers {
  readonly member: Defaults;
  /** Empty in a DM. */
  readonly channel: Defaults;
  /** Empty in a DM. */
  readonly server: Defaults;
}

/**
 * What the bot does when no layer sets a field: one image, posted in the channel. Every other
 * field is left to the image service's own default (not sent).
 */
export const BUILT_IN_DEFAULTS: Defaults = { count: 1, visibility: 'public' };

/** Effective values and where each field's came from. */
export interface ResolvedDefaults {
  readonly values: Defaults;
  readonly sources: Readonly<Record<DefaultField, DefaultSource>>;
}

/** Who asks, and where. */
export interface DefaultsPlace {
  readonly userId: string;
  /** Null in a DM. */
  readonly guildId: string | null;
  readonly channelId: string | null;
}

/**
 * Reads the member's, the channel's and the server's defaults. A default style that does not
 * exist here (deleted since, or another server's) is left out, as a stored value no longer valid.
 */
export async function loadDefaultLayers(
  stores: Pick<Stores, 'defaults' | 'styles'>,
  place: DefaultsPlace,
): Promise<DefaultLayers> {
  const { userId, guildId, channelId } = place;
  const { defaults } = stores;
  const [member, channel, server, styles] = await Promise.all([
    defaults.get({ kind: 'member', userId }),
    guildId && channelId ? defaults.get({ kind: 'channel', guildId, channelId }) : {},
    guildId ? defaults.get({ kind: 'server', guildId }) : {},
    listStyles(stores, guildId),
  ]);
  const here = (stored: StoredDefaults): Defaults => {
    const { style, ...rest } = defaultsOf(stored);
    return style !== undefined && styleNamed(styles, style) ? { ...rest, style } : rest;
  };
  return { member: here(member), channel: here(channel), server: here(server) };
}

/**
 * The style a generation uses: the one named (`typed`), else the layers' default one (by
 * {@link resolveDefaults}' order).
 * @throws {UnknownStyleError} when the style typed does not exist here.
 */
export async function chosenStyle(
  stores: Pick<Stores, 'styles'>,
  guildId: string | null,
  typed: string | undefined,
  layers: DefaultLayers,
): Promise<Style | undefined> {
  const named = typed?.trim() ? typed : undefined;
  const name = named ?? resolveDefaults({}, layers).values.style;
  const style =
    name === undefined ? undefined : styleNamed(await listStyles(stores, guildId), name);
  if (named !== undefined && !style) throw new UnknownStyleError(named);
  return style;
}

/**
 * Every field's effective value, by precedence: `typed` > `style` > the member's settings > the
 * channel's > the server's > {@link BUILT_IN_DEFAULTS}; a field no layer sets stays unset
 * (the service's default), its source `builtin`.
 */
export function resolveDefaults(
  typed: Defaults,
  layers: DefaultLayers,
  style: Defaults = {},
): ResolvedDefaults {
  const layer = { typed, style, ...layers, builtin: BUILT_IN_DEFAULTS };
  const values: Record<string, unknown> = {};
  const sources = {} as Record<DefaultField, DefaultSource>;
  for (const field of DEFAULT_FIELD_NAMES) {
    const found = DEFAULT_SOURCES.find((source) => layer[source][field] !== undefined);
    sources[field] = found ?? 'builtin';
    if (found) values[field] = layer[found][field];
  }
  return { values: values as Defaults, sources };
}
