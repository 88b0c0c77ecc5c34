import { SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { QUEUE_IDS } from '../src/queue/render-queue.js';
import { cancelFromQueue, runQueue } from '../src/queue/show-queue.js';

const data = offeredIn(
  'server',
  localizedCommand((t) =>
    new SlashCommandBuilder()
      .setName(t.t('commands.queue.name'))
      .setDescription(t.t('commands.queue.description'))
      .toJSON(),
  ),
);

/** `/queue`: this server's generations queued and running; Manage Messages may cancel queued ones. */
export default {
  data,
  execute: runQueue,
  components: [
    definePanelComponent({
      kind: 'select',
      id: QUEUE_IDS.cancel,
      run: (interaction, context) => cancelFromQueue(interaction, context),
    }),
  ],
} satisfies Command;
