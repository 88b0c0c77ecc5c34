import type { Command } from '../src/bot/command.js';
import { requiredOption } from '../src/bot/command-declaration.js';
import { defineComponent, RIGHTS } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { DESCRIBE_IDS } from '../src/imagine/render/render-description.js';
import {
  describeImage,
  imagineCaption,
  runImaginedCaption,
} from '../src/imagine/requests/describe-image.js';
import { loadNote } from '../src/imagine/requests/image-notes.js';

/**
 * `/describe image:`: the server's image backend describes the image in words, privately, with
 * **Imagine this** (the `/imagine` form with the caption) — also the answer of "Describe this
 * image"; registered only where a backend served may describe. Its components act on the
 * caption kept for the member who asked.
 */
export default {
  ...defineCommand({
    name: 'describe',
    scope: 'anywhere',
    options: { image: requiredOption('attachment') },
    run: (interaction, context, { image }) =>
      describeImage(interaction, context, {
        url: image.url,
        name: image.name,
        size: image.size,
        contentType: image.contentType,
      }),
    components: [
      defineComponent({
        kind: 'button',
        id: DESCRIBE_IDS.imagine,
        right: RIGHTS.owner,
        load: async (_, context, { noteId }) => {
          const { object, belonging } = await loadNote(context, noteId);
          return { object: { note: object, noteId }, belonging };
        },
        run: (interaction, context, { note, noteId }) =>
          imagineCaption(interaction, context, note, noteId),
      }),
      defineComponent({
        kind: 'modal',
        id: DESCRIBE_IDS.run,
        right: RIGHTS.owner,
        load: (_, context, { noteId }) => loadNote(context, noteId),
        run: (interaction, context) => runImaginedCaption(interaction, context),
      }),
    ],
  }),
  needsAction: 'describe',
} satisfies Command;
