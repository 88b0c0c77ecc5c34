import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';
import { settingComponents } from '../src/bot/setting-flow.js';
import {
  liftBlock,
  openPolicy,
  otherUnit,
  POLICY_PANEL,
  pickedLogChannel,
  pickedPriorityRoles,
  pickedWorkflows,
  pickRole,
  saveRoleLimit,
  showPolicyPage,
} from '../src/policy/policy-actions.js';
import {
  openAddLora,
  pickedLoras,
  removedLora,
  saveAddedLora,
} from '../src/policy/policy-lora-actions.js';
import { pickedImagePolicy } from '../src/policy/policy-safety-page.js';
import { POLICY_IDS as ID } from '../src/policy/policy-view.js';
import { SERVER_SETTINGS as S } from '../src/preferences/server-settings.js';
import { REPORT_CARD_COMPONENTS } from '../src/reports/report-actions.js';

const setting = settingComponents(POLICY_PANEL);

/**
 * `/policy` (Manage Server, and offered by Discord only to those members): a private panel of what
 * the server allows: the server key's limits (largest size, most steps, most images, allowed
 * workflows), the LoRAs members may apply (of those the backend has, or added by CivitAI id for
 * the AI Horde), the banned words and patterns, and whether prompts are checked against the server's
 * AutoMod rules (turning it on needs the bot to have Manage Server); on its second page the daily
 * limits by role, the roles whose members get twice a share of the line, and the server budget; on its third the moderation log's channel and the
 * low-balance alert; on its fourth what becomes of images the safety check scores explicit, by kind
 * of channel, and from which score, the built-in explicit terms (on or off) and the safety negative
 * prompt; on its fifth the members blocked from the bot, and a select to lift a block. The panel
 * is its manager's alone, and its components inherit the command's right (Manage Server, checked
 * by the dispatcher). Each setting is declared in `SERVER_SETTINGS`; the settings flow opens,
 * checks, saves, logs and redraws it. Beside the panel, the buttons of a report's card in the
 * moderation log (Delete the result, Block, Dismiss) need Manage Messages, not Manage Server.
 */
export default defineCommand({
  name: 'policy',
  scope: 'server',
  needs: manager('managePolicy'),
  run: openPolicy,
  components: [
    definePanelComponent({ kind: 'button', id: ID.page, run: showPolicyPage }),
    definePanelComponent({ kind: 'roleSelect', id: ID.role, run: pickRole }),
    definePanelComponent({ kind: 'modal', id: ID.saveRole, run: saveRoleLimit }),
    ...setting.form('limits', S.limits, ID.limits, ID.saveLimits),
    ...setting.form('limits', S.banned, ID.banned, ID.saveBanned),
    setting.select('limits', S.workflows, 'select', ID.workflows, pickedWorkflows),
    setting.select('limits', S.loras, 'select', ID.loras, pickedLoras),
    setting.select('limits', S.addedLoras, 'select', ID.removeLora, removedLora),
    definePanelComponent({ kind: 'button', id: ID.addLora, run: openAddLora }),
    definePanelComponent({ kind: 'modal', id: ID.saveAddLora, run: saveAddedLora }),
    setting.button('limits', S.automod, ID.automod, (on) => !on),
    setting.select('members', S.priorityRoles, 'roleSelect', ID.priorityRoles, pickedPriorityRoles),
    ...setting.form('members', S.budget, ID.budget, ID.saveBudget),
    setting.button('members', S.budget, ID.budgetUnit, otherUnit),
    setting.select('log', S.logChannel, 'channelSelect', ID.logChannel, pickedLogChannel),
    setting.button('log', S.logChannel, ID.logOff, () => undefined),
    ...setting.form('log', S.lowBalance, ID.lowBalance, ID.saveLowBalance),
    setting.select('safety', S.imagePolicy, 'select', ID.imagesNormal, pickedImagePolicy),
    setting.select(
      'safety',
      S.ageRestrictedImagePolicy,
      'select',
      ID.imagesAgeRestricted,
      pickedImagePolicy,
    ),
    ...setting.form('safety', S.imageThreshold, ID.imageThreshold, ID.saveImageThreshold),
    setting.button('safety', S.explicitTerms, ID.explicitTerms, (on) => !on),
    ...setting.form('safety', S.safetyNegative, ID.safetyNegative, ID.saveSafetyNegative),
    definePanelComponent({ kind: 'select', id: ID.unblock, run: liftBlock }),
    ...REPORT_CARD_COMPONENTS,
  ],
});
