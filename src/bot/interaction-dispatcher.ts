import { ApplicationIntegrationType, type Interaction } from 'discord.js';
import { AppError, RestartingError } from '../core/app-error.js';
import { DISCORD_ERRORS, discordErrorCode } from '../discord/discord-rules.js';
import { namingOf } from '../image-backend/backend-naming.js';
import { StoreUnreachableError } from '../store/store-errors.js';
import { AnswerGate } from './answer-gate.js';
import { BotNotInServerError, CommandUnavailableError } from './bot-errors.js';
import { type AnyCommand, isMessageMenuCommand } from './command.js';
import { type ComponentInteraction, type ComponentKind, checkAccess } from './component.js';
import { splitCustomId } from './component-id.js';
import type { AppContext } from './context.js';
import { describeError, respondWithError } from './error-boundary.js';
import { inServerWithoutBot, partsOf } from './install-scope.js';
import { checkRights } from './rights.js';
import { serverBackend } from './server-backend.js';
import { isKeyError, serviceWhere } from './service-where.js';

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

/** How to tell each kind of component's interaction. */
const KINDS: Record<ComponentKind, (interaction: Interaction) => boolean> = {
  button: (interaction) => interaction.isButton(),
  select: (interaction) => interaction.isStringSelectMenu(),
  roleSelect: (interaction) => interaction.isRoleSelectMenu(),
  channelSelect: (interaction) => interaction.isChannelSelectMenu(),
  modal: (interaction) => interaction.isModalSubmit(),
};

const kindOf = (interaction: Interaction) =>
  (Object.keys(KINDS) as ComponentKind[]).find((kind) => KINDS[kind](interaction));

/** Routes interactions to commands and is the bot's one error boundary. */
export interface InteractionDispatcher {
  (interaction: Interaction): Promise<void>;
  /** Stops taking new work: later interactions are told the bot is restarting. */
  drain(): void;
  /** Resolves when every interaction being handled has finished. */
  idle(): Promise<void>;
}

/**
 * Creates the dispatcher: commands by name and kind, components by their custom id's route, each
 * checked before its handler (a component against the object it names, `checkAccess`; both against
 * their rights, `checkRights`), everything refused while the store is unreachable. A failure ends
 * in a private message (an unexpected one logged with an id it quotes); one Discord no longer
 * knows (10062) or that another process answered first (40060) is logged and left. Interactions wait their turn in the context's `AnswerGate`.
 */
export function createInteractionDispatcher(
  commands: readonly AnyCommand[],
  context: AppContext,
): InteractionDispatcher {
  const gate = context.answers ?? new AnswerGate();
  const byName = new Map(commands.map((command) => [command.data.name, command]));
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
    if (interaction.isAutocomplete()) {
      return byName.get(interaction.commandName)?.autocomplete?.(interaction, context);
    }
    if (interaction.isChatInputCommand() || interaction.isMessageContextMenuCommand()) {
      const command = byName.get(interaction.commandName);
      if (!command || isMessageMenuCommand(command) !== interaction.isMessageContextMenuCommand()) {
        throw new CommandUnavailableError();
      }
      admit(command, interaction);
      checkRights(command.rights, interaction);
      return command.execute(interaction as never, context);
    }
    const kind = kindOf(interaction);
    if (!kind) return;
    const used = interaction as ComponentInteraction;
    const id = splitCustomId(used.customId);
    const command = byName.get(id.command);
    if (command) admit(command, interaction);
    const component = components.get(id.route);
    const fields = component?.id.parse(id.parts);
    if (!command || !component || component.kind !== kind || !fields) {
      throw new CommandUnavailableError();
    }
    const { object, belonging } = await component.load(used, context, fields);
    checkAccess(used, { ...component, belonging });
    checkRights(command.rights, interaction, { action: id.action, fields });
    await component.run(used, context, object);
  };

  /** The backend of the server (or the fallback when it can't be read): errors name it. */
  const backendHere = (guildId: string | null) =>
    serverBackend(context, guildId).catch(() => context.backends?.fallback);

  const dispatch = async (interaction: Interaction): Promise<void> => {
    const task = gate
      .enter(interaction)
      .then((release) => route(interaction).finally(release))
      .catch(async (failure: unknown) => {
        const error = context.stores.reachability.explain(failure);
        const t = context.i18n.translator(interaction.locale);
        const registered = await backendHere(interaction.guildId);
        const naming = registered && namingOf(registered);
        const described = describeError(error, t, naming ? { naming } : {});
        const { errorId } = described;
        const signup =
          registered && isKeyError(error) ? serviceWhere(registered.signup, t) : undefined;
        const message = signup ? `${described.message}\n${signup}` : described.message;
        const where = {
          interaction: interaction.id,
          type: interaction.type,
          user: interaction.user.id,
        };
        const code = discordErrorCode(failure);
        if (code === DISCORD_ERRORS.unknownInteraction) {
          // Past Discord's 3 s: any answer would fail the same way, one more request in the queue.
          const ageMs = Date.now() - interaction.createdTimestamp;
          context.logger.warn('interaction expired before it was answered', { ...where, ageMs });
          return;
        }
        if (code === DISCORD_ERRORS.alreadyAcknowledged) {
          // Answered by the process that took the shard while this one was paused: the member
          // sees that answer, and Discord would refuse this one's error too.
          context.logger.warn('interaction answered elsewhere before this answer', where);
          return;
        }
        const reason = (error as Error).name;
        // An expected error's detail is for the operator: a service's host and cause, say.
        const detail = error instanceof AppError ? error.detail : undefined;
        const refused = { ...where, reason, ...(detail && { detail }) };
        if (errorId) context.logger.error('interaction failed', { ...where, errorId, error });
        else if (error instanceof StoreUnreachableError) {
          context.logger.debug('interaction refused', refused);
        } else context.logger.info('interaction refused', refused);
        const { notice } = described;
        await respondWithError(interaction, message, t, { notice }).catch((replyError: unknown) =>
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
