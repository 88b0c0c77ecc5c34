import { type APIMessage, MessageFlags, type REST, Routes } from 'discord.js';
import type { Logger } from '../../core/logger.js';
import { TOKEN_SAFE_MS } from './reply-editor.js';
import type { ReplyTarget } from './reply-target.js';

/**
 * Tells the member behind a reply something privately: an ephemeral follow-up through the
 * interaction token, while it is valid. Failures (or an expired token) are logged, not thrown.
 * @returns the follow-up's message id, undefined when it was not sent
 */
export async function sendPrivateNotice(
  rest: REST,
  target: ReplyTarget,
  content: string,
  now: number,
  logger: Logger,
): Promise<string | undefined> {
  if (target.tokenExpired || now - target.tokenCreatedAt >= TOKEN_SAFE_MS) {
    logger.info('could not send a private notice: the interaction token expired');
    return undefined;
  }
  try {
    const message = (await rest.post(Routes.webhook(target.applicationId, target.token), {
      auth: false,
      query: new URLSearchParams({ wait: 'true' }),
      body: { content, flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } },
    })) as APIMessage;
    return message.id;
  } catch (error) {
    logger.warn('could not send a private notice', { error });
    return undefined;
  }
}
