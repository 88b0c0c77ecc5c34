import { type ChannelNeeds, permissionBits } from '../discord/bot-permissions.js';
import { REPLY_PERMISSIONS } from '../imagine/delivery/reply-editor.js';
import { WELCOME_PERMISSIONS } from '../onboarding/welcome.js';
import { LOG_PERMISSIONS } from '../policy/policy-log-page.js';

/**
 * What the bot's token does in channels, each declared beside its code: a reply edited or posted
 * again (`reply-editor.ts`), the moderation log (`policy-log-page.ts`), the welcome (`welcome.ts`).
 * Interactions' own answers need none; the invite asks for exactly their union.
 */
export const CHANNEL_NEEDS: readonly ChannelNeeds[] = [
  ...Object.values(REPLY_PERMISSIONS),
  LOG_PERMISSIONS,
  WELCOME_PERMISSIONS,
];

/** The permissions the bot's role is invited with: those it uses, and no other. */
export const BOT_PERMISSIONS = permissionBits(...CHANNEL_NEEDS);
