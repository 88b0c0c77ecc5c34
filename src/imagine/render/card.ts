import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIMessageTopLevelComponent,
  ContainerBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  MessageFlags,
  SectionBuilder,
  SeparatorBuilder,
  TextDisplayBuilder,
  ThumbnailBuilder,
} from 'discord.js';
import { NO_MENTIONS } from '../../discord/discord-rules.js';
import { truncate } from '../../discord/text.js';

/** A reply card's accent colour, by what it says. */
export const CARD_COLORS = {
  running: 0x5865f2,
  ready: 0x57f287,
  partial: 0xfee75c,
  failed: 0xed4245,
  cancelled: 0x80848e,
} as const;

/**
 * Discord's limits on a components-v2 message (its "Components" reference): 4,000 characters of
 * text, less the room a replacement post's mention of its member takes (`<@` 20 digits `>`).
 */
const CARD_LIMITS = { text: 4_000 - 23, altText: 1_024 } as const;

/** One image of a card's gallery: its file (`attachment://`) and alt text. */
export interface CardImage {
  readonly fileName: string;
  readonly alt: string;
  /** Shown behind a spoiler (the media gallery item's `spoiler`). */
  readonly spoiler?: boolean;
}

/** What a card shows, top to bottom; empty texts are left out. */
export interface CardParts {
  readonly accent: number;
  /** Text blocks above the gallery (markdown, user text already escaped). */
  readonly texts: readonly string[];
  /** A small image beside the first text (a Section's Thumbnail): where the result came from. */
  readonly thumbnail?: CardImage;
  readonly images?: readonly CardImage[];
  /** Small print under a separator (parameters, workflow). */
  readonly footer?: string;
  /** Rows of buttons or selects at the bottom of the card. */
  readonly rows?: readonly { toJSON(): APIActionRowComponent<APIComponentInMessageActionRow> }[];
}

/** A rendered components-v2 message: one Container, no content or embeds, nobody pinged. */
export interface CardMessage {
  readonly flags: MessageFlags.IsComponentsV2;
  readonly components: readonly APIMessageTopLevelComponent[];
  readonly allowedMentions: typeof NO_MENTIONS;
}

/**
 * One reply as a Container: the texts (the first beside the thumbnail, in a Section, when there is
 * one), the images as a Media Gallery, the small print under a separator, then the rows. The texts share Discord's 4,000 characters: the longest is cut to fit.
 */
export function renderCard(parts: CardParts): CardMessage {
  const texts = parts.texts.filter(Boolean);
  const footer = (parts.footer ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => `-# ${line}`)
    .join('\n');
  const used = [...texts, footer].reduce((sum, text) => sum + text.length, 0);
  const over = used - CARD_LIMITS.text;
  if (over > 0) {
    const longest = texts.reduce((a, b, i) => (b.length > (texts[a] ?? '').length ? i : a), 0);
    const text = texts[longest] ?? '';
    texts[longest] = truncate(text, Math.max(1, text.length - over));
  }
  // As API data: setAccentColor's validator throws and catches an error per card.
  const card = new ContainerBuilder({ accent_color: parts.accent });
  const { thumbnail } = parts;
  for (const [index, text] of texts.entries()) {
    const display = new TextDisplayBuilder().setContent(text);
    if (index > 0 || !thumbnail) {
      card.addTextDisplayComponents(display);
      continue;
    }
    card.addSectionComponents(
      new SectionBuilder().addTextDisplayComponents(display).setThumbnailAccessory(
        new ThumbnailBuilder()
          .setURL(`attachment://${thumbnail.fileName}`)
          .setDescription(truncate(thumbnail.alt, CARD_LIMITS.altText))
          .setSpoiler(thumbnail.spoiler === true),
      ),
    );
  }
  if (parts.images?.length) {
    card.addMediaGalleryComponents(
      new MediaGalleryBuilder().addItems(
        parts.images.map((image) =>
          new MediaGalleryItemBuilder()
            .setURL(`attachment://${image.fileName}`)
            .setDescription(truncate(image.alt, CARD_LIMITS.altText))
            .setSpoiler(image.spoiler === true),
        ),
      ),
    );
  }
  if (footer) {
    card.addSeparatorComponents(new SeparatorBuilder());
    card.addTextDisplayComponents(new TextDisplayBuilder().setContent(footer));
  }
  if (parts.rows?.length) card.addActionRowComponents(...parts.rows.map((row) => row.toJSON()));
  return {
    flags: MessageFlags.IsComponentsV2,
    components: [card.toJSON()],
    allowedMentions: NO_MENTIONS,
  };
}
