import { ActionRowBuilder, ButtonBuilder, type ButtonStyle } from 'discord.js';

/** A button: `[custom id, label, style]`, disabled when its fourth is true. */
export type ButtonSpec = readonly [string, string, ButtonStyle, boolean?];

/** A row of buttons, in order. */
export const buttonRow = (...buttons: readonly ButtonSpec[]) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    buttons.map(([id, label, style, disabled]) => {
      const button = new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style);
      return disabled === undefined ? button : button.setDisabled(disabled);
    }),
  );
