import { setTimeout as sleep } from 'node:timers/promises';
import {
  type APIMessage,
  PermissionFlagsBits as P,
  type RawFile,
  type REST,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  Routes,
} from 'discord.js';
import type { Logger } from '../../core/logger.js';
import { discordErrorCode, DISCORD_ERRORS as E } from '../../discord/discord-rules.js';
import type { PostClaims, PostedReplacement } from './post-claims.js';
import type { ReplyTarget } from './reply-target.js';
import type { ResultFile } from './result-image.js';

/** Edit @original with the interaction token only this long (it lives 15 minutes). */
export const TOKEN_SAFE_MS = 14 * 60_000;

/** A rendered message to put on a generation's reply. */
export interface Delivery {
  readonly requesterId: string;
  readonly target: ReplyTarget;
  readonly body: RESTPatchAPIWebhookWithTokenMessageJSONBody;
  /**
   * Makes a replacement post idempotent (Discord's `enforce_nonce`): a post repeated after a crash
   * returns the message the first one made. The reply's id. At most 25 characters.
   */
  readonly nonce?: string;
  /** Images to upload with it, referenced by the body's `attachments`. */
  readonly files?: readonly ResultFile[];
  /** A final result: always sent (queued behind rate limits); progress is dropped when in the way. */
  readonly final: boolean;
}

/** What {@link ReplyEditor} needs. */
export interface ReplyEditorDependencies {
  /** Bot-token requests (channel messages). */
  readonly rest: REST;
  /**
   * Interaction-webhook requests. Discord exempts them from the 50/s global limit that
   * `@discordjs/rest` applies to every request it sends, so give them an instance without it.
   * @default rest
   */
  readonly webhookRest?: REST;
  readonly logger: Logger;
  /** @default Date.now */
  readonly now?: () => number;
  /** The bot's permissions in a channel now, when known (else `target.appPermissions` is used). */
  readonly channelPermissions?: (channelId: string) => bigint | undefined;
  /**
   * Who posts a replacement (by its nonce) when several processes share the store: a final one
   * held by another process waits until it is posted (then that message is used) or the claim
   * lapsed (its holder died: this process posts). @default every post goes ahead (one process)
   */
  readonly postClaims?: PostClaims;
}

type Way = 'webhook' | 'edit' | 'post';
/** A replacement post claimed for this process, or another process's post. */
type ClaimedOrPosted =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly posted: PostedReplacement };
type Patch = { -readonly [K in keyof ReplyTarget]?: ReplyTarget[K] };

const TOKEN_GONE = new Set<number>([E.invalidWebhookToken, E.unknownWebhook]);
const MESSAGE_GONE = new Set<number>([E.unknownMessage, E.tooManyOldEdits]);
const NOT_ALLOWED = new Set<number>([E.missingAccess, E.missingPermissions]);

/**
 * Puts a generation's message on Discord: edits the reply with the interaction token; past 14
 * minutes or after `50027`, edits it with the bot token; when it is gone (`10008`) or too old to
 * edit (`30046`), posts a new message in the channel that pings only the requester, and edits that
 * one from then on. Without the channel permissions a fallback needs, it logs and gives up. A
 * private reply, or one only the interaction reaches (`interactionOnly`), is edited through the
 * interaction token alone: once it expired, the reply is left as it is (logged).
 * Resolves to what it learned about the target (message ids, an expired token).
 */
export class ReplyEditor {
  readonly #deps: ReplyEditorDependencies;
  readonly #now: () => number;
  /** Channels with a bot-token request in flight: progress there waits for the next state. */
  readonly #busyChannels = new Map<string, number>();

  constructor(deps: ReplyEditorDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async deliver(delivery: Delivery): Promise<Patch> {
    const patch: Patch = {};
    const target = () => ({ ...delivery.target, ...patch }) as ReplyTarget;
    let way = this.#way(target());
    if (way === 'webhook') {
      try {
        const message = await this.#editWebhook(delivery);
        if (message.id && message.id !== delivery.target.messageId) patch.messageId = message.id;
        return patch;
      } catch (error) {
        const code = discordErrorCode(error);
        if (code !== undefined && TOKEN_GONE.has(code)) patch.tokenExpired = true;
        else if (code === undefined || !MESSAGE_GONE.has(code)) throw error;
        if (delivery.target.ephemeral || delivery.target.interactionOnly) {
          this.#deps.logger.info(
            'a reply reached only by its interaction can no longer be edited',
            {
              code,
            },
          );
          return patch;
        }
        way = code !== undefined && MESSAGE_GONE.has(code) ? 'post' : this.#way(target());
      }
    }
    const { channelId } = delivery.target;
    if (!delivery.final && this.#busyChannels.has(channelId)) return patch;
    this.#busyChannels.set(channelId, (this.#busyChannels.get(channelId) ?? 0) + 1);
    try {
      if (way === 'edit') {
        const gone = await this.#editChannelMessage(delivery, target());
        if (!gone) return patch;
      }
      const posted = await this.#post(delivery, target());
      if (posted) patch.replacementMessageId = posted;
      return patch;
    } finally {
      const left = (this.#busyChannels.get(channelId) ?? 1) - 1;
      if (left > 0) this.#busyChannels.set(channelId, left);
      else this.#busyChannels.delete(channelId);
    }
  }

  /**
   * The reply as Discord shows it now (or its replacement message), read the way an edit would be
   * sent; undefined when it is gone or cannot be read. Used after a restart to see whether a final
   * edit already landed before the crash.
   */
  async shown(target: ReplyTarget): Promise<APIMessage | undefined> {
    const { applicationId, token, channelId } = target;
    const way = this.#way(target);
    try {
      if (way === 'webhook') {
        const rest = this.#deps.webhookRest ?? this.#deps.rest;
        const route = Routes.webhookMessage(applicationId, token, '@original');
        return (await rest.get(route, { auth: false })) as APIMessage;
      }
      const messageId = target.replacementMessageId ?? target.messageId;
      if (!messageId) return undefined;
      return (await this.#deps.rest.get(Routes.channelMessage(channelId, messageId))) as APIMessage;
    } catch (error) {
      this.#deps.logger.info('could not read a reply back', { channelId, way, error });
      return undefined;
    }
  }

  #way(target: ReplyTarget): Way {
    if (target.ephemeral || target.interactionOnly) return 'webhook';
    if (target.replacementMessageId) return 'edit';
    const expired = target.tokenExpired || this.#now() - target.tokenCreatedAt >= TOKEN_SAFE_MS;
    if (!expired) return 'webhook';
    return target.messageId ? 'edit' : 'post';
  }

  #files(delivery: Delivery): RawFile[] | undefined {
    const files = delivery.files ?? [];
    if (files.length === 0) return undefined;
    return files.map((file, index) => ({
      name: file.name,
      data: file.data,
      key: `files[${index}]`,
      contentType: 'image/png',
    }));
  }

  async #editWebhook(delivery: Delivery): Promise<APIMessage> {
    const { applicationId, token } = delivery.target;
    const rest = this.#deps.webhookRest ?? this.#deps.rest;
    return (await rest.patch(Routes.webhookMessage(applicationId, token, '@original'), {
      auth: false,
      body: delivery.body,
      files: this.#files(delivery),
    })) as APIMessage;
  }

  /** Edits the reply (or its replacement) with the bot token; resolves true when it is gone. */
  async #editChannelMessage(delivery: Delivery, target: ReplyTarget): Promise<boolean> {
    const messageId = target.replacementMessageId ?? target.messageId ?? '';
    if (!this.#allowed(delivery, target, 'edit')) return false;
    const body = target.replacementMessageId ? this.#pinging(delivery) : delivery.body;
    try {
      await this.#deps.rest.patch(Routes.channelMessage(target.channelId, messageId), {
        body,
        files: this.#files(delivery),
      });
      return false;
    } catch (error) {
      const code = discordErrorCode(error);
      if (code !== undefined && MESSAGE_GONE.has(code)) return true;
      if (code !== undefined && NOT_ALLOWED.has(code)) {
        this.#giveUp(delivery, 'edit', code);
        return false;
      }
      throw error;
    }
  }

  /** Posts the replacement, claimed for this process first; resolves the replacement's id. */
  async #post(delivery: Delivery, target: ReplyTarget): Promise<string | undefined> {
    if (!this.#allowed(delivery, target, 'post')) return undefined;
    const claims = this.#deps.postClaims;
    const { nonce } = delivery;
    if (!claims || !nonce) return (await this.#send(delivery, target))?.id;
    const claim = await this.#claim(claims, nonce, delivery.final);
    if (!claim) return undefined;
    if (!claim.claimed) {
      const { messageId, final } = claim.posted;
      // Another process posted a progress message: this final one goes on it.
      if (delivery.final && !final) {
        await this.#editChannelMessage(delivery, { ...target, replacementMessageId: messageId });
      }
      return messageId;
    }
    this.#deps.logger.info('claimed the replacement post of a reply', { nonce });
    const kept = new AbortController();
    void this.#keep(claims, nonce, kept.signal);
    let message: APIMessage | undefined;
    try {
      message = await this.#send(delivery, target);
    } catch (error) {
      await claims.release(nonce).catch(() => undefined);
      throw error;
    } finally {
      kept.abort();
    }
    const settled = message
      ? claims.posted(nonce, { messageId: message.id, final: delivery.final })
      : claims.release(nonce);
    await settled.catch((error: unknown) => {
      this.#deps.logger.warn('could not record a replacement post', { nonce, error });
    });
    return message?.id;
  }

  /**
   * Claims the post of `nonce`: resolves the claim, or another process's post; a final post held
   * by another process waits until that one posted or its claim lapsed (progress gives way).
   */
  async #claim(
    claims: PostClaims,
    nonce: string,
    final: boolean,
  ): Promise<ClaimedOrPosted | undefined> {
    for (let waited = false; ; waited = true) {
      const claim = await claims.claim(nonce);
      if (claim.claimed) return claim;
      if (claim.posted) return { claimed: false, posted: claim.posted };
      if (!final) {
        this.#deps.logger.info('another process posts this reply', { nonce });
        return undefined;
      }
      if (!waited)
        this.#deps.logger.info('waiting for another process’s post of a reply', { nonce });
      await sleep(claims.retryMs);
    }
  }

  /** Claims `nonce` again every `keepMs` until `signal` aborts, so the claim outlives a slow post. */
  async #keep(claims: PostClaims, nonce: string, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await sleep(claims.keepMs, undefined, { signal, ref: false }).catch(() => undefined);
      if (!signal.aborted) await claims.claim(nonce).catch(() => undefined);
    }
  }

  async #send(delivery: Delivery, target: ReplyTarget): Promise<APIMessage | undefined> {
    try {
      return (await this.#deps.rest.post(Routes.channelMessages(target.channelId), {
        body: {
          ...this.#pinging(delivery),
          ...(delivery.nonce ? { nonce: delivery.nonce, enforce_nonce: true } : {}),
        },
        files: this.#files(delivery),
      })) as APIMessage;
    } catch (error) {
      const code = discordErrorCode(error);
      if (code === undefined || !NOT_ALLOWED.has(code)) throw error;
      this.#giveUp(delivery, 'post', code);
      return undefined;
    }
  }

  /** The body of a replacement message: it names (and pings, once) only the requester. */
  #pinging(delivery: Delivery) {
    const { requesterId } = delivery;
    return {
      ...delivery.body,
      content: `<@${requesterId}>`,
      allowed_mentions: { parse: [], users: [requesterId] },
    };
  }

  #allowed(delivery: Delivery, target: ReplyTarget, action: 'edit' | 'post'): boolean {
    if (!target.guildId) return true;
    const known = this.#deps.channelPermissions?.(target.channelId);
    const permissions =
      known ?? (target.appPermissions ? BigInt(target.appPermissions) : undefined);
    if (permissions === undefined || permissions & P.Administrator) return true;
    const needed = [P.ViewChannel];
    if (action === 'post') needed.push(P.SendMessages);
    if (delivery.body.embeds?.length) needed.push(P.EmbedLinks);
    if (delivery.files?.length) needed.push(P.AttachFiles);
    const missing = needed.filter((bit) => !(permissions & bit));
    if (missing.length === 0) return true;
    this.#giveUp(delivery, action, undefined);
    return false;
  }

  #giveUp(delivery: Delivery, action: 'edit' | 'post', code: number | undefined): void {
    this.#deps.logger.warn(
      'cannot update a generation message: the bot lacks channel permissions',
      {
        channelId: delivery.target.channelId,
        action,
        final: delivery.final,
        ...(code === undefined ? {} : { code }),
      },
    );
  }
}
