import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import { runBalance } from '../src/balance/run-balance.js';
import type { Command } from '../src/bot/command.js';

const data = new SlashCommandBuilder()
  .setName('balance')
  .setDescription('Show your image-service credits, and the server pool when this server has a key')
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM)
  .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
  .addBooleanOption((option) =>
    option
      .setName('public')
      .setDescription('Post the answer in the channel (default: only you see it; keys never show)'),
  )
  .addUserOption((option) =>
    option
      .setName('user')
      .setDescription(
        "Another member's credits instead of yours (Manage Server; their key stays hidden)",
      ),
  )
  .toJSON();

/** `/balance`: credits of the member's key and of the server pool. */
export default {
  data,
  execute: runBalance,
} satisfies Command;
