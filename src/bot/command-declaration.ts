import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  User,
} from 'discord.js';
import type { Translator } from '../i18n/translator.js';
import type { AnyComponent } from './component.js';
import type { AppContext } from './context.js';
import type { INSTALL_SCOPES } from './install-scope.js';

/** The kinds of option a command declares, named after discord.js's getters. */
export interface OptionValues {
  readonly string: string;
  readonly integer: number;
  readonly number: number;
  readonly boolean: boolean;
  readonly user: User;
  /**
   * A user option read with the server member Discord resolved for it: `member` is null when the
   * user is not a member of the interaction's server (Discord sends no member then).
   */
  readonly member: { readonly user: User; readonly member: OptionMember | null };
}

/** A resolved member of a user option, as discord.js gives it. */
export type OptionMember = NonNullable<
  ReturnType<ChatInputCommandInteraction['options']['getMember']>
>;

/** A kind of option. */
export type OptionKind = keyof OptionValues;

/**
 * One option, declared as data. Its name and description in every language are the catalogs'
 * `commands.<command>[.<group>][.<subcommand>].<key>.name` and `.description`; the en-US name is
 * what Discord sends back.
 */
export interface OptionDecl<K extends OptionKind = OptionKind> {
  readonly kind: K;
  /** @default false */
  readonly required?: boolean;
  /**
   * Fixed choices of a string option: values whose names are the catalogs' `<option>.<value>`,
   * or every choice as `t` shows it.
   */
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

/** Something a member runs: its options and its handler. */
export interface RunnableDecl<O extends Options = Options> {
  readonly options?: O;
  /** Needs the bot in the server (see {@link OptionDecl.needsBot}). */
  readonly needsBot?: boolean;
  readonly run: CommandHandler<ArgsOf<O>>;
}

/** A subcommand group: its subcommands, by their catalog keys. */
export interface GroupDecl {
  readonly needsBot?: boolean;
  readonly subcommands: Readonly<Record<string, RunnableDecl>>;
}

/** A slash command declared as data: everything Discord and the dispatcher need derives from it. */
export interface CommandDecl<O extends Options = Options> {
  /** Its key in the catalogs' `commands` (its en-US name is the command's name). */
  readonly name: string;
  /** Where Discord offers it (required: see `install-scope.ts`). */
  readonly scope: keyof typeof INSTALL_SCOPES;
  /** Discord shows it only to members with this permission (the bot still checks). */
  readonly managers?: 'ManageGuild';
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
