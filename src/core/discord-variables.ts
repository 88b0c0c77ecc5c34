import { z } from 'zod';
import { httpUrl } from './config-fields.js';

const DISCORD_TOKEN_REQUIRED = 'is required: the bot token from the Discord developer portal';

/** Discord's variables: the bot's token and application, and where Discord's API and files are. */
export const DISCORD_VARIABLES = {
  /**
   * Trimmed: a token pasted with a line break after it (a `.env` line, `$(cat …)`) still works;
   * one with a character a token never has (typographic quotes) is refused by name.
   */
  DISCORD_TOKEN: z
    .string(DISCORD_TOKEN_REQUIRED)
    .trim()
    .min(1, DISCORD_TOKEN_REQUIRED)
    .regex(
      /^[^\r\n]+$/,
      'must be the bot token on one line, without a line break inside: copy it again from the ' +
        'Discord developer portal (your application → Bot → Reset Token)',
    )
    .superRefine((token, context) => {
      const odd = /[^\x20-\x7e\r\n]/u.exec(token)?.[0];
      if (!odd) return;
      const code = `U+${odd.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
      context.addIssue({
        code: 'custom',
        message:
          `holds ${odd} (${code}), which no bot token has (typographic quotes come from a word ` +
          'processor or a chat): write the token alone, without quotes or with straight ones ("…")',
      });
    }),
  DISCORD_APPLICATION_ID: z
    .string()
    .regex(/^\d{17,20}$/, 'must be the numeric application id (a snowflake)')
    .optional(),
  DISCORD_API_URL: httpUrl('is required').default('https://discord.com/api'),
  DISCORD_CDN_URL: httpUrl('is required').default('https://cdn.discordapp.com'),
  /** Discord's media proxy: attachments' previews and the pictures of links' embeds. */
  DISCORD_MEDIA_PROXY_URL: httpUrl('is required').default('https://media.discordapp.net'),
};
