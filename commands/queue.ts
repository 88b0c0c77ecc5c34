import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { QUEUE_IDS } from '../src/queue/render-queue.js';
import { cancelFromQueue, runQueue } from '../src/queue/show-queue.js';

/** `/queue`: this server's generations queued and running; Manage Messages may cancel queued ones. */
export default defineCommand({
  name: 'queue',
  scope: 'server',
  run: runQueue,
  components: [
    definePanelComponent({
      kind: 'select',
      id: QUEUE_IDS.cancel,
      run: (interaction, context) => cancelFromQueue(interaction, context),
    }),
  ],
});
