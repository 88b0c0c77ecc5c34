import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { defineComponent, RIGHTS } from '../src/bot/component.js';
import { componentId } from '../src/bot/component-id.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  runAnimateThisImage,
  showAnimateThisImage,
} from '../src/imagine/requests/animate-image.js';
import { loadNote } from '../src/imagine/requests/image-notes.js';

const data = offeredIn(
  'anywhere',
  localizedCommand(
    (t): MessageMenuPayload => ({
      ...new ContextMenuCommandBuilder()
        .setName(t.t('commands.animateThisImage.name'))
        .setType(ApplicationCommandType.Message)
        .toJSON(),
      type: ApplicationCommandType.Message,
    }),
  ),
);

/** The form's submit, naming the note of the image it animates (kept for whoever used the command). */
const FORM_ID = componentId(data.name, 'run', ['noteId']);

/**
 * "Animate this image" (Apps → on a message with an image): a form asks the motion prompt and low
 * or high motion, then the message's first image is animated as `/animate` does.
 */
export default {
  data,
  needsAction: 'animate',
  execute: (interaction, context) =>
    showAnimateThisImage(interaction, context, (noteId) => FORM_ID.build({ noteId })),
  components: [
    defineComponent({
      kind: 'modal',
      id: FORM_ID,
      right: RIGHTS.owner,
      load: (_, context, { noteId }) => loadNote(context, noteId),
      run: (interaction, context, note) => runAnimateThisImage(interaction, context, note),
    }),
  ],
} satisfies Command<MessageMenuPayload>;
