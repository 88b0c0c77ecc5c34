import {
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { localizedCommand } from '../src/bot/localized-command.js';
import {
  openBannedForm,
  openLimitsForm,
  openPolicy,
  pickWorkflows,
  saveBanned,
  saveLimits,
} from '../src/policy/policy-actions.js';
import { POLICY_IDS } from '../src/policy/policy-panel.js';

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
 * workflows) and the banned words and patterns. The panel is its manager's alone, and every
 * change checks Manage Server again.
 */
export default {
  data,
  execute: openPolicy,
  components: [
    definePanelComponent({ kind: 'select', id: POLICY_IDS.workflows, run: pickWorkflows }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.limits, run: openLimitsForm }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.banned, run: openBannedForm }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveLimits, run: saveLimits }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveBanned, run: saveBanned }),
  ],
} satisfies Command;
