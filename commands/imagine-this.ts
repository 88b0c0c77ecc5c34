import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  ContextMenuCommandBuilder,
  InteractionContextType,
} from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  IMAGINE_THIS_ACTION,
  runImagineThis,
  showImagineThisForm,
} from '../src/imagine/requests/imagine-this.js';

const data = localizedCommand(
  (t): MessageMenuPayload => ({
    ...new ContextMenuCommandBuilder()
      .setName(t.t('commands.imagineThis.name'))
      .setType(ApplicationCommandType.Message)
      .setContexts(InteractionContextType.Guild)
      .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
      .toJSON(),
    type: ApplicationCommandType.Message,
  }),
);

/** "Imagine this" (Apps → on a message): the `/imagine` form with the message's text as the prompt. */
export default {
  data,
  execute: (interaction, context) => showImagineThisForm(interaction, context, data.name),
  modals: {
    [IMAGINE_THIS_ACTION]: (interaction, context) => runImagineThis(interaction, context),
  },
} satisfies Command<MessageMenuPayload>;
