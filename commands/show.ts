import { requiredOption } from '../src/bot/command-declaration.js';
import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { SHOW_IDS } from '../src/history/render-shown.js';
import {
  autocompleteShow,
  postGeneration,
  showGeneration,
} from '../src/history/show-generation.js';

/** `/show task:`: one generation of the member's history, privately; Post shows it in the channel. */
export default defineCommand({
  name: 'show',
  scope: 'anywhere',
  options: { task: requiredOption('string', { autocomplete: true }) },
  run: (interaction, context, { task }) => showGeneration(interaction, context, task),
  autocomplete: autocompleteShow,
  components: [
    definePanelComponent({
      kind: 'button',
      id: SHOW_IDS.post,
      run: (interaction, context, { entryId }) => postGeneration(interaction, context, entryId),
    }),
  ],
});
