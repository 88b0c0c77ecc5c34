import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import { APIKEY_ACTIONS, APIKEY_COMMAND } from '../src/apikey/apikey-actions.js';
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
import type { AppContext } from '../src/bot/context.js';
import { CommandUnavailableError } from '../src/bot/errors.js';

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

const data = new SlashCommandBuilder()
  .setName(APIKEY_COMMAND)
  .setDescription('Link, check or remove the image-service API key your generations use')
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .addSubcommand((sub) =>
    sub
      .setName('link')
      .setDescription('Link your own API key (typed in a private form, checked first)'),
  )
  .addSubcommand((sub) =>
    sub
      .setName('status')
      .setDescription('Show your linked key (last 4 characters), its account and balance'),
  )
  .addSubcommand((sub) =>
    sub
      .setName('unlink')
      .setDescription('Make the bot forget your key (it is not revoked: it keeps working)'),
  )
  .addSubcommand((sub) =>
    sub
      .setName('generate')
      .setDescription('Create a new key with your image-service login token and link it'),
  )
  .addSubcommand((sub) =>
    sub
      .setName('revoke')
      .setDescription('Disable your linked key on the image service and unlink it')
      .addBooleanOption((option) =>
        option
          .setName('all')
          .setDescription('Revoke every key of your image-service account (asks you to confirm)'),
      ),
  )
  .addSubcommandGroup((group) =>
    group
      .setName('server')
      .setDescription('The key of this server, for members without their own (Manage Server)')
      .addSubcommand((sub) =>
        sub
          .setName('set')
          .setDescription('Set the server key (Manage Server; typed in a private form)'),
      )
      .addSubcommand((sub) =>
        sub
          .setName('status')
          .setDescription(
            'Show the server key (last 4 characters), balance and daily limit (Manage Server)',
          ),
      )
      .addSubcommand((sub) =>
        sub
          .setName('clear')
          .setDescription('Remove the server key; members then need their own (Manage Server)'),
      )
      .addSubcommand((sub) =>
        sub
          .setName('limit')
          .setDescription(
            'Set how many generations each member may run per day on the server key (Manage Server)',
          )
          .addIntegerOption((option) =>
            option
              .setName('limit')
              .setDescription('Generations per member per day on the server key (0–1000)')
              .setMinValue(DAILY_LIMIT_RANGE.min)
              .setMaxValue(DAILY_LIMIT_RANGE.max)
              .setRequired(true),
          ),
      ),
  )
  .toJSON();

/** `/apikey`: members' own keys, and the server key for members with Manage Server. */
export default {
  data,
  async execute(interaction, context) {
    const group = interaction.options.getSubcommandGroup(false);
    const name = interaction.options.getSubcommand(true);
    const handler = (group === 'server' ? server : group === null ? personal : {})[name];
    if (!handler) throw new CommandUnavailableError();
    await handler(interaction, context);
  },
  buttons: {
    [APIKEY_ACTIONS.revokeAll]: confirmRevokeAll,
    [APIKEY_ACTIONS.revokeCancel]: cancelRevokeAll,
  },
  modals: {
    [APIKEY_ACTIONS.link]: submitLinkModal,
    [APIKEY_ACTIONS.generate]: submitGenerateModal,
    [APIKEY_ACTIONS.serverSet]: submitServerKeyModal,
  },
} satisfies Command;
