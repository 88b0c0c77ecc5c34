import { ApplicationIntegrationType, type Interaction } from 'discord.js';
import { RestartingError } from '../core/app-error.js';
import { DISCORD_ERRORS, discordErrorCode } from '../discord/discord-rules.js';
import { StoreUnreachableError } from '../store/errors.js';
import { AnswerGate } from './answer-gate.js';
import { type AnyCommand, isMessageMenuCommand } from './command.js';
import {
  type AnyComponent,
  type ComponentInteraction,
  type ComponentKind,
  checkAccess,
} from './component.js';
import { splitCustomId } from './component-id.js';
import type { AppContext } from './context.js';
import { describeError, respondWithError } from './error-boundary.js';
import { BotNotInServerError, CommandUnavailableError } from './errors.js';
import { inServerWithoutBot, partsOf } from './install-scope.js';

/**
 * Refuses, in a server the bot is not in (the member installed the app to their account), a
 * command that is not installable to users or a part of it that needs the bot there.
 */
function admit(command: AnyCommand, interaction: Interaction): void {
  if (!inServerWithoutBot(interaction)) return;
  const { integration_types: types = [ApplicationIntegrationType.GuildInstall] } = command.data;
  const needed = command.needsBotInServer ?? [];
  if (
    !types.includes(ApplicationIntegrationType.UserInstall) ||
    partsOf(interaction).some((part) => needed.includes(part))
  ) {
    throw new BotNotInServerError();
  }
}

/** The kind of component an interaction comes from. */
const kindOf = (interaction: ComponentInteraction): ComponentKind =>
  interaction.isButton()
    ? 'button'
    : interaction.isModalSubmit()
      ? 'modal'
      : interaction.isRoleSelectMenu()
        ? 'roleSelect'
        : interaction.isChannelSelectMenu()
          ? 'channelSelect'
          : 'select';

/**
 * Runs a button, string select or modal: the component its custom id routes to (of that kind),
 * the object its fields name loaded from stored state, the interaction checked against that
 * object (`checkAccess`: place, message, the member's right), and only then its handler.
 * @throws {CommandUnavailableError} for a custom id no component of this version declares.
 */
async function runComponent(
  components: ReadonlyMap<string, AnyComponent>,
  interaction: ComponentInteraction,
  context: AppContext,
): Promise<void> {
  const { route, parts } = splitCustomId(interaction.customId);
  const component = components.get(route);
  const fields = component?.id.parse(parts);
  if (!component || component.kind !== kindOf(interaction) || !fields) {
    throw new CommandUnavailableError();
  }
  const { object, belonging } = await component.load(interaction, context, fields);
  checkAccess(interaction, {
    belonging,
    right: component.right,
    ...(component.refused ? { refused: component.refused } : {}),
  });
  await component.run(interaction, context, object);
}

/** Routes interactions to commands and is the bot's one error boundary. */
export interface InteractionDispatcher {
  (interaction: Interaction): Promise<void>;
  /** Stops taking new work: later interactions are told the bot is restarting. */
  drain(): void;
  /** Resolves when every interaction being handled has finished. */
  idle(): Promise<void>;
}

/**
 * Creates the dispatcher: slash commands and message context-menu commands by name (and kind),
 * autocomplete to the command's `autocomplete`,
 * buttons, string selects and modals by their declared custom id, checked before their handler
 * against the object the custom id names (`runComponent`). Every failure ends in a message saying
 * what happened; unexpected ones are logged with an id the message quotes. While the store is
 * unreachable every interaction is refused before it starts anything (every command needs the
 * store), and a failure because the store did not answer says so (`StoreUnreachableError`); the
 * outage itself is logged once, by the store. An interaction Discord no longer knows (its first
 * answer came after 3 s: 10062) is logged and left: nothing can answer it any more. In a server the bot is not in, what needs the bot
 * there is refused once, here (`BotNotInServerError`: see `Command.needsBotInServer`). Interactions
 * wait their turn, first come first served, while 64 are being worked on before their first answer
 * (`AnswerGate`: under a burst the first ones are answered first instead of all late together).
 */
export function createInteractionDispatcher(
  commands: readonly AnyCommand[],
  context: AppContext,
  options: { answers?: AnswerGate } = {},
): InteractionDispatcher {
  const gate = options.answers ?? context.answers ?? new AnswerGate();
  const byName = new Map(commands.map((command) => [command.data.name, command]));
  const slash = new Map(
    commands.flatMap((command) =>
      isMessageMenuCommand(command) ? [] : [[command.data.name, command]],
    ),
  );
  const messageMenus = new Map(
    commands.flatMap((command) =>
      isMessageMenuCommand(command) ? [[command.data.name, command]] : [],
    ),
  );
  const components = new Map(
    commands.flatMap((command) =>
      (command.components ?? []).map((component) => [component.id.route, component] as const),
    ),
  );
  const inFlight = new Set<Promise<void>>();
  let draining = false;

  const route = async (interaction: Interaction): Promise<void> => {
    if (draining) throw new RestartingError();
    context.stores.reachability.assertReachable();
    if (interaction.isChatInputCommand()) {
      const command = slash.get(interaction.commandName);
      if (!command) throw new CommandUnavailableError();
      admit(command, interaction);
      return command.execute(interaction, context);
    }
    if (interaction.isMessageContextMenuCommand()) {
      const command = messageMenus.get(interaction.commandName);
      if (!command) throw new CommandUnavailableError();
      admit(command, interaction);
      return command.execute(interaction, context);
    }
    if (interaction.isAutocomplete()) {
      return slash.get(interaction.commandName)?.autocomplete?.(interaction, context);
    }
    if (
      interaction.isButton() ||
      interaction.isStringSelectMenu() ||
      interaction.isRoleSelectMenu() ||
      interaction.isChannelSelectMenu() ||
      interaction.isModalSubmit()
    ) {
      const command = byName.get(interaction.customId.split(':', 1)[0] ?? '');
      if (command) admit(command, interaction);
      return runComponent(components, interaction, context);
    }
  };

  const dispatch = async (interaction: Interaction): Promise<void> => {
    const task = gate
      .enter(interaction)
      .then((release) => route(interaction).finally(release))
      .catch(async (failure: unknown) => {
        const error = context.stores.reachability.explain(failure);
        const t = context.i18n.translator(interaction.locale);
        const { message, errorId } = describeError(error, t);
        const where = {
          interaction: interaction.id,
          type: interaction.type,
          user: interaction.user.id,
        };
        const reason = (error as Error).name;
        if (discordErrorCode(failure) === DISCORD_ERRORS.unknownInteraction) {
          // Past Discord's 3 s: any answer would fail the same way, one more request in the queue.
          context.logger.warn('interaction expired before it was answered', {
            ...where,
            ageMs: Date.now() - interaction.createdTimestamp,
          });
          return;
        }
        if (errorId) context.logger.error('interaction failed', { ...where, errorId, error });
        else if (error instanceof StoreUnreachableError) {
          context.logger.debug('interaction refused', { ...where, reason });
        } else context.logger.info('interaction refused', { ...where, reason });
        await respondWithError(interaction, message, t).catch((replyError: unknown) =>
          context.logger.warn('could not report an error to the user', {
            ...where,
            error: replyError,
          }),
        );
      });
    inFlight.add(task);
    try {
      await task;
    } finally {
      inFlight.delete(task);
    }
  };

  return Object.assign(dispatch, {
    drain: () => {
      draining = true;
    },
    idle: async () => {
      await Promise.allSettled([...inFlight]);
    },
  });
}
