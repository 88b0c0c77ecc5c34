import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { HistoryError } from '../src/history/history-errors.js';
import { HISTORY_IDS } from '../src/history/render-history.js';
import {
  historyEntryOf,
  historyLimits,
  runHistory,
  turnHistoryPage,
} from '../src/history/run-history.js';
import { showGeneration } from '../src/history/show-generation.js';
import { repeatGeneration } from '../src/imagine/requests/repeat-generation.js';

/**
 * `/history`: the member's recent generations, privately, page by page (its buttons only on the
 * member's own panel; each entry read from the clicker's own history). "Again n" runs one again
 * through `/imagine`'s own path (its stored parameters, as whoever clicked, on their key rules and
 * the server's policy); "Show n" shows it as `/show` does.
 */
export default defineCommand({
  name: 'history',
  scope: 'anywhere',
  run: runHistory,
  components: [
    definePanelComponent({
      kind: 'button',
      id: HISTORY_IDS.page,
      run: (interaction, context, { page }) => turnHistoryPage(interaction, context, page),
    }),
    definePanelComponent({
      kind: 'button',
      id: HISTORY_IDS.show,
      run: (interaction, context, { entryId }) => showGeneration(interaction, context, entryId),
    }),
    definePanelComponent({
      kind: 'button',
      id: HISTORY_IDS.again,
      run: async (interaction, context, { entryId }) => {
        const entry = await historyEntryOf(context, interaction, entryId);
        if (!entry.repeat) throw new HistoryError('cannotRepeat', historyLimits(context));
        await repeatGeneration(interaction, context, entry.repeat);
      },
    }),
  ],
});
