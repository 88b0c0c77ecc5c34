import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { imagineCommandData } from '../src/imagine/options/imagine-command.js';
import { GENERATION_ACTIONS } from '../src/imagine/render/generation-buttons.js';
import { autocompleteModel } from '../src/imagine/requests/autocomplete-model.js';
import { autocompleteStyle } from '../src/imagine/requests/autocomplete-style.js';
import { deleteGeneration } from '../src/imagine/requests/delete-generation.js';
import { regenerate } from '../src/imagine/requests/regenerate.js';
import { runImagine } from '../src/imagine/requests/run-imagine.js';
import { showDetails } from '../src/imagine/requests/show-details.js';

/** `/imagine`: generate an image; its result buttons Re-roll, Retry, Details and Delete. */
export default {
  data: offeredIn('anywhere', imagineCommandData),
  execute: runImagine,
  autocomplete: (interaction, context) =>
    interaction.options.getFocused(true).name === 'style'
      ? autocompleteStyle(interaction, context)
      : autocompleteModel(interaction, context),
  buttons: {
    [GENERATION_ACTIONS.reroll]: (interaction, context, [jobId]) =>
      regenerate(interaction, context, jobId, 'reroll'),
    [GENERATION_ACTIONS.retry]: (interaction, context, [jobId]) =>
      regenerate(interaction, context, jobId, 'retry'),
    [GENERATION_ACTIONS.details]: (interaction, context, [jobId]) =>
      showDetails(interaction, context, jobId),
    [GENERATION_ACTIONS.delete]: (interaction, _context, [, requesterId]) =>
      deleteGeneration(interaction, requesterId),
  },
} satisfies Command;
