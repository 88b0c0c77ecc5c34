import type { Command } from '../src/command.js';
import { autocompleteModel } from '../src/imagine/autocomplete-model.js';
import { deleteGeneration } from '../src/imagine/delete-generation.js';
import { imagineCommandData } from '../src/imagine/imagine-command-data.js';
import { regenerate } from '../src/imagine/regenerate.js';
import { runImagine } from '../src/imagine/run-imagine.js';
import { showDetails } from '../src/imagine/show-details.js';
import { GENERATION_ACTIONS } from '../src/render/generation-buttons.js';

/** `/imagine`: generate an image; its result buttons Re-roll, Retry, Details and Delete. */
export default {
  data: imagineCommandData,
  execute: runImagine,
  autocomplete: autocompleteModel,
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
