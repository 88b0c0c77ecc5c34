import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { imagineCommandData } from '../src/imagine/options/imagine-command.js';
import { GENERATION_ACTIONS } from '../src/imagine/render/generation-buttons.js';
import { autocompleteModel } from '../src/imagine/requests/autocomplete-model.js';
import { autocompleteStyle } from '../src/imagine/requests/autocomplete-style.js';
import { cancelGeneration, stopWaiting } from '../src/imagine/requests/cancel-generation.js';
import { deleteGeneration } from '../src/imagine/requests/delete-generation.js';
import { regenerate } from '../src/imagine/requests/regenerate.js';
import { runRemix, showRemixForm } from '../src/imagine/requests/remix.js';
import { runImagine } from '../src/imagine/requests/run-imagine.js';
import { showDetails } from '../src/imagine/requests/show-details.js';

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
  buttons: {
    [GENERATION_ACTIONS.reroll]: (interaction, context, [jobId]) =>
      regenerate(interaction, context, jobId, 'reroll'),
    [GENERATION_ACTIONS.retry]: (interaction, context, [jobId]) =>
      regenerate(interaction, context, jobId, 'retry'),
    [GENERATION_ACTIONS.details]: (interaction, context, [jobId]) =>
      showDetails(interaction, context, jobId),
    [GENERATION_ACTIONS.delete]: (interaction, _context, [, requesterId]) =>
      deleteGeneration(interaction, requesterId),
    [GENERATION_ACTIONS.remix]: (interaction, context, [jobId]) =>
      showRemixForm(interaction, context, jobId),
    [GENERATION_ACTIONS.cancel]: (interaction, context, [replyId, requesterId]) =>
      cancelGeneration(interaction, context, replyId, requesterId),
    [GENERATION_ACTIONS.stop]: (interaction, context, [replyId, requesterId]) =>
      stopWaiting(interaction, context, replyId, requesterId),
  },
  modals: {
    [GENERATION_ACTIONS.remixed]: (interaction, context, [jobId]) =>
      runRemix(interaction, context, jobId),
  },
} satisfies Command;
