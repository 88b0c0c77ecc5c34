import type { Command } from '../src/bot/command.js';
import { offeredIn } from '../src/bot/install-scope.js';
import {
  imagineCommandData,
  imagineCommandDataFor,
  readImagineInput,
} from '../src/imagine/options/imagine-command.js';
import { REGION_COMPONENTS } from '../src/imagine/region/region-picker.js';
import { GENERATION_IDS } from '../src/imagine/render/generation-buttons.js';
import { IMAGE_IN_COMPONENTS } from '../src/imagine/requests/act-on-card-image.js';
import { autocompleteImagine } from '../src/imagine/requests/autocomplete.js';
import {
  GENERATION_COMPONENTS,
  generationFactsOf,
  onJob,
} from '../src/imagine/requests/generation-components.js';
import { imagine } from '../src/imagine/requests/run-imagine.js';
import { fileReport, offerReport } from '../src/reports/file-report.js';
import { REPORT_IDS } from '../src/reports/report-terms.js';

/**
 * `/imagine`: generate images; Cancel / Stop waiting while they run; their result buttons
 * Re-roll, Retry, Remix (and its form), Details and Delete; Vary, Upscale, Edit (and its form),
 * Vary (Region) (its picker), Zoom out (its custom form) and Pan on an image where the backend
 * offers them; Report on a public result, and the
 * reason select it answers with (the report feature's, on the generation this command stored).
 */
export default {
  data: offeredIn('anywhere', imagineCommandData),
  dataFor: ({ actions, loras, references }) =>
    offeredIn(
      'anywhere',
      imagineCommandDataFor({ imagesIn: actions.includes('edit'), loras, references }),
    ),
  execute: (interaction, context) =>
    imagine(interaction, context, readImagineInput(interaction.options)),
  autocomplete: autocompleteImagine,
  components: [
    ...GENERATION_COMPONENTS,
    ...IMAGE_IN_COMPONENTS,
    ...REGION_COMPONENTS,
    onJob('button', GENERATION_IDS.report, (interaction, context, job) =>
      offerReport(interaction, context, generationFactsOf(job)),
    ),
    onJob('select', REPORT_IDS.reason, (interaction, context, job) =>
      fileReport(interaction, context, generationFactsOf(job)),
    ),
  ],
} satisfies Command;
