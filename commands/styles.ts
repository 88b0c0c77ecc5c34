import {
  ApplicationIntegrationType,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command } from '../src/bot/command.js';
import { definePanelComponent } from '../src/bot/component.js';
import { CommandUnavailableError } from '../src/bot/errors.js';
import { localizedCommand } from '../src/bot/localized-command.js';
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

const data = localizedCommand((t) =>
  new SlashCommandBuilder()
    .setName(t.t('commands.styles.name'))
    .setDescription(t.t('commands.styles.description'))
    .setContexts(InteractionContextType.Guild)
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall)
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.styles.list.name'))
        .setDescription(t.t('commands.styles.list.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.styles.add.name'))
        .setDescription(t.t('commands.styles.add.description')),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.styles.edit.name'))
        .setDescription(t.t('commands.styles.edit.description'))
        .addStringOption((option) =>
          option
            .setName(t.t('commands.styles.edit.style.name'))
            .setDescription(t.t('commands.styles.edit.style.description'))
            .setRequired(true)
            .setMaxLength(STYLE_LIMITS.name)
            .setAutocomplete(true),
        ),
    )
    .addSubcommand((sub) =>
      sub
        .setName(t.t('commands.styles.remove.name'))
        .setDescription(t.t('commands.styles.remove.description'))
        .addStringOption((option) =>
          option
            .setName(t.t('commands.styles.remove.style.name'))
            .setDescription(t.t('commands.styles.remove.style.description'))
            .setRequired(true)
            .setMaxLength(STYLE_LIMITS.name)
            .setAutocomplete(true),
        ),
    )
    .toJSON(),
);

const SUBCOMMANDS = {
  list: listStylesHere,
  add: addStyle,
  edit: editStyle,
  remove: removeStyle,
} as const;

/**
 * `/styles`: the named styles of `/imagine style:` (`list`), and this server's own, added, edited
 * and removed through a form by members with Manage Server.
 */
export default {
  data,
  async execute(interaction, context) {
    const name = interaction.options.getSubcommand(true);
    const run = SUBCOMMANDS[name as keyof typeof SUBCOMMANDS];
    if (!run) throw new CommandUnavailableError();
    return run(interaction, context);
  },
  autocomplete: autocompleteOwnStyle,
  components: [
    definePanelComponent({
      kind: 'modal',
      id: STYLE_FORM_IDS.add,
      run: (interaction, context) => saveStyle(interaction, context),
    }),
    definePanelComponent({
      kind: 'modal',
      id: STYLE_FORM_IDS.edit,
      run: (interaction, context, { name }) => saveStyle(interaction, context, name),
    }),
  ],
} satisfies Command;
