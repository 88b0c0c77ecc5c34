import { option } from '../src/bot/command-declaration.js';
import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import {
  openSettings,
  openSettingsForm,
  pickSetting,
  resetSettings,
  saveSettingsForm,
} from '../src/settings/settings-actions.js';
import { SETTINGS_IDS } from '../src/settings/settings-panel.js';
import { SETTINGS_SCOPES } from '../src/settings/settings-scope.js';

/**
 * `/settings [for]`: a private panel of `/imagine` defaults (select menus and a form): the
 * member's own, or, for members with Manage Server, this channel's or this server's. The panel is
 * its member's alone; every change checks Manage Server again.
 */
export default defineCommand({
  name: 'settings',
  scope: 'serverAndBotDm',
  options: { scope: option('string', { choices: SETTINGS_SCOPES }) },
  run: openSettings,
  components: [
    definePanelComponent({ kind: 'select', id: SETTINGS_IDS.pick, run: pickSetting }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.more, run: openSettingsForm }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.reset, run: resetSettings }),
    definePanelComponent({ kind: 'modal', id: SETTINGS_IDS.save, run: saveSettingsForm }),
  ],
});
