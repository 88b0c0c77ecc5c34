import { requiredOption, subcommand } from '../src/bot/command-declaration.js';
import { definePanelComponent } from '../src/bot/component.js';
import { defineCommand } from '../src/bot/define-command.js';
import { manager } from '../src/bot/rights.js';
import { STYLE_LIMITS } from '../src/preferences/styles.js';
import {
  addStyle,
  autocompleteOwnStyle,
  editStyle,
  listStylesHere,
  removeStyle,
  saveStyle,
} from '../src/styles/style-actions.js';
import { STYLE_FORM_IDS } from '../src/styles/style-form.js';

/** The style a subcommand acts on: one of the server's own, suggested as it is typed. */
const style = requiredOption('string', { maxLength: STYLE_LIMITS.name, autocomplete: true });

/** Adding, editing and removing the server's styles. */
const needs = manager('manageStyles');

/**
 * `/styles`: the named styles of `/imagine style:` (`list`), and this server's own, added, edited
 * and removed through a form by members with Manage Server.
 */
export default defineCommand({
  name: 'styles',
  scope: 'server',
  subcommands: {
    list: subcommand({ run: listStylesHere }),
    add: subcommand({ needs, run: addStyle }),
    edit: subcommand({ needs, options: { style }, run: editStyle }),
    remove: subcommand({ needs, options: { style }, run: removeStyle }),
  },
  autocomplete: autocompleteOwnStyle,
  components: [
    definePanelComponent({
      kind: 'modal',
      id: STYLE_FORM_IDS.add,
      needs,
      run: (interaction, context) => saveStyle(interaction, context),
    }),
    definePanelComponent({
      kind: 'modal',
      id: STYLE_FORM_IDS.edit,
      needs,
      run: (interaction, context, { name }) => saveStyle(interaction, context, name),
    }),
  ],
});
