import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  ContainerBuilder,
  type Message,
  MessageFlags,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
} from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { truncate, userText } from '../../discord/text.js';
import type { Translator } from '../../i18n/translator.js';
import { GENERATION_IDS } from '../render/generation-buttons.js';
import {
  type ChoiceField,
  choiceOptions,
  type FormChoices,
  type FormValues,
  fieldName,
} from './imagine-form.js';
import { type RemixLora, remixLoraRow } from './remix-loras.js';

/**
 * The choices of a Remix panel, in order, each a select of its own; one that offers nothing is left
 * out (the workflow on a backend whose members choose a model, the model on one that lists none).
 */
export const REMIX_CHOICES = [
  'workflow',
  'model',
  'size',
  'style',
  'seed',
] as const satisfies readonly ChoiceField[];

/** A choice of the Remix panel. */
export type RemixChoice = (typeof REMIX_CHOICES)[number];

/** How many images a remix makes: as many as the original's reply (`set`), or the `one` picked. */
export type RemixImages = 'set' | 'one';

/** A select of the Remix panel: a choice, or its LoRAs. */
export type RemixSelect = ChoiceField | 'lora';

/**
 * What each select of a panel has picked; a field without a value has nothing picked; `lora`, the
 * LoRAs picked (none: an empty list).
 */
export type RemixPicks = Partial<Record<ChoiceField, string>> & { lora?: readonly string[] };

/** What a Remix panel shows: the generation remixed, its values, the styles, what is picked. */
export interface RemixView {
  readonly jobId: string;
  readonly images: RemixImages;
  /** The generation's values as the panel offers them (its prompt as typed, under its style). */
  readonly shown: FormValues;
  readonly choices: FormChoices;
  /** What the selects have picked. @default the generation's own values, its seed kept */
  readonly picked?: RemixPicks;
  /** The LoRA select's options (none: no select, the backend takes none). */
  readonly loras?: readonly RemixLora[];
  /** The generation's own LoRAs' values, picked when nothing else is. */
  readonly ownLoras?: readonly string[];
}

/** The custom id of the select of `field` on the panel of `view`. */
export const pickId = (view: Pick<RemixView, 'jobId' | 'images'>, field: RemixSelect) =>
  GENERATION_IDS.remixPick.build({ jobId: view.jobId, images: view.images, field });

/** One select of the panel: each option named with its field ("Size: Square 1024×1024"). */
function choiceRow(view: RemixView, field: ChoiceField, t: Translator) {
  const name = fieldName(field, t);
  const picked = view.picked ? (view.picked[field] ?? '') : undefined;
  const options = choiceOptions(field, view.shown, view.choices, t, picked).map((option) => ({
    ...option,
    label: `${name}: ${option.label}`.slice(0, 100),
  }));
  if (options.length === 0) return [];
  const unset = t.t(field === 'style' ? 'prefs.noStyle' : 'prefs.serviceDefault');
  const placeholder = `${name}: ${unset}`;
  return [
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(pickId(view, field))
        .setPlaceholder(placeholder.slice(0, 150))
        .setMinValues(field === 'style' ? 0 : 1)
        .setMaxValues(1)
        .addOptions(options),
    ),
  ];
}

/**
 * The Remix panel, to answer privately (components v2, so its six rows fit): the prompt it keeps, a
 * select per choice (workflow or model, size, style, the seed kept or new) and of LoRAs where the
 * backend takes them, showing what is picked, then Generate and Edit prompt.
 */
export function renderRemixPanel(view: RemixView, t: Translator) {
  const { shown } = view;
  const field = (name: string, value: string) =>
    new TextDisplayBuilder().setContent(`**${name}**\n${value}`);
  const panel = new ContainerBuilder()
    .setAccentColor(0x5865f2)
    .addTextDisplayComponents(
      new TextDisplayBuilder().setContent(
        truncate(`### ${t.t('remix.title')}\n${t.t('remix.panelHint')}`, 1_000),
      ),
      field(fieldName('prompt', t), userText(shown.prompt ?? '', 1_000)),
    );
  if (shown.negativePrompt) {
    panel.addTextDisplayComponents(
      field(fieldName('negativePrompt', t), userText(shown.negativePrompt, 1_000)),
    );
  }
  const ids = { jobId: view.jobId, images: view.images };
  const lorasPicked = view.picked ? (view.picked.lora ?? []) : (view.ownLoras ?? []);
  const rows = [
    ...REMIX_CHOICES.flatMap((choice) => choiceRow(view, choice, t)),
    ...remixLoraRow(pickId(view, 'lora'), view.loras ?? [], lorasPicked, t),
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(GENERATION_IDS.remixGo.build(ids))
        .setLabel(t.t('remix.generate'))
        .setStyle(ButtonStyle.Primary),
      new ButtonBuilder()
        .setCustomId(GENERATION_IDS.remixEdit.build(ids))
        .setLabel(t.t('remix.editPrompt'))
        .setStyle(ButtonStyle.Secondary),
    ),
  ];
  panel.addActionRowComponents(...rows.map((row) => row.toJSON()));
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [panel.toJSON()],
    allowedMentions: NO_MENTIONS,
  } as const;
}

/**
 * What the selects of `message` (a Remix panel, as Discord sent it with the interaction) show
 * picked: Discord's copy of the panel is its state. Read values are user input, checked again
 * against what the panel offers (`readChoice`) before anything uses them.
 */
export function picksOnPanel(
  message: Pick<Message, 'resolveComponent'> | null | undefined,
  view: Pick<RemixView, 'jobId' | 'images'>,
): RemixPicks {
  const picks: RemixPicks = {};
  for (const field of REMIX_CHOICES) {
    const select = message?.resolveComponent(pickId(view, field));
    if (select?.type !== ComponentType.StringSelect) continue;
    const value = select.options.find((option) => option.default)?.value;
    if (value !== undefined) picks[field] = value;
  }
  const loras = message?.resolveComponent(pickId(view, 'lora'));
  if (loras?.type === ComponentType.StringSelect) {
    picks.lora = loras.options.filter((option) => option.default).map(({ value }) => value);
  }
  return picks;
}
