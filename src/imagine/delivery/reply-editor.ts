import {
  type APIMessage,
  ComponentType,
  type RawFile,
  type REST,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  Routes,
} from 'discord.js';
import type { Logger } from '../../core/logger.js';
import { type ChannelNeeds, missingPermissions } from '../../discord/bot-permissions.js';
import { discordErrorCode, DISCORD_ERRORS as E } from '../../discord/discord-rules.js';
import { answerFirst } from './first-answer.js';
import { claimPost, keepClaim, type PostClaims } from './post-claims.js';
import type { ReplyTarget } from './reply-target.js';
import type { ResultFile } from './result-image.js';

/** Edit @original with the interaction token only this long (it lives 15 minutes). */
export const TOKEN_SAFE_MS = 14 * 60_000;

/**
 * What the bot's token needs in a reply's channel once the interaction's token is no longer used
 * (past 14 minutes, or the reply is gone): reading the reply back after a restart, editing it,
 * posting a new one, with images. The invite asks for these.
 */
export const REPLY_PERMISSIONS = {
  read: ['ViewChannel', 'ReadMessageHistory'],
  edit: ['ViewChannel'],
  post: ['ViewChannel', 'SendMessages'],
  files: ['AttachFiles'],
} as const satisfies Record<string, ChannelNeeds>;

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
  /**
   * The interaction the reply answers (the reply's id): a reply Discord does not know (`10015`, its
   * answer never reached Discord) is given as that interaction's first answer while Discord takes one.
   */
  readonly interactionId?: string;
  /** Images to upload with it, referenced by the body's `attachments`. */
  readonly files?: readonly ResultFile[];
  /** A final result: always sent (queued behind rate limits); progress is dropped when in the way. */
  readonly final: boolean;
}

/** What {@link ReplyEditor} needs. */
export interface ReplyEditorDependencies {
  /** Bot-token requests (channel messages). */
  readonly rest: REST;
  /** Interaction-webhook requests, exempt from Discord's 50/s global limit. @default rest */
  readonly webhookRest?: REST;
  readonly logger: Logger;
  /** @default Date.now */
  readonly now?: () => number;
  /** The bot's permissions in a channel now, when known (else `target.appPermissions` is used). */
  readonly channelPermissions?: (channelId: string) => bigint | undefined;
  /**
   * Who posts a replacement (by its nonce) when several processes share the store: a final one
   * held by another process waits until it is posted or the claim lapsed. @default every post
   */
  readonly postClaims?: PostClaims;
}

type Way = 'webhook' | 'edit' | 'post';
type Patch = { -readonly [K in keyof ReplyTarget]?: ReplyTarget[K] };

/** The version Discord stamped a message with: its last edit's time, else its creation's. */
export const stampOf = (message: Pick<APIMessage, 'timestamp' | 'edited_timestamp'>): string =>
  message.edited_timestamp ?? message.timestamp;

const TOKEN_GONE = new Set<number>([E.invalidWebhookToken, E.unknownWebhook]);
const MESSAGE_GONE = new Set<number>([E.unknownMessage, E.tooManyOldEdits]);
const NOT_ALLOWED = new Set<number>([E.missingAccess, E.missingPermissions]);
/** A message that is gone (deleted, or too old to edit). */
const GONE = 'gone';

/**
 * Puts a generation's message on Discord: edits the reply with the interaction token; past 14
 * minutes or after `50027`, with the bot token; when it is gone (`10008`) or too old (`30046`),
 * posts a new message pinging only the requester, and edits that one from then on. Without the
 * permissions a fallback needs, it logs and gives up. A private or `interactionOnly` reply is
 * edited through the interaction token alone. Resolves to what it learned about the target.
 */
export class ReplyEditor {
  readonly #deps: ReplyEditorDependencies;
  readonly #now: () => number;
  readonly #webhookRest: REST;
  /** Channels with a bot-token request in flight: progress there waits for the next state. */
  readonly #busyChannels = new Map<string, number>();

  constructor(deps: ReplyEditorDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#webhookRest = deps.webhookRest ?? deps.rest;
  }

  async deliver(delivery: Delivery): Promise<Patch> {
    const patch: Patch = {};
    const target = () => ({ ...delivery.target, ...patch }) as ReplyTarget;
    const landed = (message: Partial<APIMessage> | undefined) => {
      if (delivery.final && message?.timestamp)
        patch.finalShownAt = message.edited_timestamp ?? message.timestamp;
    };
    let way = this.#way(target());
    if (way === 'webhook') {
      try {
        const { applicationId, token } = delivery.target;
        const route = Routes.webhookMessage(applicationId, token, '@original');
        const sent = { auth: false, body: delivery.body, files: this.#files(delivery) };
        const message = (await this.#webhookRest.patch(route, sent)) as APIMessage;
        if (message.id && message.id !== delivery.target.messageId) patch.messageId = message.id;
        landed(message);
        return patch;
      } catch (error) {
        const code = discordErrorCode(error);
        if (code === E.unknownWebhook && delivery.interactionId) {
          const { interactionId, ...again } = delivery;
          const first = await this.#answerFirst(delivery, interactionId);
          // Answered meanwhile by the process that was thought gone: its @original is edited.
          if (first === 'answered') return this.deliver(again);
          if (first !== 'late') {
            if (first.message?.id) patch.messageId = first.message.id;
            landed(first.message);
            return patch;
          }
        }
        if (code !== undefined && TOKEN_GONE.has(code)) patch.tokenExpired = true;
        else if (code === undefined || !MESSAGE_GONE.has(code)) throw error;
        if (delivery.target.ephemeral || delivery.target.interactionOnly) {
          this.#deps.logger.info('an interaction-only reply can no longer be edited', { code });
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
        const edited = await this.#editChannelMessage(delivery, target());
        if (edited !== GONE) {
          landed(edited);
          return patch;
        }
      }
      const posted = await this.#post(delivery, target());
      if (posted) patch.replacementMessageId = posted.id;
      landed(posted);
      return patch;
    } finally {
      const left = (this.#busyChannels.get(channelId) ?? 1) - 1;
      if (left > 0) this.#busyChannels.set(channelId, left);
      else this.#busyChannels.delete(channelId);
    }
  }

  /**
   * The reply (or its replacement) as Discord shows it now, read the way an edit would be sent;
   * undefined when it is gone or cannot be read.
   */
  async shown(target: ReplyTarget): Promise<APIMessage | undefined> {
    const { applicationId, token, channelId } = target;
    const way = this.#way(target);
    try {
      if (way === 'webhook') {
        const route = Routes.webhookMessage(applicationId, token, '@original');
        return (await this.#webhookRest.get(route, { auth: false })) as APIMessage;
      }
      const messageId = target.replacementMessageId ?? target.messageId;
      if (!messageId) return undefined;
      return (await this.#deps.rest.get(Routes.channelMessage(channelId, messageId))) as APIMessage;
    } catch (error) {
      this.#deps.logger.info('could not read a reply back', { channelId, way, error });
      return undefined;
    }
  }

  /** Sends `delivery` as the first answer to `interactionId` ({@link answerFirst}). */
  async #answerFirst(delivery: Delivery, interactionId: string) {
    const { token, ephemeral } = delivery.target;
    const files = this.#files(delivery);
    const first = await answerFirst(this.#webhookRest, {
      interactionId,
      token,
      body: delivery.body,
      ...(files && { files }),
      ...(ephemeral && { ephemeral }),
    });
    const outcome = typeof first === 'string' ? first : 'sent';
    this.#deps.logger.info('gave a reply as the first answer to its interaction', {
      interaction: interactionId,
      outcome,
    });
    return first;
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
      contentType: file.contentType,
    }));
  }

  /**
   * Edits the reply (or its replacement) with the bot token; resolves the message as edited,
   * {@link GONE} when it is gone, undefined when the bot may not edit it.
   */
  async #editChannelMessage(
    delivery: Delivery,
    target: ReplyTarget,
  ): Promise<APIMessage | typeof GONE | undefined> {
    const messageId = target.replacementMessageId ?? target.messageId ?? '';
    if (!this.#allowed(delivery, target, 'edit')) return undefined;
    const body = target.replacementMessageId ? this.#pinging(delivery) : delivery.body;
    try {
      return (await this.#deps.rest.patch(Routes.channelMessage(target.channelId, messageId), {
        body,
        files: this.#files(delivery),
      })) as APIMessage;
    } catch (error) {
      const code = discordErrorCode(error);
      if (code !== undefined && MESSAGE_GONE.has(code)) return GONE;
      if (code !== undefined && NOT_ALLOWED.has(code)) {
        this.#giveUp(delivery, 'edit', code);
        return undefined;
      }
      throw error;
    }
  }

  /**
   * Posts the replacement, claimed for this process first; resolves the replacement (its stamp
   * unknown when another process posted it final).
   */
  async #post(
    delivery: Delivery,
    target: ReplyTarget,
  ): Promise<(Pick<APIMessage, 'id'> & Partial<APIMessage>) | undefined> {
    if (!this.#allowed(delivery, target, 'post')) return undefined;
    const claims = this.#deps.postClaims;
    const { nonce } = delivery;
    if (!claims || !nonce) return this.#send(delivery, target);
    const { logger } = this.#deps;
    const claim = await claimPost(claims, nonce, delivery.final, () =>
      logger.info('waiting for another process’s post of a reply', { nonce }),
    );
    if (!claim) {
      logger.info('another process posts this reply', { nonce });
      return undefined;
    }
    if (!claim.claimed) {
      const { messageId, final } = claim.posted;
      // Another process posted a progress message: this final one goes on it.
      if (delivery.final && !final) {
        const on = { ...target, replacementMessageId: messageId };
        const edited = await this.#editChannelMessage(delivery, on);
        if (edited && edited !== GONE) return edited;
      }
      return { id: messageId };
    }
    logger.info('claimed the replacement post of a reply', { nonce });
    const kept = new AbortController();
    void keepClaim(claims, nonce, kept.signal);
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
      logger.warn('could not record a replacement post', { nonce, error });
    });
    return message;
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

  /** The card of a replacement message, under a Text Display that pings only the requester. */
  #pinging({ body, requesterId }: Delivery) {
    const mention = { type: ComponentType.TextDisplay, content: `<@${requesterId}>` };
    return {
      ...body,
      components: [mention, ...(body.components ?? [])],
      allowed_mentions: { parse: [], users: [requesterId] },
    };
  }

  #allowed(delivery: Delivery, target: ReplyTarget, action: 'edit' | 'post'): boolean {
    if (!target.guildId) return true;
    const known = this.#deps.channelPermissions?.(target.channelId);
    const permissions =
      known ?? (target.appPermissions ? BigInt(target.appPermissions) : undefined);
    if (permissions === undefined) return true;
    const needed: ChannelNeeds = [
      ...REPLY_PERMISSIONS[action],
      ...(delivery.files?.length ? REPLY_PERMISSIONS.files : []),
    ];
    const missing = missingPermissions(permissions, needed);
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
