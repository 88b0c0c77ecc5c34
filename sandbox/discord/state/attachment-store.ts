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
  readonly #expired = new Set<string>();
  readonly #fetches = new Map<string, number>();

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

  /**
   * Stores the picture a member's message links to (`link`, on another site), as Discord's media
   * proxy serves it for the link's embed: under `external/{id}/{scheme}/{host}{path}` on the proxy's
   * own host (`images-ext-1.discordapp.net` at Discord; the emulator's {@link mediaProxyOrigin}),
   * never at the link itself.
   */
  addExternal(file: Omit<FileInput, 'filename'>, link: string): AttachmentRecord {
    const id = this.ids.snowflake();
    const linked = new URL(link);
    const filename =
      linked.pathname
        .split('/')
        .pop()
        ?.replace(/[^\w.-]+/g, '_') || 'image';
    const path = `external/${id}/${linked.protocol.replace(':', '')}/${linked.host}${linked.pathname}`;
    const record: AttachmentRecord = {
      id,
      filename,
      ...mediaInfo(file.bytes, filename, file.contentType),
      size: file.bytes.length,
      bytes: file.bytes,
      path,
      url: link,
      proxyUrl: `${mediaProxyOrigin(this.baseUrl())}/${path}`,
      ephemeral: false,
    };
    this.#byPath.set(path, record);
    return record;
  }

  /** The file behind a CDN path such as `attachments/1/2/x.png` (query string ignored). */
  byPath(path: string): AttachmentRecord | undefined {
    return this.#byPath.get(decodeURIComponent(path.split('?')[0] ?? ''));
  }

  /**
   * Ends the URLs handed out so far, as Discord's signed CDN URLs end (their `ex` passed): a
   * fetch is then answered 404 "This content is no longer available.".
   */
  expireAll(): void {
    for (const path of this.#byPath.keys()) this.#expired.add(path);
  }

  /** Whether the URL of `record` was ended by {@link AttachmentStore.expireAll}. */
  isExpired(record: AttachmentRecord): boolean {
    return this.#expired.has(record.path);
  }

  /** Counts a GET of `record`'s bytes. */
  noteFetch(record: AttachmentRecord): void {
    this.#fetches.set(record.path, (this.#fetches.get(record.path) ?? 0) + 1);
  }

  /** How many times the file at `url` (a `url` or `proxy_url` handed out) was fetched; all files' without. */
  fetchesOf(url?: string): number {
    if (url === undefined) return [...this.#fetches.values()].reduce((a, b) => a + b, 0);
    const path = new URL(url).pathname.replace(/^\/(cdn|media)\//, '').replace(/^\//, '');
    return this.#fetches.get(decodeURIComponent(path)) ?? 0;
  }
}

/**
 * The origin of the emulator's media proxy for linked pictures: the same server under the name
 * `localhost` (`http://localhost:PORT`), a host of its own beside the CDN's `127.0.0.1`, as
 * Discord's `images-ext-*.discordapp.net` are beside `cdn.discordapp.com`.
 */
export function mediaProxyOrigin(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//localhost:${url.port}`;
}
