import type {
  APIAllowedMentions,
  APIEmbed,
  APIMessage,
  APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import type { MessageSerializer } from '../serialize/serialize-message.js';
import type { AttachmentRecord, MessageRecord, MessageVersion } from '../state/records.js';

/** A stored file as a test sees it, bytes included. */
export interface AttachmentView {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  /** The CDN URL the emulator serves these bytes at. */
  url: string;
  proxyUrl: string;
  bytes: Buffer;
  description?: string;
  width?: number;
  height?: number;
}

/** A button found anywhere in a message's components. */
export interface ButtonView {
  customId?: string;
  label?: string;
  style: number;
  disabled: boolean;
  url?: string;
}

/** A Media Gallery item as a member sees it: the image and its alt text. */
export interface GalleryItemView {
  /** The URL sent (`attachment://name` for an upload). */
  url: string;
  /** The alt text, or null. */
  description: string | null;
  /** Shown blurred until clicked (the item's `spoiler`). */
  spoiler: boolean;
  /** The uploaded file an `attachment://` URL names. */
  attachment?: AttachmentView;
}

/** A string select found anywhere in a message's components. */
export interface SelectView {
  customId: string;
  placeholder?: string;
  options: { label: string; value: string; description?: string }[];
}

/** One version of a message (the creation or an edit). */
export interface MessageSnapshot {
  /** When this version was made (ISO, emulator clock). */
  at: string;
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  /** Every button in `components`, flattened. */
  buttons: ButtonView[];
  /** Every string select in `components`, flattened. */
  selects: SelectView[];
  /** Components v2: every Text Display's text, in order. */
  texts: string[];
  /** Components v2: every Media Gallery item, in order. */
  gallery: GalleryItemView[];
  /** Components v2: every Thumbnail (a Section's accessory), in order. */
  thumbnails: GalleryItemView[];
  /** Components v2: the first Container's accent colour (null: none; undefined: no container). */
  accentColor?: number | null;
  attachments: AttachmentView[];
  flags: number;
  /** Flag 64: only the invoking user sees it. */
  ephemeral: boolean;
  /** Flag 128: a deferred reply still "thinking". */
  loading: boolean;
  /** `allowed_mentions` as sent with the request that made this version (undefined if not sent). */
  allowedMentions?: APIAllowedMentions;
}

/** A message: its current version plus identity, history and the REST representation. */
export interface MessageView extends MessageSnapshot {
  id: string;
  channelId: string;
  /** Null in a DM or another private channel. */
  guildId: string | null;
  authorId: string;
  type: number;
  webhookId?: string;
  interactionId?: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Every version, oldest first: `history[0]` as created, the last one is current. */
  history: MessageSnapshot[];
  /** The versions after creation (one per edit). */
  edits: MessageSnapshot[];
  /** Ids of users the content pings (after `allowed_mentions`). */
  mentions: string[];
  /** The message as Discord's REST API returns it. */
  api: APIMessage;
}

const iso = (at: number) => new Date(at).toISOString();

function attachmentView(a: AttachmentRecord): AttachmentView {
  const { path: _path, ephemeral: _ephemeral, title: _title, ...rest } = a;
  return rest;
}

function buttonsOf(components: readonly unknown[]): ButtonView[] {
  const found: ButtonView[] = [];
  const visit = (node: Record<string, unknown>) => {
    if (node.type === 2) {
      found.push({
        style: Number(node.style),
        disabled: node.disabled === true,
        ...(typeof node.custom_id === 'string' ? { customId: node.custom_id } : {}),
        ...(typeof node.label === 'string' ? { label: node.label } : {}),
        ...(typeof node.url === 'string' ? { url: node.url } : {}),
      });
    }
    for (const child of (node.components as Record<string, unknown>[] | undefined) ?? [])
      visit(child);
    if (node.accessory) visit(node.accessory as Record<string, unknown>);
  };
  for (const component of components) visit(component as Record<string, unknown>);
  return found;
}

type Node = Record<string, unknown>;

/** What a components-v2 message shows: its texts, gallery, thumbnails, selects and accent colour. */
function cardOf(version: MessageVersion) {
  const texts: string[] = [];
  const gallery: GalleryItemView[] = [];
  const thumbnails: GalleryItemView[] = [];
  const selects: SelectView[] = [];
  const mediaView = (item: Node): GalleryItemView => {
    const url = String((item.media as Node | undefined)?.url ?? '');
    const name = /^attachment:\/\/(.+)$/.exec(url)?.[1];
    const file = version.attachments.find((a) => a.filename === name);
    return {
      url,
      description: (item.description as string | null | undefined) ?? null,
      spoiler: item.spoiler === true,
      ...(file ? { attachment: attachmentView(file) } : {}),
    };
  };
  let accentColor: number | null | undefined;
  const visit = (node: Node) => {
    if (node.type === 10) texts.push(String(node.content));
    if (node.type === 17 && accentColor === undefined)
      accentColor = (node.accent_color as number | null | undefined) ?? null;
    if (node.type === 3)
      selects.push({
        customId: String(node.custom_id),
        ...(typeof node.placeholder === 'string' ? { placeholder: node.placeholder } : {}),
        options: (node.options as SelectView['options'] | undefined) ?? [],
      });
    if (node.type === 11) thumbnails.push(mediaView(node));
    for (const item of (node.items as Node[] | undefined) ?? []) gallery.push(mediaView(item));
    for (const child of (node.components as Node[] | undefined) ?? []) visit(child);
    if (node.accessory) visit(node.accessory as Node);
  };
  for (const component of version.components) visit(component as unknown as Node);
  return {
    texts,
    gallery,
    thumbnails,
    selects,
    ...(accentColor === undefined ? {} : { accentColor }),
  };
}

function snapshot(version: MessageVersion): MessageSnapshot {
  return {
    ...cardOf(version),
    at: iso(version.at),
    content: version.content,
    embeds: version.embeds,
    components: version.components,
    buttons: buttonsOf(version.components),
    attachments: version.attachments.map(attachmentView),
    flags: version.flags,
    ephemeral: (version.flags & 64) !== 0,
    loading: (version.flags & 128) !== 0,
    ...(version.allowedMentions ? { allowedMentions: version.allowedMentions } : {}),
  };
}

/** Builds the test-facing view of a stored message. */
export function messageView(message: MessageRecord, serializer: MessageSerializer): MessageView {
  const history = message.versions.map(snapshot);
  const current = history.at(-1) as MessageSnapshot;
  const api = serializer.message(message);
  return {
    ...current,
    id: message.id,
    channelId: message.channelId,
    guildId: message.guildId,
    authorId: message.authorId,
    type: message.type,
    ...(message.webhookId ? { webhookId: message.webhookId } : {}),
    ...(message.interactionId ? { interactionId: message.interactionId } : {}),
    createdAt: iso(message.createdAt),
    editedAt: message.editedAt === null ? null : iso(message.editedAt),
    deleted: message.deletedAt !== null,
    history,
    edits: history.slice(1),
    mentions: api.mentions.map((u) => u.id),
    api,
  };
}
