import type {
  APIAllowedMentions,
  APIEmbed,
  APIMessageTopLevelComponent,
} from 'discord-api-types/v10';
import { ApiError } from '../api-error.js';
import type { AttachmentStore } from '../state/attachment-store.js';
import type { VersionInput } from '../state/message-store.js';
import type { AttachmentRecord, MessageVersion } from '../state/records.js';
import { checkAttachmentRefs, checkV2Version } from './components-v2.js';
import { validateMessage } from './payload-validator.js';
import type { UploadedFile } from './request-body.js';

/** The message fields of a create/edit payload. */
export interface MessagePayload {
  content?: string | null;
  /** Up to 25 characters; with `enforce_nonce`, a second create with it returns the first message. */
  nonce?: string | number;
  enforce_nonce?: boolean;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  attachments?:
    | { id: string | number; filename?: string; description?: string; title?: string }[]
    | null;
  allowed_mentions?: APIAllowedMentions;
  flags?: number | null;
  tts?: boolean;
  message_reference?: { message_id?: string };
}

/** How to compose one version. */
export interface ComposeOptions {
  /** The version being edited; fields absent from the payload keep its values. */
  previous?: MessageVersion;
  /** The channel the files are stored under. */
  channelId: string;
  /** The flags of the new version (the caller decides which payload flags apply). */
  flags: number;
  /** Per-file upload limit in bytes. */
  fileLimit: number;
  /** Per-request upload limit in bytes. */
  requestLimit: number;
}

/** Builds message versions from payloads and files the way Discord applies them. */
export class MessageComposer {
  constructor(private readonly attachments: AttachmentStore) {}

  compose(payload: MessagePayload, files: UploadedFile[], options: ComposeOptions): VersionInput {
    validateMessage(payload as Record<string, unknown>, options.flags);
    const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
    if (files.some((f) => f.bytes.length > options.fileLimit) || total > options.requestLimit) {
      throw ApiError.entityTooLarge();
    }
    const { previous } = options;
    const version: VersionInput = {
      content: payload.content === undefined ? (previous?.content ?? '') : (payload.content ?? ''),
      embeds: payload.embeds === undefined ? (previous?.embeds ?? []) : (payload.embeds ?? []),
      components:
        payload.components === undefined
          ? (previous?.components ?? [])
          : (payload.components ?? []),
      attachments: this.#attachments(payload, files, options),
      flags: options.flags,
      ...(payload.allowed_mentions === undefined
        ? {}
        : { allowedMentions: payload.allowed_mentions }),
    };
    const empty =
      !version.content &&
      !version.embeds.length &&
      !version.attachments.length &&
      !version.components.length;
    if (empty) throw ApiError.emptyMessage();
    checkV2Version(version);
    checkAttachmentRefs(version.components, version.attachments);
    return version;
  }

  /** `attachments` replaces the set: kept ids plus `{id: n}` for `files[n]`; other files append. */
  #attachments(payload: MessagePayload, files: UploadedFile[], options: ComposeOptions) {
    const kept = options.previous?.attachments ?? [];
    const used = new Set<UploadedFile>();
    const upload = (
      file: UploadedFile,
      meta?: { filename?: string; description?: string; title?: string },
    ) => {
      used.add(file);
      return this.attachments.add(
        {
          bytes: file.bytes,
          filename: meta?.filename ?? file.filename,
          contentType: file.contentType,
          ...(meta?.description === undefined ? {} : { description: meta.description }),
          ...(meta?.title === undefined ? {} : { title: meta.title }),
        },
        options.channelId,
      );
    };
    let result: AttachmentRecord[];
    if (payload.attachments === undefined) {
      result = [...kept];
    } else {
      result = (payload.attachments ?? []).map((entry, i) => {
        const id = String(entry.id);
        const old = kept.find((a) => a.id === id);
        if (old)
          return entry.description === undefined ? old : { ...old, description: entry.description };
        const file = files.find((f) => f.index === Number(id) && !used.has(f));
        if (file) return upload(file, entry);
        throw ApiError.invalidForm([
          {
            path: ['attachments', String(i), 'id'],
            code: 'UNKNOWN_ATTACHMENT',
            message: `Unknown attachment ${id}`,
          },
        ]);
      });
    }
    for (const file of files) if (!used.has(file)) result.push(upload(file));
    if (result.length > 10)
      throw ApiError.invalidForm([
        {
          path: ['attachments'],
          code: 'BASE_TYPE_MAX_LENGTH',
          message: 'Must be 10 or fewer in length.',
        },
      ]);
    return result;
  }
}
