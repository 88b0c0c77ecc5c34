import type {
  APIApplicationCommandOptionChoice,
  Attachment,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  User,
} from 'discord.js';
import type { Translator } from '../i18n/translator.js';
import type { AnyComponent } from './component.js';
import type { AppContext } from './context.js';
import type { INSTALL_SCOPES } from './install-scope.js';
import type { Need } from './rights.js';

/** The kinds of option a command declares, named after discord.js's getters. */
export interface OptionValues {
  readonly string: string;
  readonly integer: number;
  readonly number: number;
  readonly boolean: boolean;
  readonly user: User;
  /** A user option with the member Discord resolved for it (null outside the server). */
  readonly member: { readonly user: User; readonly member: OptionMember | null };
  /** A file the member attached (Discord's CDN URL, name, size and type). */
  readonly attachment: Attachment;
}

/** A resolved member of a user option, as discord.js gives it. */
export type OptionMember = NonNullable<
  ReturnType<ChatInputCommandInteraction['options']['getMember']>
>;

/** A kind of option. */
export type OptionKind = keyof OptionValues;

/**
 * One option, declared as data; its names and descriptions are the catalogs'
 * `commands.<command>[.<group>][.<subcommand>].<key>.name` and `.description` (en-US's is sent back).
 */
export interface OptionDecl<K extends OptionKind = OptionKind> {
  readonly kind: K;
  /** @default false */
  readonly required?: boolean;
  /** A string option's fixed choices: values named by the catalogs' `<option>.<value>`, or `t`'s. */
  readonly choices?:
    | readonly string[]
    | ((t: Translator) => readonly APIApplicationCommandOptionChoice<string>[]);
  /** Discord asks for suggestions while it is typed. @default false */
  readonly autocomplete?: boolean;
  /** Bounds of a number, or the longest text. */
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  /** What the description's placeholders say. */
  readonly describe?: Readonly<Record<string, string | number>>;
  /** Needs the bot in the server: refused where only the member installed the app. */
  readonly needsBot?: boolean;
  /** Needs a rank when given (not `false`; for a user, not the member themself). */
  readonly needs?: Need;
}

export type Options = Readonly<Record<string, OptionDecl>>;

/** No options. */
export type NoOptions = Readonly<Record<never, OptionDecl>>;

/** What a handler is given for options `O`, by their keys: required ones always, others when given. */
export type ArgsOf<O extends Options> = {
  readonly [K in keyof O]: O[K] extends { readonly required: true }
    ? OptionValues[O[K]['kind']]
    : OptionValues[O[K]['kind']] | undefined;
};

/** A handler of a command or subcommand, with its options read and typed. */
export type CommandHandler<A> = (
  interaction: ChatInputCommandInteraction,
  context: AppContext,
  args: A,
) => Promise<void>;

/** Something a member runs: its options, right and handler. */
export interface RunnableDecl<O extends Options = Options> {
  readonly options?: O;
  readonly needsBot?: boolean;
  /** @default its group's right, else its command's */
  readonly needs?: Need;
  readonly run: CommandHandler<ArgsOf<O>>;
}

/** A subcommand group: its subcommands, by their catalog keys. */
export interface GroupDecl {
  readonly needsBot?: boolean;
  /** @default its command's right */
  readonly needs?: Need;
  readonly subcommands: Readonly<Record<string, RunnableDecl>>;
}

/** A slash command declared as data: everything Discord and the dispatcher need derives from it. */
export interface CommandDecl<O extends Options = Options> {
  /** Its key in the catalogs' `commands` (its en-US name is the command's name). */
  readonly name: string;
  /** Where Discord offers it (required: see `install-scope.ts`). */
  readonly scope: keyof typeof INSTALL_SCOPES;
  /**
   * Its right (`rights.ts`), also its subcommands' and components' unless they declare theirs;
   * without `when`, Discord shows it only to members with the permission. @default none
   */
  readonly needs?: Need;
  /** A command without subcommands: its options and handler. */
  readonly options?: O;
  readonly run?: CommandHandler<ArgsOf<O>>;
  readonly subcommands?: Readonly<Record<string, RunnableDecl>>;
  readonly groups?: Readonly<Record<string, GroupDecl>>;
  readonly autocomplete?: (
    interaction: AutocompleteInteraction,
    context: AppContext,
  ) => Promise<void>;
  readonly components?: readonly AnyComponent[];
}

type OptionFields<K extends OptionKind> = Omit<OptionDecl<K>, 'kind' | 'required'>;

/** Declares an option a member may leave out (its argument may be undefined). */
export const option = <const K extends OptionKind>(
  kind: K,
  decl: OptionFields<K> = {},
): OptionDecl<K> & { readonly required?: false } => ({ kind, ...decl });

/** Declares an option Discord requires (its argument is always given). */
export const requiredOption = <const K extends OptionKind>(
  kind: K,
  decl: OptionFields<K> = {},
): OptionDecl<K> & { readonly required: true } => ({ kind, ...decl, required: true });

/** Declares a subcommand (the identity function, so its handler's arguments are inferred). */
export const subcommand = <const O extends Options = NoOptions>(
  decl: RunnableDecl<O>,
): RunnableDecl => decl as unknown as RunnableDecl;
