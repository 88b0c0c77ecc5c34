import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { PRIVACY_IDS } from '../src/privacy/render-privacy.js';
import { askToForget, cancelForget, forgetMember, runPrivacy } from '../src/privacy/run-privacy.js';

/**
 * `/privacy`: privately, what the bot keeps about the member (key, defaults, history, usage,
 * blocks, generations under way), how long, and the operator's links. "Forget me", once confirmed,
 * erases all of it in every server, for whoever owns the panel. Offered wherever the member is.
 */
export default defineCommand({
  name: 'privacy',
  scope: 'anywhere',
  run: runPrivacy,
  components: [
    definePanelComponent({ kind: 'button', id: PRIVACY_IDS.forget, run: askToForget }),
    definePanelComponent({ kind: 'button', id: PRIVACY_IDS.cancel, run: cancelForget }),
    definePanelComponent({ kind: 'button', id: PRIVACY_IDS.confirm, run: forgetMember }),
  ],
});
