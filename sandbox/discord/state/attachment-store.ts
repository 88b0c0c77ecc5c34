import type { IdFactory } from '../id-factory.js';
import { mediaInfo } from './media-info.js';
import type { AttachmentRecord } from './records.js';

/** A file to store: its bytes and name, optionally a declared type and a description. */
export interface FileInput {
  bytes: Buffer;
  filename: string;
  contentType?: string;
  description?: string;
  title?: string;
}

/** Every file the emulator handed out a URL for, keyed by its CDN path. */
export class AttachmentStore {
  readonly #byPath = new Map<string, AttachmentRecord>();

  constructor(
    private readonly ids: IdFactory,
    private readonly baseUrl: () => string,
  ) {}

  /**
   * Stores a file under `attachments/{scope}/{id}/{name}` (message files; scope is the channel) or
   * `ephemeral-attachments/{scope}/{id}/{name}` (user uploads to a command; scope is the app).
   */
  add(file: FileInput, scope: string, ephemeral = false): AttachmentRecord {
    const id = this.ids.snowflake();
    const filename = file.filename.replace(/[^\w.-]+/g, '_') || 'unknown';
    const folder = ephemeral ? 'ephemeral-attachments' : 'attachments';
    const path = `${folder}/${scope}/${id}/${filename}`;
    const info = mediaInfo(file.bytes, filename, file.contentType);
    const record: AttachmentRecord = {
      id,
      filename,
      ...info,
      size: file.bytes.length,
      bytes: file.bytes,
      path,
      url: `${this.baseUrl()}/cdn/${path}`,
      proxyUrl: `${this.baseUrl()}/media/${path}`,
      ephemeral,
      ...(file.description === undefined ? {} : { description: file.description }),
      ...(file.title === undefined ? {} : { title: file.title }),
    };
    this.#byPath.set(path, record);
    return record;
  }

  /** The file behind a CDN path such as `attachments/1/2/x.png` (query string ignored). */
  byPath(path: string): AttachmentRecord | undefined {
    return this.#byPath.get(decodeURIComponent(path.split('?')[0] ?? ''));
  }
}
