import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { MessageKey } from '../i18n/catalog.js';
import { DEFAULT_LOCALE } from '../i18n/locales.js';
import { createI18n, type Translator } from '../i18n/translator.js';
import { CommandUnavailableError } from './bot-errors.js';
import type { ChatInputPayload, Command } from './command.js';
import type {
  CommandDecl,
  GroupDecl,
  NoOptions,
  OptionDecl,
  OptionKind,
  Options,
  RunnableDecl,
} from './command-declaration.js';
import { offeredIn } from './install-scope.js';
import { localizedCommand } from './localized-command.js';
import { type Need, type PartRight, RANKS, routeOf } from './rights.js';

const OPTION_TYPES = {
  string: ApplicationCommandOptionType.String,
  integer: ApplicationCommandOptionType.Integer,
  number: ApplicationCommandOptionType.Number,
  boolean: ApplicationCommandOptionType.Boolean,
  user: ApplicationCommandOptionType.User,
  member: ApplicationCommandOptionType.User,
  attachment: ApplicationCommandOptionType.Attachment,
} as const satisfies Record<OptionKind, ApplicationCommandOptionType>;

const say = (t: Translator, key: string, values?: Record<string, string | number>) =>
  t.t(`commands.${key}` as MessageKey, values);

function optionPayload(
  t: Translator,
  path: string,
  decl: OptionDecl,
): APIApplicationCommandBasicOption {
  const { choices } = decl;
  return {
    type: OPTION_TYPES[decl.kind],
    name: say(t, `${path}.name`),
    description: say(t, `${path}.description`, decl.describe),
    required: decl.required === true,
    ...(choices && {
      choices:
        typeof choices === 'function'
          ? choices(t)
          : choices.map((value) => ({ name: say(t, `${path}.${value}`), value })),
    }),
    ...(decl.autocomplete && { autocomplete: true }),
    ...(decl.min !== undefined && { min_value: decl.min }),
    ...(decl.max !== undefined && { max_value: decl.max }),
    ...(decl.maxLength !== undefined && { max_length: decl.maxLength }),
  } as APIApplicationCommandBasicOption;
}

const optionsPayload = (t: Translator, path: string, options: Options = {}) =>
  Object.entries(options).map(([key, decl]) => optionPayload(t, `${path}.${key}`, decl));

/** A payload node named and described by the catalogs' `commands.<path>`. */
const node = <T extends ApplicationCommandOptionType | ApplicationCommandType>(
  t: Translator,
  path: string,
  type: T,
  options: APIApplicationCommandOption[],
) => ({ type, name: say(t, `${path}.name`), description: say(t, `${path}.description`), options });

const runnablePayload = (t: Translator, path: string, decl: RunnableDecl) =>
  node(t, path, ApplicationCommandOptionType.Subcommand, optionsPayload(t, path, decl.options));

/** The registration payload of `decl` in `t`'s words. */
function payloadOf(t: Translator, decl: CommandDecl): ChatInputPayload {
  const { name } = decl;
  const subcommands = Object.entries(decl.subcommands ?? {}).map(([key, sub]) =>
    runnablePayload(t, `${name}.${key}`, sub),
  );
  const groups = Object.entries(decl.groups ?? {}).map(([key, group]) =>
    node(
      t,
      `${name}.${key}`,
      ApplicationCommandOptionType.SubcommandGroup,
      Object.entries(group.subcommands).map(
        ([subKey, sub]) => runnablePayload(t, `${name}.${key}.${subKey}`, sub) as never,
      ),
    ),
  );
  const options = [...optionsPayload(t, name, decl.options), ...subcommands, ...groups];
  return {
    ...node(t, name, ApplicationCommandType.ChatInput, options as never),
    ...(decl.needs &&
      !decl.needs.when && {
        default_member_permissions: String(RANKS[decl.needs.rank].permission),
      }),
  };
}

/** One option's value as its kind reads; null or undefined when it was not given. */
function readOption(interaction: ChatInputCommandInteraction, name: string, kind: OptionKind) {
  if (kind === 'user') return interaction.options.getUser(name);
  if (kind === 'attachment') return interaction.options.getAttachment(name);
  if (kind === 'member') {
    const user = interaction.options.getUser(name);
    return user && { user, member: interaction.options.getMember(name) };
  }
  return interaction.options.get(name)?.value;
}

/** Reads `options` from an interaction by their en-US names, typed by their declaration. */
function readArgs(
  interaction: ChatInputCommandInteraction,
  en: Translator,
  path: string,
  options: Options = {},
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, decl] of Object.entries(options)) {
    const name = say(en, `${path}.${key}.name`);
    const value = readOption(interaction, name, decl.kind);
    if (value !== null && value !== undefined) args[key] = value;
  }
  return args;
}

/**
 * The {@link Command} a declaration makes: its payload in every language, offered where `scope`
 * says; a handler that runs the subcommand used with its options read into typed arguments; and,
 * for the dispatcher, what needs the bot in the server and each part's right (inherited from the
 * group and command, by components too). No option name is written anywhere else.
 */
export function defineCommand<const O extends Options = NoOptions>(decl: CommandDecl<O>): Command {
  const general = decl as unknown as CommandDecl;
  const en = createI18n().translator(DEFAULT_LOCALE);
  const nameOf = (path: string) => say(en, `${path}.name`);
  const runs = new Map<string, { path: string; decl: RunnableDecl }>();
  const needsBot: string[] = [];
  const rights: PartRight[] = [];
  /** `apikey.server` → `apikey server`. */
  const partOf = (path: string) =>
    path
      .split('.')
      .map((_, i, keys) => nameOf(keys.slice(0, i + 1).join('.')))
      .join(' ');
  /** `need` with its `when` naming an option of `path` by its en-US name. */
  const resolved = (path: string, need: Need): Need =>
    need.when ? { ...need, when: { ...need.when, key: nameOf(`${path}.${need.when.key}`) } } : need;
  const top = { need: general.needs, part: partOf(decl.name) };
  const addRunnable = (
    path: string,
    runnable: RunnableDecl,
    inherited = top,
    group?: GroupDecl,
  ) => {
    const part = partOf(path);
    const route = part.split(' ').slice(1).join(' ');
    runs.set(route, { path, decl: runnable });
    if (runnable.needsBot && !group?.needsBot) needsBot.push(nameOf(path));
    const need = runnable.needs ?? inherited.need;
    if (need) {
      rights.push({
        part: inherited.need ? inherited.part : part,
        at: { route },
        need: resolved(path, need),
      });
    }
    for (const [key, opt] of Object.entries(runnable.options ?? {})) {
      const option = nameOf(`${path}.${key}`);
      if (opt.needsBot) needsBot.push(option);
      if (!opt.needs) continue;
      const user = opt.kind === 'user' || opt.kind === 'member';
      rights.push({
        part: `${part} ${option}${opt.kind === 'boolean' ? ':True' : ''}`,
        at: { route, option, ...(user && { user }) },
        need: opt.needs,
      });
    }
  };
  if (general.run) addRunnable(decl.name, { options: general.options ?? {}, run: general.run });
  for (const [key, sub] of Object.entries(general.subcommands ?? {})) {
    addRunnable(`${decl.name}.${key}`, sub);
  }
  for (const [key, group] of Object.entries(general.groups ?? {})) {
    const path = `${decl.name}.${key}`;
    if (group.needsBot) needsBot.push(nameOf(path));
    const inherited = group.needs ? { need: group.needs, part: partOf(path) } : top;
    for (const [subKey, sub] of Object.entries(group.subcommands)) {
      addRunnable(`${path}.${subKey}`, sub, inherited, group);
    }
  }
  for (const component of general.components ?? []) {
    const { action } = component.id;
    if (component.needsBot) needsBot.push(action);
    const need = component.needs === undefined ? general.needs : component.needs;
    if (need) rights.push({ part: `${top.part} ${action}`, at: { action }, need });
  }
  return {
    data: offeredIn(
      decl.scope,
      localizedCommand((t) => payloadOf(t, general)),
    ),
    ...(needsBot.length > 0 && { needsBotInServer: needsBot }),
    rights,
    execute: async (interaction, context) => {
      const found = runs.get(routeOf(interaction));
      if (!found) throw new CommandUnavailableError();
      const args = readArgs(interaction, en, found.path, found.decl.options);
      await found.decl.run(interaction, context, args as never);
    },
    ...(decl.autocomplete && { autocomplete: decl.autocomplete }),
    ...(decl.components && { components: decl.components }),
  };
}
