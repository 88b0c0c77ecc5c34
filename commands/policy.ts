import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import {
  openBannedForm,
  openLimitsForm,
  openPolicy,
  pickWorkflows,
  saveBanned,
  saveLimits,
  showPolicyPage,
} from '../src/policy/policy-actions.js';
import {
  openLowBalanceForm,
  pickLogChannel,
  saveLowBalance,
  turnLogOff,
} from '../src/policy/policy-log-actions.js';
import {
  openBudgetForm,
  pickRole,
  saveBudget,
  saveRoleLimit,
  switchBudgetUnit,
} from '../src/policy/policy-member-actions.js';
import { POLICY_IDS } from '../src/policy/policy-view.js';

/**
 * `/policy` (Manage Server, and offered by Discord only to those members): a private panel of what
 * the server allows: the server key's limits (largest size, most steps, most images, allowed
 * workflows) and the banned words and patterns; on its second page the daily limits by role and
 * the server budget; on its third the moderation log's channel and the low-balance alert. The panel
 * is its manager's alone, and every change checks Manage Server again.
 */
export default defineCommand({
  name: 'policy',
  scope: 'server',
  managers: 'ManageGuild',
  run: openPolicy,
  components: [
    definePanelComponent({ kind: 'button', id: POLICY_IDS.page, run: showPolicyPage }),
    definePanelComponent({ kind: 'roleSelect', id: POLICY_IDS.role, run: pickRole }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveRole, run: saveRoleLimit }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.budget, run: openBudgetForm }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveBudget, run: saveBudget }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.budgetUnit, run: switchBudgetUnit }),
    definePanelComponent({ kind: 'channelSelect', id: POLICY_IDS.logChannel, run: pickLogChannel }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.logOff, run: turnLogOff }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.lowBalance, run: openLowBalanceForm }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveLowBalance, run: saveLowBalance }),
    definePanelComponent({ kind: 'select', id: POLICY_IDS.workflows, run: pickWorkflows }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.limits, run: openLimitsForm }),
    definePanelComponent({ kind: 'button', id: POLICY_IDS.banned, run: openBannedForm }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveLimits, run: saveLimits }),
    definePanelComponent({ kind: 'modal', id: POLICY_IDS.saveBanned, run: saveBanned }),
  ],
});
