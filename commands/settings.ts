import { option } from '../src/bot/command-declaration.js';
import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';
import { DEFAULT_FIELDS } from '../src/preferences/default-fields.js';
import {
  autocompleteSettings,
  openSettings,
  openSettingsForm,
  pickSetting,
  resetSettings,
  saveSettingsForm,
  switchSafety,
} from '../src/settings/settings-actions.js';
import { SETTINGS_IDS } from '../src/settings/settings-panel.js';
import { SETTINGS_SCOPES } from '../src/settings/settings-scope.js';

/**
 * `/settings [for] [model]`: a private panel of `/imagine` defaults (select menus and a form): the
 * member's own (with their choice of explicit content in DMs and user installs), or, for members
 * with Manage Server, this channel's or this server's; `model` sets that scope's default model
 * first, one the server's backend lists where it lists its models (suggested). The panel is
 * its member's alone; every change to a channel's or server's checks Manage Server again (the
 * right is inherited by the panel's components, whose custom ids carry the scope).
 */
export default defineCommand({
  name: 'settings',
  scope: 'serverAndBotDm',
  options: {
    scope: option('string', { choices: SETTINGS_SCOPES }),
    model: option('string', { autocomplete: true, maxLength: DEFAULT_FIELDS.model.maxLength }),
  },
  needs: manager('changeDefaults', { key: 'scope', values: ['channel', 'server'] }),
  run: openSettings,
  autocomplete: autocompleteSettings,
  components: [
    definePanelComponent({ kind: 'select', id: SETTINGS_IDS.pick, run: pickSetting }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.more, run: openSettingsForm }),
    definePanelComponent({ kind: 'button', id: SETTINGS_IDS.reset, run: resetSettings }),
    definePanelComponent({ kind: 'modal', id: SETTINGS_IDS.save, run: saveSettingsForm }),
    definePanelComponent({
      kind: 'button',
      id: SETTINGS_IDS.safety,
      needs: null,
      run: switchSafety,
    }),
  ],
});
