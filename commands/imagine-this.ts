import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  IMAGINE_THIS_ACTION,
  runImagineThis,
  showImagineThisForm,
} from '../src/imagine/requests/imagine-this.js';

const data = offeredIn(
  'server',
  localizedCommand(
    (t): MessageMenuPayload => ({
      ...new ContextMenuCommandBuilder()
        .setName(t.t('commands.imagineThis.name'))
        .setType(ApplicationCommandType.Message)
        .toJSON(),
      type: ApplicationCommandType.Message,
    }),
  ),
);

/** "Imagine this" (Apps → on a message): the `/imagine` form with the message's text as the prompt. */
export default {
  data,
  execute: (interaction, context) => showImagineThisForm(interaction, context, data.name),
  modals: {
    [IMAGINE_THIS_ACTION]: (interaction, context) => runImagineThis(interaction, context),
  },
} satisfies Command<MessageMenuPayload>;
