import type { MessageContextMenuCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../../bot/command.js';
import { defineComponent, RIGHTS } from '../../bot/component.js';
import { componentId } from '../../bot/component-id.js';
import type { AppContext } from '../../bot/context.js';
import { offeredIn } from '../../bot/install-scope.js';
import { localizedCommand } from '../../bot/localized-command.js';
import type { MessageKey } from '../../i18n/catalog.js';
import type { ImageActionKind } from '../../image-backend/image-actions.js';
import { type ImageNote, loadNote } from './image-notes.js';

/** What an Apps command on a message's image is: its name, its action, its form's two ends. */
export interface ImageMenuCommandSpec {
  /** The catalog key of the command's name. */
  readonly nameKey: MessageKey;
  /** The image action it needs: registered only where a backend served may offer it. */
  readonly needsAction: ImageActionKind;
  /** Whether it also needs reference images followed (`Command.needsReferences`). */
  readonly needsReferences?: true;
  /** Opens the form on the message's first image, kept as a note named by the form's id. */
  readonly show: (
    interaction: MessageContextMenuCommandInteraction,
    context: AppContext,
    formIdOf: (noteId: string) => string,
  ) => Promise<void>;
  /** Runs the submitted form on the note's image (its owner alone: the note says who). */
  readonly run: (
    interaction: ModalSubmitInteraction,
    context: AppContext,
    note: ImageNote,
  ) => Promise<void>;
}

/**
 * An Apps command on a message with an image ("Edit this image", "Animate this image"), in servers
 * and user installs: a form opened on the message's first image, its submit naming the kept note.
 */
export function imageMenuCommand(spec: ImageMenuCommandSpec): Command<MessageMenuPayload> {
  const data = offeredIn(
    'anywhere',
    localizedCommand(
      (t): MessageMenuPayload => ({
        ...new ContextMenuCommandBuilder()
          .setName(t.t(spec.nameKey))
          .setType(ApplicationCommandType.Message)
          .toJSON(),
        type: ApplicationCommandType.Message,
      }),
    ),
  );
  const formId = componentId(data.name, 'run', ['noteId']);
  return {
    data,
    needsAction: spec.needsAction,
    ...(spec.needsReferences && { needsReferences: spec.needsReferences }),
    execute: (interaction, context) =>
      spec.show(interaction, context, (noteId) => formId.build({ noteId })),
    components: [
      defineComponent({
        kind: 'modal',
        id: formId,
        right: RIGHTS.owner,
        load: (_, context, { noteId }) => loadNote(context, noteId),
        run: (interaction, context, note) => spec.run(interaction, context, note),
      }),
    ],
  };
}
