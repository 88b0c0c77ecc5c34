import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { moderator } from '../src/bot/rights.js';
import { generationTargetOf } from '../src/imagine/delivery/reply-target.js';
import type { IsPrivateGeneration } from '../src/queue/queue-view.js';
import { QUEUE_IDS } from '../src/queue/render-queue.js';
import { cancelFromQueue, runQueue } from '../src/queue/show-queue.js';

/**
 * A generation is private when `/imagine` answered it ephemerally: read through `/imagine`'s own
 * reading of its job's target (replies of one job saved flat included), so the queue never guesses
 * at another feature's data and the type checker follows any change to it.
 */
const isPrivate: IsPrivateGeneration = (job) => generationTargetOf(job).reply.ephemeral === true;

/** `/queue`: this server's generations queued and running; Manage Messages may cancel queued ones. */
export default defineCommand({
  name: 'queue',
  scope: 'server',
  run: (interaction, context) => runQueue(interaction, context, isPrivate),
  components: [
    definePanelComponent({
      kind: 'select',
      id: QUEUE_IDS.cancel,
      needs: moderator('cancelFromQueue'),
      run: (interaction, context) => cancelFromQueue(interaction, context, isPrivate),
    }),
  ],
});
