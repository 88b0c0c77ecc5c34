import { type APIMessage, MessageFlags, type REST, Routes } from 'discord.js';
import type { Logger } from '../../core/logger.js';
import {
  type PrivateMessage,
  privateMessageRequest,
  sendDirectMessage,
} from '../../discord/direct-message.js';
import { TOKEN_SAFE_MS } from './reply-editor.js';
import type { ReplyTarget } from './reply-target.js';

/**
 * Tells the member behind a reply something privately (an ephemeral follow-up while the token is
 * valid); failures are logged. @returns the follow-up's message id, undefined when not sent
 */
export async function sendPrivateNotice(
  rest: Pick<REST, 'post'>,
  target: ReplyTarget,
  message: string | PrivateMessage,
  now: number,
  logger: Logger,
): Promise<string | undefined> {
  if (target.tokenExpired || now - target.tokenCreatedAt >= TOKEN_SAFE_MS) {
    logger.info('could not send a private notice: the interaction token expired');
    return undefined;
  }
  const { body, files } = privateMessageRequest(
    typeof message === 'string' ? { content: message } : message,
  );
  try {
    const sent = (await rest.post(Routes.webhook(target.applicationId, target.token), {
      auth: false,
      query: new URLSearchParams({ wait: 'true' }),
      body: { ...body, flags: MessageFlags.Ephemeral },
      files,
    })) as APIMessage;
    return sent.id;
  } catch (error) {
    logger.warn('could not send a private notice', { error });
    return undefined;
  }
}

/** What {@link tellPrivately} sends through. */
export interface PrivateChannels {
  /** Bot-token requests (the DM). */
  readonly rest: Pick<REST, 'post'>;
  /** Interaction-webhook requests (the private follow-up). */
  readonly webhookRest: Pick<REST, 'post'>;
  readonly logger: Logger;
  readonly now: () => number;
}

/**
 * Tells `userId`, the member behind `target`, `message` privately: an ephemeral follow-up while
 * the interaction token lives, else (or when that fails) a direct message. Failures are logged.
 * @returns the follow-up's id, `dm` for a direct message, undefined when neither was sent
 */
export async function tellPrivately(
  channels: PrivateChannels,
  target: ReplyTarget,
  userId: string,
  message: PrivateMessage,
): Promise<string | undefined> {
  const { rest, webhookRest, logger, now } = channels;
  return (
    (await sendPrivateNotice(webhookRest, target, message, now(), logger)) ??
    (await sendDirectMessage(rest, userId, message).then(
      () => 'dm',
      (error: unknown) => {
        logger.warn('could not tell a member privately', { error });
        return undefined;
      },
    ))
  );
}
