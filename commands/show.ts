import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { SHOW_IDS } from '../src/history/render-shown.js';
import { autocompleteShow, postGeneration, runShow } from '../src/history/show-generation.js';

const data = offeredIn(
  'anywhere',
  localizedCommand((t) =>
    new SlashCommandBuilder()
      .setName(t.t('commands.show.name'))
      .setDescription(t.t('commands.show.description'))
      .addStringOption((option) =>
        option
          .setName(t.t('commands.show.task.name'))
          .setDescription(t.t('commands.show.task.description'))
          .setRequired(true)
          .setAutocomplete(true),
      )
      .toJSON(),
  ),
);

/** `/show task:`: one generation of the member's history, privately; Post shows it in the channel. */
export default {
  data,
  execute: runShow,
  autocomplete: autocompleteShow,
  components: [
    definePanelComponent({
      kind: 'button',
      id: SHOW_IDS.post,
      run: (interaction, context, { entryId }) => postGeneration(interaction, context, entryId),
    }),
  ],
} satisfies Command;
