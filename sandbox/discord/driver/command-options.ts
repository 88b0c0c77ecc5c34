import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType as T,
} from 'discord-api-types/v10';
import type { ChannelRef, RoleRef, UserRef } from './refs.js';

/** A file a user attaches to a command option: bytes, a name, optionally a type. */
export interface Upload {
  name: string;
  data: Buffer | Uint8Array | string;
  contentType?: string;
  description?: string;
}

/** An option value: typed by the registered command, else inferred from the JS value. */
export type OptionValue =
  | string
  | number
  | boolean
  | UserRef
  | ChannelRef
  | RoleRef
  | Upload
  | { readonly type: T; readonly value: string | number | boolean };

/** An option ready for the payload, before resolution of users, channels, roles and files. */
export interface PlainOption {
  name: string;
  type: T;
  value: OptionValue;
  focused?: boolean;
}

/** Where the options sit: a subcommand (inside a group) or the command itself. */
export interface OptionPath {
  /** The subcommand group (type 2) around the subcommand. @default none */
  subcommandGroup?: string;
  /** The subcommand (type 1) the options belong to. @default none: options of the command itself */
  subcommand?: string;
}

/** Infers an option type from a value when no registered command says otherwise. */
function inferType(value: OptionValue): T {
  if (typeof value === 'string') return T.String;
  if (typeof value === 'boolean') return T.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? T.Integer : T.Number;
  if ('kind' in value)
    return value.kind === 'user' ? T.User : value.kind === 'role' ? T.Role : T.Channel;
  if ('data' in value && 'name' in value) return T.Attachment;
  return value.type;
}

/** The option schema at `path`, checking the path exists (registered commands only). */
function schemaAt(
  schema: readonly APIApplicationCommandOption[],
  path: OptionPath,
  command: string,
) {
  let level: readonly APIApplicationCommandOption[] = schema;
  for (const [name, type] of [
    [path.subcommandGroup, T.SubcommandGroup],
    [path.subcommand, T.Subcommand],
  ] as const) {
    if (!name) continue;
    const found = level.find((o) => o.name === name && o.type === type);
    if (!found)
      throw new Error(
        `/${command} has no ${type === T.Subcommand ? 'subcommand' : 'group'} "${name}"`,
      );
    level = ('options' in found ? found.options : undefined) ?? [];
  }
  if (level.some((o) => o.type === T.Subcommand || o.type === T.SubcommandGroup)) {
    throw new Error(`/${command} needs a subcommand (${level.map((o) => o.name).join(', ')})`);
  }
  return level;
}

/**
 * Types the given options: by the registered schema when there is one (rejecting unknown names,
 * missing required options and values outside `choices`, as Discord's client would), else by value.
 */
export function typeOptions(
  command: string,
  values: Readonly<Record<string, OptionValue>>,
  path: OptionPath,
  schema: readonly APIApplicationCommandOption[] | undefined,
  focused?: string,
): PlainOption[] {
  const level = schema ? schemaAt(schema, path, command) : undefined;
  const options = Object.entries(values).map(([name, value]): PlainOption => {
    const declared = level?.find((o) => o.name === name);
    if (level && !declared) throw new Error(`/${command} has no option "${name}"`);
    const choices = declared && 'choices' in declared ? declared.choices : undefined;
    if (choices?.length && name !== focused && !choices.some((c) => c.value === value)) {
      throw new Error(
        `/${command} option "${name}" must be one of ${choices.map((c) => c.value).join(', ')}`,
      );
    }
    const type = (declared?.type as T | undefined) ?? inferType(value);
    // Discord's client sends a file it uploaded, never typed text; `{ type, value }` is a forgery.
    if (
      type === T.Attachment &&
      (typeof value !== 'object' || !('data' in value || 'type' in value))
    )
      throw new Error(`/${command} option "${name}" takes a file, not ${JSON.stringify(value)}`);
    return { name, type, value, ...(name === focused ? { focused: true } : {}) };
  });
  for (const option of level ?? []) {
    const required = 'required' in option && option.required;
    if (required && !(option.name in values) && !focused) {
      throw new Error(`/${command} requires option "${option.name}"`);
    }
  }
  if (focused && !(focused in values)) throw new Error(`focused option "${focused}" has no value`);
  return options;
}

/** Wraps options in their subcommand and group, the way Discord nests them. */
export function nestOptions<O>(options: O[], path: OptionPath): (O | Record<string, unknown>)[] {
  if (!path.subcommand) return options;
  const sub = { type: T.Subcommand, name: path.subcommand, options };
  return path.subcommandGroup
    ? [{ type: T.SubcommandGroup, name: path.subcommandGroup, options: [sub] }]
    : [sub];
}
