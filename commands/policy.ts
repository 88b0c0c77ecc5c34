import {
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  openBannedForm,
  openLimitsForm,
  openPolicy,
  pickWorkflows,
  saveBanned,
  saveLimits,
} from '../src/policy/policy-actions.js';

const data = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.policy.name'))
    .setDescription(t.t('commands.policy.description'))
    .setContexts(InteractionContextType.Guild)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    // Discord offers it only to members with Manage Server unless the server's Integrations
    // settings say otherwise; every action checks it again (`requireServerManager`).
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .toJSON(),
);

/**
 * `/policy` (Manage Server, and offered by Discord only to those members): a private panel of what
 * the server allows: the server key's limits (largest size, most steps, most images, allowed
 * workflows) and the banned words and patterns.
 */
export default {
  data,
  execute: openPolicy,
  selects: { workflows: pickWorkflows },
  buttons: { limits: openLimitsForm, banned: openBannedForm },
  modals: { 'save-limits': saveLimits, 'save-banned': saveBanned },
} satisfies Command;
