import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { describeImage } from '../src/imagine/requests/describe-image.js';
import { firstImageOf } from '../src/imagine/requests/message-image.js';

/**
 * "Describe this image" (Apps → on a message with an image), in servers and in user installs:
 * `/describe` on the message's first image, answered privately with **Imagine this**.
 */
export default {
  data: offeredIn(
    'anywhere',
    localizedCommand(
      (t): MessageMenuPayload => ({
        ...new ContextMenuCommandBuilder()
          .setName(t.t('commands.describeThisImage.name'))
          .setType(ApplicationCommandType.Message)
          .toJSON(),
        type: ApplicationCommandType.Message,
      }),
    ),
  ),
  needsAction: 'describe',
  execute: async (interaction, context) =>
    describeImage(interaction, context, firstImageOf(interaction.targetMessage)),
} satisfies Command<MessageMenuPayload>;
