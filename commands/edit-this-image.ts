import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { defineComponent, RIGHTS } from '../src/bot/component.js';
import { componentId } from '../src/bot/component-id.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { runEditThisImage, showEditThisImage } from '../src/imagine/requests/edit-this-image.js';
import { loadNote } from '../src/imagine/requests/image-notes.js';

const data = offeredIn(
  'anywhere',
  localizedCommand(
    (t): MessageMenuPayload => ({
      ...new ContextMenuCommandBuilder()
        .setName(t.t('commands.editThisImage.name'))
        .setType(ApplicationCommandType.Message)
        .toJSON(),
      type: ApplicationCommandType.Message,
    }),
  ),
);

/** The form's submit, naming the note of the image it edits (kept for whoever used the command). */
const FORM_ID = componentId(data.name, 'run', ['noteId']);

/**
 * "Edit this image" (Apps → on a message with an image), in servers and in user installs: a form
 * asks what to change, then `/imagine` runs the change on the message's first image.
 */
export default {
  data,
  needsAction: 'edit',
  execute: (interaction, context) =>
    showEditThisImage(interaction, context, (noteId) => FORM_ID.build({ noteId })),
  components: [
    defineComponent({
      kind: 'modal',
      id: FORM_ID,
      right: RIGHTS.owner,
      load: (_, context, { noteId }) => loadNote(context, noteId),
      run: (interaction, context, note) => runEditThisImage(interaction, context, note),
    }),
  ],
} satisfies Command<MessageMenuPayload>;
