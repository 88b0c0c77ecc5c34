import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { componentId } from '../../bot/component-id.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import type { Translator } from '../../i18n/translator.js';
import { CELL_LABELS, type CellLabel } from '../../region-edits/region-grid.js';

/**
 * The custom ids of Vary (Region)'s picker, each naming its note (`ImageNote.region`, kept under
 * the press's interaction id): the cells select, Vary region, Change the prompt and its form.
 * Who may use them and on which image is decided from that stored note.
 */
export const REGION_IDS = {
  cells: componentId('imagine', 'rgcells', ['noteId']),
  go: componentId('imagine', 'rggo', ['noteId']),
  prompt: componentId('imagine', 'rgprompt', ['noteId']),
  prompted: componentId('imagine', 'rgprompted', ['noteId']),
};

/** The picker picture's file name on its answer. */
export const PICKER_FILE = 'region-picker.webp';

/**
 * Vary (Region)'s private answer: what to do, the cells chosen so far (`cells`), the picture of
 * the image with its labelled grid (attached as {@link PICKER_FILE} when `picture` is given, kept
 * as it is on an update), a multi-select of the sixteen cells, Vary region (once a cell is
 * chosen) and Change the prompt.
 */
export function renderRegionPicker(
  t: Translator,
  noteId: string,
  cells: readonly CellLabel[],
  picture?: Buffer,
) {
  const chosen =
    cells.length > 0
      ? `\n**${t.t('imageActions.pickerChosen', { cells: cells.join(', ') })}**`
      : '';
  const select = new StringSelectMenuBuilder()
    .setCustomId(REGION_IDS.cells.build({ noteId }))
    .setPlaceholder(t.t('imageActions.pickerPlaceholder').slice(0, 150))
    .setMinValues(1)
    .setMaxValues(CELL_LABELS.length)
    .addOptions(
      CELL_LABELS.map((cell) =>
        new StringSelectMenuOptionBuilder()
          .setValue(cell)
          .setLabel(cell)
          .setDefault(cells.includes(cell)),
      ),
    );
  const buttons = [
    new ButtonBuilder()
      .setCustomId(REGION_IDS.go.build({ noteId }))
      .setLabel(t.t('imageActions.pickerGo'))
      .setStyle(ButtonStyle.Primary)
      .setDisabled(cells.length === 0),
    new ButtonBuilder()
      .setCustomId(REGION_IDS.prompt.build({ noteId }))
      .setLabel(t.t('imageActions.pickerPrompt'))
      .setStyle(ButtonStyle.Secondary)
      .setDisabled(cells.length === 0),
  ];
  return {
    content: `## ${t.t('imageActions.pickerTitle')}\n${t.t('imageActions.pickerHint')}${chosen}`,
    components: [
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select),
      new ActionRowBuilder<ButtonBuilder>().addComponents(buttons),
    ],
    ...(picture && { files: [{ attachment: picture, name: PICKER_FILE }] }),
    allowedMentions: NO_MENTIONS,
  };
}

/** The painted preview's file name on the painter's answer. */
export const PAINTED_FILE = 'region-painted.webp';

/** The longest prompt quoted on the painter's answer (the rest is kept, not shown). */
const QUOTED_PROMPT_CHARS = 300;

/**
 * The painter's private answer (a follow-up of its launch): the area the member painted, tinted
 * on the image ({@link PAINTED_FILE}), the prompt it will run with, and the picker's Vary region
 * and Change the prompt, on the note kept under the launch's id.
 */
export function renderPaintedAnswer(
  t: Translator,
  noteId: string,
  prompt: string,
  picture: Buffer,
) {
  const quoted =
    prompt.length > QUOTED_PROMPT_CHARS ? `${prompt.slice(0, QUOTED_PROMPT_CHARS)}…` : prompt;
  const buttons = [
    new ButtonBuilder()
      .setCustomId(REGION_IDS.go.build({ noteId }))
      .setLabel(t.t('imageActions.pickerGo'))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(REGION_IDS.prompt.build({ noteId }))
      .setLabel(t.t('imageActions.pickerPrompt'))
      .setStyle(ButtonStyle.Secondary),
  ];
  return {
    content: [
      `## ${t.t('imageActions.paintedTitle')}`,
      t.t('imageActions.paintedHint'),
      `> ${t.t('imageActions.paintedPrompt', { prompt: quoted.replace(/\s+/g, ' ') })}`,
    ].join('\n'),
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons)],
    files: [{ attachment: picture, name: PAINTED_FILE }],
    allowedMentions: NO_MENTIONS,
  };
}
