import { type ChatInputCommandInteraction, SlashCommandBuilder } from 'discord.js';
import { APIKEY_IDS } from '../src/apikey/apikey-actions.js';
import { NotYourConfirmationError } from '../src/apikey/errors.js';
import { showGenerateModal, submitGenerateModal } from '../src/apikey/generate-personal-key.js';
import { showLinkModal, submitLinkModal } from '../src/apikey/link-personal-key.js';
import {
  revokePersonalKey,
  showPersonalKeyStatus,
  unlinkPersonalKey,
} from '../src/apikey/personal-key.js';
import { cancelRevokeAll, confirmRevokeAll } from '../src/apikey/revoke-all.js';
import {
  clearServerKey,
  DAILY_LIMIT_RANGE,
  setServerDailyLimit,
  showServerKeyStatus,
} from '../src/apikey/server-key.js';
import { showServerKeyModal, submitServerKeyModal } from '../src/apikey/server-key-set.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import type { AppContext } from '../src/bot/context.js';
import { CommandUnavailableError } from '../src/bot/errors.js';
import { offeredIn } from '../src/bot/install-scope.js';
import { localizedCommand } from '../src/bot/localized-command.js';

type Handler = (interaction: ChatInputCommandInteraction, context: AppContext) => Promise<void>;

const personal: Record<string, Handler> = {
  link: showLinkModal,
  status: showPersonalKeyStatus,
  unlink: unlinkPersonalKey,
  generate: showGenerateModal,
  revoke: revokePersonalKey,
};

const server: Record<string, Handler> = {
  set: showServerKeyModal,
  status: showServerKeyStatus,
  clear: clearServerKey,
  limit: setServerDailyLimit,
};

const builtData = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.apikey.name'))
    .setDescription(t.t('commands.apikey.description'))
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.apikey.link.name'))
        .setDescription(t.t('commands.apikey.link.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.apikey.status.name'))
        .setDescription(t.t('commands.apikey.status.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.apikey.unlink.name'))
        .setDescription(t.t('commands.apikey.unlink.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.apikey.generate.name'))
        .setDescription(t.t('commands.apikey.generate.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.apikey.revoke.name'))
        .setDescription(t.t('commands.apikey.revoke.description'))
        .addBooleanOption((option) =>
          option
            .setName(t.t('commands.apikey.revoke.all.name'))
            .setDescription(t.t('commands.apikey.revoke.all.description')),
        ),
    )
    .addSubcommandGroup((group) =>
      group
        .setName(t.t('commands.apikey.server.name'))
        .setDescription(t.t('commands.apikey.server.description'))
        .addSubcommand((sub) =>
          sub
            .setName(t.t('commands.apikey.server.set.name'))
            .setDescription(t.t('commands.apikey.server.set.description')),
        )
        .addSubcommand((sub) =>
          sub
            .setName(t.t('commands.apikey.server.status.name'))
            .setDescription(t.t('commands.apikey.server.status.description')),
        )
        .addSubcommand((sub) =>
          sub
            .setName(t.t('commands.apikey.server.clear.name'))
            .setDescription(t.t('commands.apikey.server.clear.description')),
        )
        .addSubcommand((sub) =>
          sub
            .setName(t.t('commands.apikey.server.limit.name'))
            .setDescription(t.t('commands.apikey.server.limit.description'))
            .addIntegerOption((option) =>
              option
                .setName(t.t('commands.apikey.server.limit.limit.name'))
                .setDescription(
                  t.t('commands.apikey.server.limit.limit.description', DAILY_LIMIT_RANGE),
                )
                .setMinValue(DAILY_LIMIT_RANGE.min)
                .setMaxValue(DAILY_LIMIT_RANGE.max)
                .setRequired(true),
            ),
        ),
    )
    .toJSON(),
);

/**
 * `/apikey`: members' own keys, and the server key for members with Manage Server. Names and
 * descriptions in every language come from the catalogs' `commands.apikey`.
 */
/** Personal keys work wherever the member installed the app; the server key needs the bot there. */
const data = offeredIn('anywhere', builtData);

export default {
  data,
  needsBotInServer: ['server', APIKEY_IDS.serverSet.action],
  async execute(interaction, context) {
    const group = interaction.options.getSubcommandGroup(false);
    const name = interaction.options.getSubcommand(true);
    const handler = (group === 'server' ? server : group === null ? personal : {})[name];
    if (!handler) throw new CommandUnavailableError();
    await handler(interaction, context);
  },
  components: [
    definePanelComponent({
      kind: 'button',
      id: APIKEY_IDS.revokeAll,
      refused: () => new NotYourConfirmationError(),
      run: confirmRevokeAll,
    }),
    definePanelComponent({
      kind: 'button',
      id: APIKEY_IDS.revokeCancel,
      refused: () => new NotYourConfirmationError(),
      run: cancelRevokeAll,
    }),
    definePanelComponent({ kind: 'modal', id: APIKEY_IDS.link, run: submitLinkModal }),
    definePanelComponent({ kind: 'modal', id: APIKEY_IDS.generate, run: submitGenerateModal }),
    definePanelComponent({ kind: 'modal', id: APIKEY_IDS.serverSet, run: submitServerKeyModal }),
  ],
} satisfies Command;
