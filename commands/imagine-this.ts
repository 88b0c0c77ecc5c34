import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';
import type { Command, MessageMenuPayload } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { componentId } from '../src/bot/component-id.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import { runImagineThis, showImagineThisForm } from '../src/imagine/requests/imagine-this.js';

const data = offeredIn(
  'server',
  localizedCommand(
    (t): MessageMenuPayload => ({
      ...new ContextMenuCommandBuilder()
        .setName(t.t('commands.imagineThis.name'))
        .setType(ApplicationCommandType.Message)
        .toJSON(),
      type: ApplicationCommandType.Message,
    }),
  ),
);

/** The custom id of the form's submit: whoever submits it runs it. */
const FORM_ID = componentId(data.name, 'run');

/** "Imagine this" (Apps → on a message): the `/imagine` form with the message's text as the prompt. */
export default {
  data,
  execute: (interaction, context) => showImagineThisForm(interaction, context, FORM_ID),
  components: [
    definePanelComponent({
      kind: 'modal',
      id: FORM_ID,
      run: (interaction, context) => runImagineThis(interaction, context),
    }),
  ],
} satisfies Command<MessageMenuPayload>;
