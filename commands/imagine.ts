import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { imagineCommandData } from '../src/imagine/options/imagine-command.js';
import { autocompleteModel } from '../src/imagine/requests/autocomplete-model.js';
import { autocompleteStyle } from '../src/imagine/requests/autocomplete-style.js';
import { GENERATION_COMPONENTS } from '../src/imagine/requests/generation-components.js';
import { runImagine } from '../src/imagine/requests/run-imagine.js';

/**
 * `/imagine`: generate images; Cancel / Stop waiting while they run; their result buttons
 * Re-roll, Retry, Remix (and its form), Details and Delete.
 */
export default {
  data: offeredIn('anywhere', imagineCommandData),
  execute: runImagine,
  autocomplete: (interaction, context) =>
    interaction.options.getFocused(true).name === 'style'
      ? autocompleteStyle(interaction, context)
      : autocompleteModel(interaction, context),
  components: GENERATION_COMPONENTS,
} satisfies Command;
